import type { SalesDashboard } from '@clubjoin/contract/salesDashboard';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import {
  daysOf,
  funnelStepOfRank,
  type SaleFunnelStep,
  saleFunnel,
  salesRangeOf,
} from '@clubjoin/domain/staff/salesDashboard';
import { calendarDateInZone } from '@clubjoin/domain/time/dateInZone';
import { findClub } from '../clubs/findClub';
import type { ModuleContext } from '../moduleContext';
import { creditSharesAt } from '../staging/saleCredit';
import { furthestSteps, joinsByDay } from '../saleFunnel/saleFunnel';

export type SalesDashboardFailure =
  { kind: 'unknownClub' } | { kind: 'badRange'; field: 'from' | 'to'; message: string };

/**
 * A club's sales dashboard (docs/decisions/0035) over a range of its calendar days (the last 7 to
 * today on the club's clock unless asked): three aggregate queries, each on an index by club and
 * time, so its cost follows the range's sales, not the chain's.
 */
export async function salesDashboardOf(
  context: ModuleContext,
  clubId: string,
  asked: { from?: string | undefined; to?: string | undefined },
): Promise<Outcome<SalesDashboard, SalesDashboardFailure>> {
  const club = await findClub(context, clubId);
  if (!club) return fail({ kind: 'unknownClub' });
  const range = salesRangeOf(asked, calendarDateInZone(context.clock(), club.timeZone));
  if (!range.ok) return fail({ kind: 'badRange', ...range.failure });
  const { db } = context;
  const [joins, furthest, salespeople] = await Promise.all([
    joinsByDay(db, clubId, range.value, club.timeZone),
    furthestSteps(db, clubId, range.value, club.timeZone),
    creditSharesAt(db, clubId, range.value, club.timeZone),
  ]);
  const days = daysOf(range.value).map((date) => {
    const on = joins.filter((row) => row.day === date);
    const count = (channel: string) => on.find((row) => row.channel === channel)?.joins ?? 0;
    return { date, online: count('Online'), inClub: count('InClub') };
  });
  const stopped: Partial<Record<SaleFunnelStep, number>> = {};
  for (const row of furthest) {
    const step = funnelStepOfRank(row.rank);
    if (step) stopped[step] = row.sales;
  }
  return succeed({
    clubId,
    ...range.value,
    days,
    totals: {
      online: days.reduce((sum, day) => sum + day.online, 0),
      inClub: days.reduce((sum, day) => sum + day.inClub, 0),
    },
    salespeople,
    funnel: saleFunnel(stopped),
  });
}
