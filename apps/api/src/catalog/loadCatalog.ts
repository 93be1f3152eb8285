import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { bumpCatalogVersion } from './catalogCache';
import { CatalogError } from './catalogError';
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
    const key =
      raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[collection.keyField] : '';
    const record = `${where}, record ${index + 1} (${collection.keyField} ${JSON.stringify(key)})`;
    const parsed = collection.schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.length ? issue.path.join('.') : '(the record)';
      throw new CatalogError(`${record}, field ${field}: ${issue?.message ?? 'invalid'}`);
    }
    const id = String(key);
    if (seen.has(id))
      throw new CatalogError(`${record}: another record has the same ${collection.keyField}`);
    seen.add(id);
    return parsed.data;
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
