import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import type { Database } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { wrapPglite } from '../src/db/openPglite';
import { openPostgres } from '../src/db/openPostgres';
import { migrationsDir } from '../src/paths';
import { seedDatabase } from '../src/seedDatabase';
import { databaseUrlFor, onServer } from './postgresServer';
import { TEST_SEED } from './testSeed';

/** The PGlite archives every test copies: one migrated and empty, one migrated and seeded. */
export interface PgliteTemplateDumps {
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** On PostgreSQL: a migrated, seeded database that each test copies (CREATE DATABASE … TEMPLATE). */
    seededTemplateDatabase: string | undefined;
    /** On PGlite: the files of the archives each test's in-memory database is loaded from. */
    pgliteTemplateDumps: PgliteTemplateDumps | undefined;
  }
}

async function prepare(db: Database, seeded: boolean): Promise<void> {
  await migrate(db, await readMigrations(migrationsDir));
  if (seeded) await seedDatabase(db, TEST_SEED);
}

/** Writes the archive of a PGlite database prepared as `seeded` says to `file`. */
async function dumpPgliteTemplate(file: string, seeded: boolean): Promise<void> {
  const pglite = await PGlite.create();
  try {
    await prepare(wrapPglite(pglite, 'memory'), seeded);
    await writeFile(file, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/**
 * Migrates and seeds the template databases once for the whole run, so each test gets a database
 * of its own by copying one instead of migrating and loading the catalog again: on PostgreSQL a
 * template database (CREATE DATABASE … TEMPLATE), on PGlite an archive of its data directory that
 * every test file in every worker loads.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = await mkdtemp(join(tmpdir(), 'clubjoin-api-templates-'));
    const dumps = { migrated: join(dir, 'migrated.tar'), seeded: join(dir, 'seeded.tar') };
    await dumpPgliteTemplate(dumps.migrated, false);
    await dumpPgliteTemplate(dumps.seeded, true);
    project.provide('seededTemplateDatabase', undefined);
    project.provide('pgliteTemplateDumps', dumps);
    return async () => {
      await rm(dir, { recursive: true, force: true });
    };
  }
  const name = `clubjoin_template_${process.pid}_${Date.now()}`;
  await onServer(url, `CREATE DATABASE ${name}`);
  const db = await openPostgres(databaseUrlFor(url, name));
  try {
    await prepare(db, true);
  } finally {
    await db.close();
  }
  project.provide('seededTemplateDatabase', name);
  project.provide('pgliteTemplateDumps', undefined);
  return async () => {
    await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
