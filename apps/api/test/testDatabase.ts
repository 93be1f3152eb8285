import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { clonePglite, openPglite, wrapPglite } from '../src/db/openPglite';
import { openPostgres } from '../src/db/openPostgres';
import { migrationsDir } from '../src/paths';
import { seedDatabase } from '../src/seedDatabase';
import { databaseUrlFor, onServer } from './postgresServer';
import { TEST_SEED } from './testSeed';

/** Which database the API suite runs on: PostgreSQL when DATABASE_URL is set (CI's second run). */
export const testDatabaseKind = process.env.DATABASE_URL ? 'postgresql' : 'pglite';

const uniqueName = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '')}`;

/**
 * A fresh, empty database for one test: an in-memory PGlite, or a new schema on the PostgreSQL
 * server of DATABASE_URL that is dropped when the database is closed.
 */
export async function openEmptyTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite(undefined);
  const schema = uniqueName('test');
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

// Per test file, PGlite templates made once and cloned for each test: starting PGlite, migrating
// and loading the catalog cost seconds; a clone costs a fraction of that.
const pgliteTemplates = new Map<'migrated' | 'seeded', Promise<PGlite>>();

function pgliteTemplate(kind: 'migrated' | 'seeded'): Promise<PGlite> {
  let template = pgliteTemplates.get(kind);
  if (!template) {
    template = (async () => {
      const pglite = await PGlite.create();
      const db = wrapPglite(pglite, 'memory');
      await migrate(db, await readMigrations(migrationsDir));
      if (kind === 'seeded') await seedDatabase(db, TEST_SEED);
      return pglite;
    })();
    pgliteTemplates.set(kind, template);
  }
  return template;
}

/** A fresh database with every migration applied and nothing in it. */
export async function openTestDatabase(): Promise<Database> {
  if (!process.env.DATABASE_URL) return clonePglite(await pgliteTemplate('migrated'));
  const db = await openEmptyTestDatabase();
  await migrate(db, await readMigrations(migrationsDir));
  return db;
}

/**
 * A fresh database as a server starts with: migrated and seeded. On PostgreSQL it is a copy of the
 * template database the suite's global setup made, dropped when closed.
 */
export async function openSeededTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const template = inject('seededTemplateDatabase');
  if (!url || !template) return clonePglite(await pgliteTemplate('seeded'));
  const name = uniqueName('test');
  await onServer(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const db = await openPostgres(databaseUrlFor(url, name));
  return {
    ...db,
    async close() {
      await db.close();
      await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
