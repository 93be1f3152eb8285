import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { openPglite, openPgliteFromDump } from '../src/db/openPglite';
import { openPostgres } from '../src/db/openPostgres';
import { migrationsDir } from '../src/paths';
import { databaseUrlFor, onServer } from './postgresServer';
import type { PgliteTemplateDumps } from './globalSetup';

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

// The archives the global setup wrote, read once per test file.
const pgliteDumps = new Map<keyof PgliteTemplateDumps, Promise<Blob>>();

function pgliteDump(kind: keyof PgliteTemplateDumps): Promise<Blob> {
  let dump = pgliteDumps.get(kind);
  if (!dump) {
    const files = inject('pgliteTemplateDumps');
    if (!files) throw new Error("The API suite's global setup wrote no PGlite templates");
    dump = readFile(files[kind]).then((bytes) => new Blob([bytes]));
    pgliteDumps.set(kind, dump);
  }
  return dump;
}

/** A fresh database with every migration applied and nothing in it. */
export async function openTestDatabase(): Promise<Database> {
  if (!process.env.DATABASE_URL) return openPgliteFromDump(await pgliteDump('migrated'));
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
  if (!url || !template) return openPgliteFromDump(await pgliteDump('seeded'));
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
