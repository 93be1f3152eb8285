import type { TestProject } from 'vitest/node';
import { migrate, readMigrations } from '../src/db/migrate';
import { openPostgres } from '../src/db/openPostgres';
import { migrationsDir } from '../src/paths';
import { seedDatabase } from '../src/seedDatabase';
import { databaseUrlFor, onServer } from './postgresServer';
import { TEST_SEED } from './testSeed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** On PostgreSQL: a migrated, seeded database that each test copies (CREATE DATABASE … TEMPLATE). */
    seededTemplateDatabase: string | undefined;
  }
}

/**
 * On PostgreSQL, migrates and seeds one template database for the whole run, so each test gets a
 * seeded database of its own by copying it instead of loading the catalog again.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('seededTemplateDatabase', undefined);
    return;
  }
  const name = `clubjoin_template_${process.pid}_${Date.now()}`;
  await onServer(url, `CREATE DATABASE ${name}`);
  const db = await openPostgres(databaseUrlFor(url, name));
  try {
    await migrate(db, await readMigrations(migrationsDir));
    await seedDatabase(db, TEST_SEED);
  } finally {
    await db.close();
  }
  project.provide('seededTemplateDatabase', name);
  return async () => {
    await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
