import type { Club } from '@clubjoin/contract/catalog/club';
import {
  type DayHours,
  hoursOn,
  type OpeningHours,
  openingStatus,
  type OpeningStatus,
} from '@clubjoin/domain/clubs/openingHours';
import { mayActForClub } from '@clubjoin/domain/staff/portalAccess';
import { calendarDateInZone } from '@clubjoin/domain/time/dateInZone';
import { findClub } from '../clubs/findClub';
import { listClubs } from '../clubs/listClubs';
import type { ModuleContext } from '../moduleContext';
import type { StaffCaller } from '../staff/staffAccessAnswer';
import {
  hasAnyHours,
  insertHoursChange,
  selectAllHours,
  selectHours,
  selectHoursChanges,
  upsertHours,
} from './store';

/** How many changes of a club's hours location admin shows. */
const CHANGES_SHOWN = 10;

export interface ClubHoursToday {
  clubId: string;
  today: DayHours;
  status: OpeningStatus;
}

/** A club's hours today and whether it is open, at the app's clock on the club's clock. */
function hoursToday(context: ModuleContext, club: Club, hours: OpeningHours): ClubHoursToday {
  const now = context.clock();
  return {
    clubId: club.mmsClubId,
    today: hoursOn(hours, calendarDateInZone(now, club.timeZone)),
    status: openingStatus(hours, now, club.timeZone),
  };
}

/** Every club that has hours, with today's and its status (the locator's list). */
export async function everyClubHoursToday(context: ModuleContext): Promise<ClubHoursToday[]> {
  const [clubs, hours] = await Promise.all([listClubs(context), selectAllHours(context.db)]);
  return clubs.flatMap((club) => {
    const clubHours = hours.get(club.mmsClubId);
    return clubHours ? [hoursToday(context, club, clubHours)] : [];
  });
}

/** One club's week, its holidays from today on, today and status; undefined without hours. */
export async function clubWeekHours(context: ModuleContext, clubId: string) {
  const [club, hours] = await Promise.all([
    findClub(context, clubId),
    selectHours(context.db, clubId),
  ]);
  if (!club || !hours) return undefined;
  const today = hoursToday(context, club, hours);
  return {
    ...today,
    timeZone: club.timeZone,
    week: hours.week,
    holidays: hours.holidays.filter((holiday) => holiday.date >= today.today.date),
  };
}

/** The clubs a team member looks after in location admin: theirs, or every club for a chain role. */
export async function locationList(context: ModuleContext, caller: StaffCaller) {
  const [clubs, hours] = await Promise.all([listClubs(context), selectAllHours(context.db)]);
  const mine = clubs.filter((club) => mayActForClub(caller, club.mmsClubId));
  return mine.map((club) => {
    const clubHours = hours.get(club.mmsClubId);
    return {
      clubId: club.mmsClubId,
      clubName: club.marketingClubName,
      timeZone: club.timeZone,
      hours: clubHours ? hoursToday(context, club, clubHours) : null,
    };
  });
}

/** A club's hours to edit, with its latest changes; undefined for a club not in the catalog. */
export async function locationHours(context: ModuleContext, clubId: string) {
  const club = await findClub(context, clubId);
  if (!club) return undefined;
  const [hours, changes] = await Promise.all([
    selectHours(context.db, clubId),
    selectHoursChanges(context.db, clubId, CHANGES_SHOWN),
  ]);
  return {
    clubId,
    clubName: club.marketingClubName,
    timeZone: club.timeZone,
    hours: hours ?? null,
    changes: changes.map((change) => ({
      staffName: change.staffName,
      changedAt: change.changedAt.toISOString(),
    })),
  };
}

/**
 * Replaces a club's hours (already checked by the domain's schema) and logs who changed them and
 * when, with the hours before and after, in one transaction.
 */
export async function saveHours(
  context: ModuleContext,
  actor: Pick<StaffCaller, 'staffId' | 'displayName'>,
  clubId: string,
  hours: OpeningHours,
): Promise<void> {
  const at = context.clock();
  await context.db.transaction(async (tx) => {
    const before = (await selectHours(tx, clubId)) ?? null;
    await upsertHours(tx, clubId, hours, at);
    await insertHoursChange(tx, {
      clubId,
      staffId: actor.staffId,
      staffName: actor.displayName,
      changedAt: at,
      before,
      after: hours,
    });
  });
}

/** Writes the same hours for clubs without a team member (the demo hours at seeding). */
export async function seedHours(
  context: Pick<ModuleContext, 'db'>,
  entries: readonly { clubId: string; hours: OpeningHours }[],
  at: Date,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    for (const entry of entries) await upsertHours(tx, entry.clubId, entry.hours, at);
  });
}

/** Whether any club has hours yet (the demo hours go only into a database with none). */
export function anyClubHasHours(context: Pick<ModuleContext, 'db'>): Promise<boolean> {
  return hasAnyHours(context.db);
}
