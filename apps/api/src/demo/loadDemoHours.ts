import { demoOpeningHours } from '@clubjoin/domain/clubs/openingHours';
import type { Database } from '../db/database';
import { anyClubHasHours, seedHours } from '../modules/locations/clubHours';

/** The demo clubs open around the clock, with members' key-fob hours (data/demo/README.md). */
const DEMO_AROUND_THE_CLOCK_CLUBS: readonly string[] = ['17', '19'];

export type DemoHoursLoadResult = { loaded: false } | { loaded: true; clubs: number };

/**
 * Gives every club of the catalog the demo week (data/demo/README.md: staffed 5 am to 10 pm on
 * weekdays, 7 am to 8 pm at weekends; key-fob hours around the clock at a few) when no club has
 * hours yet, so the locator shows hours out of the box. Location admin changes them from there.
 */
export async function loadDemoHours(db: Database, now: Date): Promise<DemoHoursLoadResult> {
  if (await anyClubHasHours({ db })) return { loaded: false };
  // The catalog was loaded just before: every club of it gets the demo week.
  const clubs = await db.query<{ mms_club_id: string }>('SELECT mms_club_id FROM clubs');
  await seedHours(
    { db },
    clubs.map(({ mms_club_id: clubId }) => ({
      clubId,
      hours: demoOpeningHours(DEMO_AROUND_THE_CLOCK_CLUBS.includes(clubId)),
    })),
    now,
  );
  return { loaded: true, clubs: clubs.length };
}
