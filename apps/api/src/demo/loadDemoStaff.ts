import type { Database } from '../db/database';
import { hasStaff, importStaff } from '../modules/staff/manageStaff';
import { DemoDataError, demoDir, readDemoFile } from './loadDemoData';
import { DemoStaff } from './demoRecords';

export type DemoStaffLoadResult = { loaded: false } | { loaded: true; staff: number };

/**
 * Loads the demo team (data/demo/staff.json, one team member per role) into a database that has
 * no team member yet, so a database loaded before the portal existed gets them too. The file is
 * checked before anything is written (every club must be the catalog's) and the writes are one
 * transaction.
 */
export async function loadDemoStaff(
  db: Database,
  dir: string = demoDir,
  now: Date = new Date(),
): Promise<DemoStaffLoadResult> {
  if (await hasStaff(db)) return { loaded: false };
  const team = await readDemoFile(dir, 'staff.json', DemoStaff, 'email');
  for (const staff of team) {
    for (const clubId of staff.clubIds) {
      const [club] = await db.query('SELECT 1 FROM clubs WHERE mms_club_id = $1', [clubId]);
      if (!club) {
        throw new DemoDataError(
          `Demo file data/demo/staff.json, team member ${staff.email}: club ${clubId} is not in the catalog`,
        );
      }
    }
  }
  return db.transaction(async (tx) => {
    if (await hasStaff(tx)) return { loaded: false } as const;
    for (const { purpose: _purpose, ...staff } of team) await importStaff(tx, staff, now);
    return { loaded: true, staff: team.length } as const;
  });
}
