import type { Database, Queryable } from '../db/database';

/**
 * Catalog reads kept in this process's memory. The catalog changes rarely, so a read answers from
 * memory while the catalog's version in the database is the one it was cached under; any write
 * bumps the version (bumpCatalogVersion), which every process sharing the database sees on its
 * next read. Checking the version costs one primary-key lookup instead of the read itself, and
 * reads that arrive while a check is on its way share that one check (decision 0018): a read may
 * so see the version as of at most one lookup's round trip before it began.
 */
export interface CatalogCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export function createCatalogCache(db: Database): CatalogCache {
  let cachedVersion: string | undefined;
  let entries = new Map<string, Promise<unknown>>();
  let checking: Promise<string | undefined> | undefined;
  const checkVersion = () => {
    checking ??= db
      .query<{ version: string }>(
        'SELECT version::text AS version FROM catalog_version WHERE id = 1',
      )
      .then(([row]) => row?.version)
      .finally(() => {
        checking = undefined;
      });
    return checking;
  };
  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const version = await checkVersion();
      if (version !== cachedVersion) {
        cachedVersion = version;
        entries = new Map();
      }
      const cached = entries.get(key);
      if (cached) return cached as Promise<T>;
      // Concurrent reads of one key share one load; a failed load is not kept.
      const loading = load();
      entries.set(key, loading);
      loading.catch(() => entries.delete(key));
      return loading;
    },
  };
}

/** Marks the catalog changed: call it in the transaction of every catalog write. */
export async function bumpCatalogVersion(tx: Queryable): Promise<void> {
  await tx.query('UPDATE catalog_version SET version = version + 1 WHERE id = 1');
}
