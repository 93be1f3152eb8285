import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { clonePglite, openPglite, wrapPglite } from '../src/db/openPglite';
import { openPostgres } from '../src/db/openPostgres';
import { migrationsDir } from '../src/paths';

/** Which database the API suite runs on: PostgreSQL when DATABASE_URL is set (CI's second run). */
export const testDatabaseKind = process.env.DATABASE_URL ? 'postgresql' : 'pglite';

async function onServer(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database for one test: an in-memory PGlite, or a new schema on the PostgreSQL
 * server of DATABASE_URL that is dropped when the database is closed.
 */
export async function openEmptyTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite(undefined);
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  await onServer(url, `CREATE SCHEMA ${schema}`);
  const db = await openPostgres(url, schema);
  return {
    ...db,
    async close() {
      await db.close();
      await onServer(url, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

// One migrated PGlite per test file, cloned for each test: starting PGlite costs about a second.
let migratedTemplate: Promise<PGlite> | undefined;

function migratedPglite(): Promise<PGlite> {
  migratedTemplate ??= (async () => {
    const template = await PGlite.create();
    await migrate(wrapPglite(template, 'memory'), await readMigrations(migrationsDir));
    return template;
  })();
  return migratedTemplate;
}

/** A fresh database with every migration applied. */
export async function openTestDatabase(): Promise<Database> {
  if (!process.env.DATABASE_URL) return clonePglite(await migratedPglite());
  const db = await openEmptyTestDatabase();
  await migrate(db, await readMigrations(migrationsDir));
  return db;
}
