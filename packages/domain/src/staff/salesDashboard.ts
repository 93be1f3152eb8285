import { fail, type Outcome, succeed } from '../outcome';
import { addDays, type IsoDate } from '../time/isoDate';

/**
 * The in-club sales dashboard (docs/decisions/0035): joins by club and day, online versus in-club,
 * by salesperson, and the sale funnel. The funnel's steps are what the server sees of the wizard,
 * so no browser can claim a step it did not reach: the cart saved (a membership chosen), the sale
 * staged (the members' details given), the payment method recorded, the sale completed.
 */
export const SALE_FUNNEL_STEPS = ['cart', 'staged', 'payment', 'completed'] as const;
export type SaleFunnelStep = (typeof SALE_FUNNEL_STEPS)[number];

export const SALE_FUNNEL_STEP_LABELS: Readonly<Record<SaleFunnelStep, string>> = {
  cart: 'Chose a membership',
  staged: 'Gave the members’ details',
  payment: 'Gave a payment method',
  completed: 'Joined',
};

/** A step's rank, 1 for the first: the funnel keeps the highest a sale reached. */
export function funnelStepRank(step: SaleFunnelStep): number {
  return SALE_FUNNEL_STEPS.indexOf(step) + 1;
}

/** The step of a rank `funnelStepRank` gave; undefined for a rank no step has. */
export function funnelStepOfRank(rank: number): SaleFunnelStep | undefined {
  return SALE_FUNNEL_STEPS[rank - 1];
}

/** One step of the funnel: sales that reached it, and those whose furthest step it was. */
export interface FunnelRow {
  step: SaleFunnelStep;
  reached: number;
  stoppedHere: number;
}

/**
 * The funnel from how many sales stopped at each step (their furthest): a step is reached by every
 * sale whose furthest step is it or a later one. A completed sale stopped nowhere.
 */
export function saleFunnel(
  furthest: Readonly<Partial<Record<SaleFunnelStep, number>>>,
): FunnelRow[] {
  return SALE_FUNNEL_STEPS.map((step, index) => ({
    step,
    reached: SALE_FUNNEL_STEPS.slice(index).reduce((sum, later) => sum + (furthest[later] ?? 0), 0),
    stoppedHere: step === 'completed' ? 0 : (furthest[step] ?? 0),
  }));
}

export const SALES_RANGE_DEFAULT_DAYS = 7;
export const SALES_RANGE_MAX_DAYS = 92;
export const SALES_RANGE_ORDER_MESSAGE = 'The first day of the range is on or before its last day.';
export const SALES_RANGE_LENGTH_MESSAGE = `Choose a range of at most ${SALES_RANGE_MAX_DAYS} days.`;

/** The dashboard's days, from and to included, on the club's calendar. */
export interface SalesRange {
  from: IsoDate;
  to: IsoDate;
}

/** Every day of a range, in order. */
export function daysOf(range: SalesRange): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The range the dashboard shows: the days asked, else the last 7 days to `today` (the club's
 * calendar date), ending at `to` when only that is given. Refuses a start after the end and more
 * than 92 days, naming the field.
 */
export function salesRangeOf(
  asked: { from?: IsoDate | undefined; to?: IsoDate | undefined },
  today: IsoDate,
): Outcome<SalesRange, { field: 'from' | 'to'; message: string }> {
  const to = asked.to ?? today;
  const from = asked.from ?? addDays(to, 1 - SALES_RANGE_DEFAULT_DAYS);
  if (from > to) return fail({ field: 'from', message: SALES_RANGE_ORDER_MESSAGE });
  if (addDays(from, SALES_RANGE_MAX_DAYS - 1) < to) {
    return fail({ field: 'to', message: SALES_RANGE_LENGTH_MESSAGE });
  }
  return succeed({ from, to });
}
