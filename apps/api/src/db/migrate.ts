import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database';

export interface Migration {
  /** The four-digit prefix of the file name; migrations run in this order, once each. */
  version: string;
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** Reads the migration files of `dir`, ordered; a misnamed or duplicated file is an error. */
export async function readMigrations(dir: string): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = MIGRATION_FILE.exec(file);
    if (!match?.[1] || !match[2]) {
      throw new Error(`Migration file ${file} is not named NNNN_lowercase_name.sql`);
    }
    const version = match[1];
    if (migrations.some((migration) => migration.version === version)) {
      throw new Error(`Two migration files share the version ${version}`);
    }
    migrations.push({ version, name: match[2], sql: await readFile(join(dir, file), 'utf8') });
  }
  return migrations;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, all in one transaction: either
 * every pending migration lands or none does. An advisory lock keeps several processes sharing
 * one PostgreSQL from migrating at once. Answers the versions it applied.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('clubjoin.migrations'))");
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    return pending.map((migration) => migration.version);
  });
}
