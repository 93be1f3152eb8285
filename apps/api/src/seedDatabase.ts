import { catalogCollections } from './catalog/collections';
import { loadCatalog, type CatalogLoadResult } from './catalog/loadCatalog';
import type { Database } from './db/database';
import { loadDemoData, type DemoLoadResult } from './demo/loadDemoData';
import { loadDemoHours, type DemoHoursLoadResult } from './demo/loadDemoHours';
import { loadDemoStaff, type DemoStaffLoadResult } from './demo/loadDemoStaff';
import { catalogDir } from './paths';

export interface SeedResult {
  catalog: CatalogLoadResult;
  demo: DemoLoadResult;
  staff: DemoStaffLoadResult;
  hours: DemoHoursLoadResult;
}

/**
 * What an empty, migrated database is given before it serves: the demo catalog, and, when asked,
 * the demo accounts and former memberships, and the demo team when it has no team member yet
 * (their passwords are public: never on real members' data), and the demo opening hours when no
 * club has hours yet.
 */
export async function seedDatabase(
  db: Database,
  { demoAccounts, now }: { demoAccounts: boolean; now: Date },
): Promise<SeedResult> {
  const catalog = await loadCatalog(db, catalogDir, catalogCollections);
  const demo = demoAccounts ? await loadDemoData(db, undefined, now) : ({ loaded: false } as const);
  const staff = demoAccounts
    ? await loadDemoStaff(db, undefined, now)
    : ({ loaded: false } as const);
  const hours = demoAccounts ? await loadDemoHours(db, now) : ({ loaded: false } as const);
  return { catalog, demo, staff, hours };
}
