import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogDir } from '../src/paths';

/** A catalog file's records as plain JSON, to change in a test. */
export type CatalogRecords = Record<string, unknown>[];

/** A copy of the shipped catalog in a temporary folder, whose files a test may rewrite. */
export interface CatalogCopy {
  dir: string;
  read(file: string): Promise<CatalogRecords>;
  write(file: string, records: unknown): Promise<void>;
  remove(): Promise<void>;
}

export async function copyShippedCatalog(): Promise<CatalogCopy> {
  const dir = await mkdtemp(join(tmpdir(), 'clubjoin-catalog-'));
  await cp(catalogDir, dir, { recursive: true });
  return {
    dir,
    read: async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as CatalogRecords,
    write: (file, records) => writeFile(join(dir, file), JSON.stringify(records)),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
