import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { bumpCatalogVersion } from './catalogCache';
import { CatalogError } from './catalogError';
import { parseRecord } from './parseRecord';
import type { CatalogCollection } from './collections';

interface ParsedFile {
  collection: CatalogCollection;
  records: unknown[];
}

async function readCatalogFile(dir: string, collection: CatalogCollection): Promise<ParsedFile> {
  const where = `Catalog file data/catalog/${collection.file}`;
  let text: string;
  try {
    text = await readFile(join(dir, collection.file), 'utf8');
  } catch {
    throw new CatalogError(`${where} is missing`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CatalogError(`${where} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(json)) throw new CatalogError(`${where} must hold a JSON array of records`);

  const seen = new Set<string>();
  const records = json.map((raw: unknown, index) => {
    const record = parseRecord(raw, index, collection.schema, collection.keyField, where);
    if (!record.ok) throw new CatalogError(record.message);
    if (seen.has(record.key)) {
      throw new CatalogError(`${record.label}: another record has the same ${collection.keyField}`);
    }
    seen.add(record.key);
    return record.data;
  });
  return { collection, records };
}

export type CatalogLoadResult = { loaded: false } | { loaded: true; records: number };

/**
 * Loads the catalog files of `dir` into an empty database. Every file is read and validated before
 * anything is written, and the writes are one transaction, so a bad file leaves the database as
 * it was. A database that already holds the catalog is left alone.
 */
export async function loadCatalog(
  db: Database,
  dir: string,
  collections: readonly CatalogCollection[],
): Promise<CatalogLoadResult> {
  const [existing] = await db.query('SELECT 1 FROM catalog_loads');
  if (existing) return { loaded: false };
  const files: ParsedFile[] = [];
  for (const collection of collections) files.push(await readCatalogFile(dir, collection));
  const records = files.reduce((sum, file) => sum + file.records.length, 0);
  return db.transaction(async (tx) => {
    // Another process may have loaded it since the check above; the primary key makes that safe.
    const [claimed] = await tx.query(
      'INSERT INTO catalog_loads (id, record_count) VALUES (1, $1) ON CONFLICT DO NOTHING RETURNING id',
      [records],
    );
    if (!claimed) return { loaded: false } as const;
    for (const { collection, records: rows } of files) {
      for (const row of rows) await collection.insert(tx, row);
    }
    await bumpCatalogVersion(tx);
    return { loaded: true, records } as const;
  });
}
