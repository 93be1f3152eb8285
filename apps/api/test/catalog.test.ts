import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogCollections, createCatalogCollections } from '../src/catalog/collections';
import { loadCatalog } from '../src/catalog/loadCatalog';
import type { Database } from '../src/db/database';
import { catalogDir } from '../src/paths';
import type { CatalogCopy } from './catalogFiles';
import { copyShippedCatalog } from './catalogFiles';
import { openTestDatabase } from './testDatabase';

describe('the demo catalog loader', () => {
  let db: Database;
  let copy: CatalogCopy;
  beforeEach(async () => {
    db = await openTestDatabase();
    copy = await copyShippedCatalog();
  });
  afterEach(async () => {
    await db.close();
    await copy.remove();
  });

  const count = async (table: string) =>
    Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n);

  it('loads every record of data/catalog into an empty database, once', async () => {
    let records = 0;
    for (const { file } of catalogCollections) {
      records += (JSON.parse(await readFile(join(catalogDir, file), 'utf8')) as unknown[]).length;
    }
    const clubs = JSON.parse(await readFile(join(catalogDir, 'clubs.json'), 'utf8')) as unknown[];
    expect(await loadCatalog(db, catalogDir, catalogCollections)).toEqual({
      loaded: true,
      records,
    });
    expect(await count('clubs')).toBe(clubs.length);
    expect(await loadCatalog(db, catalogDir, catalogCollections)).toEqual({ loaded: false });
    expect(await count('clubs')).toBe(clubs.length);
  });

  it('stops on a bad record, naming the file, the record and the field, and writes nothing', async () => {
    const clubs = await copy.read('clubs.json');
    clubs[2] = { ...clubs[2], latitude: 'north' };
    await copy.write('clubs.json', clubs);
    await expect(loadCatalog(db, copy.dir, createCatalogCollections())).rejects.toThrow(
      `Catalog file data/catalog/clubs.json, record 3 (mmsClubId "${String(clubs[2]?.mmsClubId)}"), field latitude: Invalid input: expected number, received string`,
    );
    expect(await count('tax_rates')).toBe(0);
    expect(await count('clubs')).toBe(0);
    expect(await count('catalog_loads')).toBe(0);
  });

  it('refuses two records with the same id', async () => {
    const clubs = await copy.read('clubs.json');
    await copy.write('clubs.json', [clubs[0], clubs[0]]);
    await expect(loadCatalog(db, copy.dir, createCatalogCollections())).rejects.toThrow(
      /record 2 \(mmsClubId "\d+"\): another record has the same mmsClubId/,
    );
    expect(await count('clubs')).toBe(0);
  });

  it('names a file that is missing, not JSON, or not a list', async () => {
    const clubs = await readFile(join(copy.dir, 'clubs.json'), 'utf8');
    await rm(join(copy.dir, 'clubs.json'));
    await expect(loadCatalog(db, copy.dir, createCatalogCollections())).rejects.toThrow(
      'Catalog file data/catalog/clubs.json is missing',
    );
    await writeFile(join(copy.dir, 'clubs.json'), '[{"mmsClubId": ');
    await expect(loadCatalog(db, copy.dir, createCatalogCollections())).rejects.toThrow(
      /^Catalog file data\/catalog\/clubs.json is not valid JSON/,
    );
    await writeFile(join(copy.dir, 'clubs.json'), '{"clubs": []}');
    await expect(loadCatalog(db, copy.dir, createCatalogCollections())).rejects.toThrow(
      'Catalog file data/catalog/clubs.json must hold a JSON array of records',
    );
    await writeFile(join(copy.dir, 'clubs.json'), clubs);
    expect((await loadCatalog(db, copy.dir, createCatalogCollections())).loaded).toBe(true);
  });

  it('checks references afresh in each load made with one list of collections', async () => {
    const collections = createCatalogCollections();
    const fees = await copy.read('publicImprovementFees.json');
    await copy.write('publicImprovementFees.json', [{ ...fees[0], mmsClubId: '999' }]);
    await expect(loadCatalog(db, copy.dir, collections)).rejects.toThrow(
      'No club 999 in clubs.json',
    );

    const clubs = await copy.read('clubs.json');
    await copy.write(
      'clubs.json',
      clubs.filter((club) => club.mmsClubId !== fees[0]?.mmsClubId),
    );
    await copy.write('publicImprovementFees.json', fees);
    await expect(loadCatalog(db, copy.dir, collections)).rejects.toThrow(
      `No club ${String(fees[0]?.mmsClubId)} in clubs.json`,
    );
    expect(await count('catalog_loads')).toBe(0);
  });
});
