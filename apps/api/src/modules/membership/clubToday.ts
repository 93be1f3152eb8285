import { calendarDateInZone } from '@clubjoin/domain/time/dateInZone';
import type { IsoDate } from '@clubjoin/domain/time/isoDate';
import type { ModuleContext } from '../moduleContext';
import { clubTimeZone } from './store';

/** Today at a membership's club (03 §7: dates are the club's calendar dates). */
export async function clubToday({ db, clock }: ModuleContext, mmsClubId: string): Promise<IsoDate> {
  return calendarDateInZone(clock(), await clubTimeZone(db, mmsClubId));
}
