import { catalogCollections } from './catalog/collections';
import { loadCatalog, type CatalogLoadResult } from './catalog/loadCatalog';
import type { Database } from './db/database';
import { loadDemoData, type DemoLoadResult } from './demo/loadDemoData';
import { catalogDir } from './paths';

export interface SeedResult {
  catalog: CatalogLoadResult;
  demo: DemoLoadResult;
}

/**
 * What an empty, migrated database is given before it serves: the demo catalog, and, when asked,
 * the demo accounts and former memberships (their passwords are public: never on real members'
 * data).
 */
export async function seedDatabase(
  db: Database,
  { demoAccounts, now }: { demoAccounts: boolean; now: Date },
): Promise<SeedResult> {
  const catalog = await loadCatalog(db, catalogDir, catalogCollections);
  const demo = demoAccounts ? await loadDemoData(db, undefined, now) : ({ loaded: false } as const);
  return { catalog, demo };
}
