import type { Club } from '@clubjoin/contract/catalog/club';
import { calendarDateInZone } from '@clubjoin/domain/time/dateInZone';
import type { IsoDate } from '@clubjoin/domain/time/isoDate';
import { findClub } from './findClub';
import type { ModuleContext } from '../moduleContext';

/**
 * Today at a club already read (product/decisions-and-platform.md#time-and-clocks: dates are the
 * club's calendar dates).
 */
export function todayAtClub(context: ModuleContext, club: Club): IsoDate {
  return calendarDateInZone(context.clock(), club.timeZone);
}

/**
 * Today at a membership's club (product/decisions-and-platform.md#time-and-clocks: dates are the
 * club's calendar dates).
 */
export async function clubToday(context: ModuleContext, mmsClubId: string): Promise<IsoDate> {
  const club = await findClub(context, mmsClubId);
  // The memberships' foreign key keeps their clubs in the catalog: a missing one is a bug.
  if (!club) throw new Error(`Club ${mmsClubId} of a membership is not in the catalog`);
  return todayAtClub(context, club);
}
