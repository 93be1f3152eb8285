import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { migrationsDir } from '../src/paths';
import { openEmptyTestDatabase } from './testDatabase';

describe('migrations', () => {
  let db: Database;
  let dir: string;
  beforeEach(async () => {
    db = await openEmptyTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'clubjoin-migrations-'));
  });
  afterEach(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  const tables = async () =>
    (
      await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables
         WHERE table_schema = current_schema() ORDER BY table_name`,
      )
    ).map((row) => row.table_name);

  it('applies the project’s migrations in order, once, and records each', async () => {
    const migrations = await readMigrations(migrationsDir);
    expect(migrations.map((m) => m.version)).toEqual([...migrations.map((m) => m.version)].sort());
    expect(await migrate(db, migrations)).toEqual(migrations.map((m) => m.version));
    expect(await migrate(db, migrations)).toEqual([]);
    const recorded = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(recorded.map((row) => row.version)).toEqual(migrations.map((m) => m.version));
    expect(await tables()).toEqual(expect.arrayContaining(['catalog_loads', 'clubs']));
  });

  it('applies only the new ones on a database that has the old ones', async () => {
    await writeFile(join(dir, '0001_first.sql'), 'CREATE TABLE first (id int);');
    await migrate(db, await readMigrations(dir));
    await writeFile(join(dir, '0002_second.sql'), 'CREATE TABLE second (id int);');
    expect(await migrate(db, await readMigrations(dir))).toEqual(['0002']);
  });

  it('lands none of the pending migrations when one fails', async () => {
    await writeFile(join(dir, '0001_good.sql'), 'CREATE TABLE good (id int);');
    await writeFile(join(dir, '0002_bad.sql'), 'CREATE TABLE bad (id nosuchtype);');
    await expect(migrate(db, await readMigrations(dir))).rejects.toThrow(/nosuchtype/);
    expect(await tables()).toEqual([]);
  });

  it('refuses misnamed and duplicated migration files', async () => {
    await writeFile(join(dir, '1_short.sql'), '');
    await expect(readMigrations(dir)).rejects.toThrow(
      'Migration file 1_short.sql is not named NNNN_lowercase_name.sql',
    );
    await rm(join(dir, '1_short.sql'));
    await writeFile(join(dir, '0001_a.sql'), '');
    await writeFile(join(dir, '0001_b.sql'), '');
    await expect(readMigrations(dir)).rejects.toThrow('Two migration files share the version 0001');
  });
});
