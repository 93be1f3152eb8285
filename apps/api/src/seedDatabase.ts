import { catalogCollections } from './catalog/collections';
import { loadCatalog, type CatalogLoadResult } from './catalog/loadCatalog';
import type { Database } from './db/database';
import { loadDemoData, type DemoLoadResult } from './demo/loadDemoData';
import { loadDemoHours, type DemoHoursLoadResult } from './demo/loadDemoHours';
import { loadDemoStaff, type DemoStaffLoadResult } from './demo/loadDemoStaff';
import { loadMasterLibrary, type MasterLibraryLoadResult } from './demo/loadMasterLibrary';
import { catalogDir } from './paths';

export interface SeedResult {
  catalog: CatalogLoadResult;
  demo: DemoLoadResult;
  staff: DemoStaffLoadResult;
  hours: DemoHoursLoadResult;
  library: MasterLibraryLoadResult;
}

/**
 * What an empty, migrated database is given before it serves: the demo catalog, and, when asked,
 * the demo accounts and former memberships, and the demo team when it has no team member yet
 * (their passwords are public: never on real members' data), and the demo opening hours when no
 * club has hours yet. The workouts master library is no demo: it goes into every database whose
 * libraries are empty.
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
  const library = await loadMasterLibrary(db, now);
  return { catalog, demo, staff, hours, library };
}
