import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogCollections } from '../src/catalog/collections';
import { loadCatalog } from '../src/catalog/loadCatalog';
import type { Database } from '../src/db/database';
import { catalogDir } from '../src/paths';
import { openTestDatabase } from './testDatabase';

describe('the demo catalog loader', () => {
  let db: Database;
  let dir: string;
  beforeEach(async () => {
    db = await openTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'clubjoin-catalog-'));
  });
  afterEach(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  const count = async (table: string) =>
    Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n);

  it('loads every club of data/catalog into an empty database, once', async () => {
    const clubs = JSON.parse(await readFile(join(catalogDir, 'clubs.json'), 'utf8')) as unknown[];
    expect(await loadCatalog(db, catalogDir, catalogCollections)).toEqual({
      loaded: true,
      records: clubs.length,
    });
    expect(await count('clubs')).toBe(clubs.length);
    expect(await loadCatalog(db, catalogDir, catalogCollections)).toEqual({ loaded: false });
    expect(await count('clubs')).toBe(clubs.length);
  });

  it('stops on a bad record, naming the file, the record and the field, and writes nothing', async () => {
    const clubs = JSON.parse(await readFile(join(catalogDir, 'clubs.json'), 'utf8')) as Record<
      string,
      unknown
    >[];
    clubs[2] = { ...clubs[2], latitude: 'north' };
    await writeFile(join(dir, 'clubs.json'), JSON.stringify(clubs));
    await expect(loadCatalog(db, dir, catalogCollections)).rejects.toThrow(
      `Catalog file data/catalog/clubs.json, record 3 (mmsClubId "${String(clubs[2]?.mmsClubId)}"), field latitude: Invalid input: expected number, received string`,
    );
    expect(await count('clubs')).toBe(0);
    expect(await count('catalog_loads')).toBe(0);
  });

  it('refuses two records with the same id', async () => {
    const clubs = JSON.parse(await readFile(join(catalogDir, 'clubs.json'), 'utf8')) as unknown[];
    await writeFile(join(dir, 'clubs.json'), JSON.stringify([clubs[0], clubs[0]]));
    await expect(loadCatalog(db, dir, catalogCollections)).rejects.toThrow(
      /record 2 \(mmsClubId "\d+"\): another record has the same mmsClubId/,
    );
    expect(await count('clubs')).toBe(0);
  });

  it('names a file that is missing, not JSON, or not a list', async () => {
    await expect(loadCatalog(db, dir, catalogCollections)).rejects.toThrow(
      'Catalog file data/catalog/clubs.json is missing',
    );
    await writeFile(join(dir, 'clubs.json'), '[{"mmsClubId": ');
    await expect(loadCatalog(db, dir, catalogCollections)).rejects.toThrow(
      /^Catalog file data\/catalog\/clubs.json is not valid JSON/,
    );
    await writeFile(join(dir, 'clubs.json'), '{"clubs": []}');
    await expect(loadCatalog(db, dir, catalogCollections)).rejects.toThrow(
      'Catalog file data/catalog/clubs.json must hold a JSON array of records',
    );
    await copyFile(join(catalogDir, 'clubs.json'), join(dir, 'clubs.json'));
    expect((await loadCatalog(db, dir, catalogCollections)).loaded).toBe(true);
  });
});
