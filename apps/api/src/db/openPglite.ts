import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { SerialQueue } from './serialQueue';

function wrap(session: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await session.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await session.exec(sql);
    },
  };
}

/**
 * Opens embedded PostgreSQL: on disk in `dataDir` (created when missing), or in memory when
 * `dataDir` is undefined.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(dataDir ? { dataDir } : {}), dataDir ?? 'memory');
}

/**
 * An in-memory database holding the data of `dump` (a `dumpDataDir` archive): far cheaper than
 * starting and migrating a new instance, so each test can have a fresh database.
 */
export async function openPgliteFromDump(dump: Blob): Promise<Database> {
  return wrapPglite(await PGlite.create({ loadDataDir: dump }), 'memory');
}

/** Hands out a PGlite session through a queue, so transactions never interleave on it. */
export function wrapPglite(pglite: PGlite, location: string): Database {
  const queue = new SerialQueue();
  const direct = wrap(pglite);
  return {
    kind: 'pglite',
    location,
    query: (sql, params) => queue.run(() => direct.query(sql, params)),
    exec: (sql) => queue.run(() => direct.exec(sql)),
    transaction: (work) => queue.run(() => pglite.transaction((tx) => work(wrap(tx)))),
    // One process alone opens an embedded database, so its listening never goes away.
    async listen(channel, listener) {
      await queue.run(() => pglite.listen(channel, () => listener.notified()));
    },
    async ping() {
      try {
        await queue.run(() => direct.query('SELECT 1'));
        return true;
      } catch {
        return false;
      }
    },
    close: () => queue.run(() => pglite.close()),
  };
}
