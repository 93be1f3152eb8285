import type { Database, Queryable } from '../db/database';

/** The channel every catalog write notifies, in the transaction that makes it. */
const CATALOG_CHANNEL = 'catalog_changed';

/**
 * Catalog reads kept in this process's memory. The catalog changes rarely, so a read answers from
 * memory while the catalog's version in the database is the one it was cached under; any write
 * bumps the version and notifies (bumpCatalogVersion), which every process sharing the database
 * hears. While this process listens, a version it read stays current until a notification says
 * otherwise, so reads send no query at all (decision 0019); until it listens, or after its
 * listening connection is lost, every read checks the version first, and reads that arrive while
 * a check is on its way share that one check (decision 0018).
 */
export interface CatalogCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export function createCatalogCache(db: Database): CatalogCache {
  let cachedVersion: string | undefined;
  let entries = new Map<string, Promise<unknown>>();
  let checking: Promise<string | undefined> | undefined;
  let listening: 'no' | 'starting' | 'yes' = 'no';
  /** Counts notifications and losses: a check is trusted only if none came while it ran. */
  let changes = 0;
  /** Whether cachedVersion is known current: read while listening, no notification since. */
  let current = false;
  const distrust = () => {
    changes += 1;
    current = false;
  };
  const listen = () => {
    if (listening !== 'no') return;
    listening = 'starting';
    db.listen(CATALOG_CHANNEL, {
      notified: distrust,
      lost: () => {
        listening = 'no';
        distrust();
      },
    }).then(
      () => {
        listening = 'yes';
      },
      () => {
        listening = 'no';
      },
    );
  };
  const checkVersion = () => {
    if (!checking) {
      const trustable = listening === 'yes';
      const changesBefore = changes;
      checking = db
        .query<{ version: string }>(
          'SELECT version::text AS version FROM catalog_version WHERE id = 1',
        )
        .then(([row]) => {
          if (trustable && changes === changesBefore && listening === 'yes') current = true;
          return row?.version;
        })
        .finally(() => {
          checking = undefined;
        });
    }
    return checking;
  };
  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      listen();
      if (!current) {
        const version = await checkVersion();
        if (version !== cachedVersion) {
          cachedVersion = version;
          entries = new Map();
        }
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
  // The schema as payload: processes on other schemas of one server (tests) ignore it.
  await tx.query('SELECT pg_notify($1, current_schema())', [CATALOG_CHANNEL]);
}
