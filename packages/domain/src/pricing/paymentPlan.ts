import type { Cents } from '../money/cents';
import type { Currency } from '../money/currency';
import { formatMoney } from '../money/formatMoney';
import { formatLongDate } from '../time/formatLongDate';
import {
  calendarDateOf,
  daysInCalendarMonth,
  firstOfMonthAfter,
  toIsoDate,
  type IsoDate,
} from '../time/isoDate';
import type { ChargeSchedule } from './chargeTerms';
import type { PricingCase } from './pricingCase';

/**
 * The dues a monthly sale of an open club charges today and when its monthly charge starts
 * (product/pricing-and-dues.md#pricing-cases): joined on the 1st, today pays this month and the
 * monthly charge starts on the 1st of the next; joined on any other day, today pays the rest of
 * this month and all of the next, and the monthly charge starts on the 1st after that.
 */
export interface DuesCalendar {
  /** The first and last days today's dues pay for. */
  readonly coversFrom: IsoDate;
  readonly coversThrough: IsoDate;
  /** The day of the first monthly charge after today's. */
  readonly monthlyFrom: IsoDate;
}

/** The months today's dues pay for, by case: none for the cases that bill no month now. */
const MONTHS_PAID_TODAY: Partial<Record<PricingCase, number>> = { firstOfMonth: 1, prorated: 2 };

/** The calendar of a sale's dues, or undefined for a case that charges no month today. */
export function duesCalendar(
  pricingCase: PricingCase,
  joinDate: IsoDate,
): DuesCalendar | undefined {
  const months = MONTHS_PAID_TODAY[pricingCase];
  if (months === undefined) return undefined;
  const last = calendarDateOf(firstOfMonthAfter(joinDate, months - 1));
  return {
    coversFrom: joinDate,
    coversThrough: toIsoDate({ ...last, day: daysInCalendarMonth(last.year, last.month) }),
    monthlyFrom: firstOfMonthAfter(joinDate, months),
  };
}

/** What the one sentence of a sale's payments says (issue 21: one truthful figure). */
export interface PaymentPlan {
  readonly schedule: ChargeSchedule;
  /** What the card is charged today, as the person has chosen to pay so far. */
  readonly today: Cents;
  /** Today's charge by credit card, said beside it while no card is chosen and a surcharge applies. */
  readonly byCreditCard?: Cents;
  /** What each later month charges (the cart summary's monthlyCharge). */
  readonly monthly: Cents;
  /** The first monthly charge's day, when the sale has one (an open club's monthly sale). */
  readonly monthlyFrom?: IsoDate;
  readonly currency: Currency;
}

/** The cart summary's figures a payment plan is read from. */
export interface PlannedCart {
  readonly total: Cents;
  readonly totalWithSurcharge: Cents;
  readonly monthlyCharge: Cents;
  readonly monthlyChargeFrom: IsoDate | null;
}

/**
 * A cart's payment plan before a payment method is chosen: today's figure before the surcharge,
 * with the credit card's beside it. The payment step replaces today's figures once it knows how
 * the person pays.
 */
export function cartPaymentPlan(
  cart: PlannedCart,
  schedule: ChargeSchedule,
  currency: Currency,
): PaymentPlan {
  return {
    schedule,
    today: cart.total,
    byCreditCard: cart.totalWithSurcharge,
    monthly: cart.monthlyCharge,
    ...(cart.monthlyChargeFrom === null ? {} : { monthlyFrom: cart.monthlyChargeFrom }),
    currency,
  };
}

/**
 * The sale's payments in one sentence, the same wherever it shows: 'Pay $410.00 today, then
 * $159.00 a month from January 1, 2027.' A day pass and a term paid in full charge once; a presale
 * club's monthly charge starts when it opens; a waitlist join pays nothing today.
 */
export function paymentPlanSentence(plan: PaymentPlan): string {
  const money = (cents: Cents) => formatMoney(cents, plan.currency);
  const byCredit =
    plan.byCreditCard === undefined || plan.byCreditCard === plan.today
      ? ''
      : ` (${money(plan.byCreditCard)} by credit card)`;
  const today = `Pay ${money(plan.today)} today${byCredit}`;
  const monthly = `${money(plan.monthly)} a month`;
  switch (plan.schedule) {
    case 'oneVisit':
      return `${today} for one visit.`;
    case 'paidInFull':
      return `${today} for the whole term; nothing is charged after it.`;
    case 'monthlyAfterOpening':
      return `${today}, then ${monthly} once the club opens.`;
    case 'atActivation':
      return `Nothing is charged today; then ${monthly} once your membership is activated.`;
    case 'monthly':
      return plan.monthlyFrom === undefined
        ? `${today}, then ${monthly}.`
        : `${today}, then ${monthly} from ${formatLongDate(plan.monthlyFrom)}.`;
  }
}

/** What today's dues pay for, in words: 'Today’s dues cover November 21 to December 31, 2026.' */
export function duesCoverSentence(calendar: DuesCalendar): string {
  const from = calendarDateOf(calendar.coversFrom);
  const through = calendarDateOf(calendar.coversThrough);
  const fromText =
    from.year === through.year
      ? formatLongDate(calendar.coversFrom).replace(/, \d{4}$/, '')
      : formatLongDate(calendar.coversFrom);
  return `Today’s dues cover ${fromText} to ${formatLongDate(calendar.coversThrough)}.`;
}

/**
 * The days of the monthly charges in a sale's first year (docs/decisions/0028: the review with the
 * member at the club): the 1st of each month from the calendar's first monthly charge, while it
 * falls before the join's first anniversary.
 */
export function firstYearChargeDates(calendar: DuesCalendar): IsoDate[] {
  const joined = calendarDateOf(calendar.coversFrom);
  // ISO dates compare as text; the anniversary of February 29 need not be a real day.
  const anniversary = toIsoDate({ ...joined, year: joined.year + 1 });
  const dates: IsoDate[] = [];
  for (let offset = 0; ; offset += 1) {
    const at = firstOfMonthAfter(calendar.monthlyFrom, offset);
    if (at >= anniversary) return dates;
    dates.push(at);
  }
}
