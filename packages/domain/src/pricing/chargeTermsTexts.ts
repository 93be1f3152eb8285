/**
 * The words of each charge schedule (product/pricing-and-dues.md#charge-terms), on every surface
 * that names a price or a charge. The spec's sentences (the monthly section's titles and footers,
 * the waitlist note) come from displayTexts; the rest is our plain product wording.
 */
import type { ChargeSchedule, ChargeTerms } from './chargeTerms';
import {
  FEE_LINE_LABELS,
  MONTHLY_FOOTERS,
  MONTHLY_SECTION_TITLES,
  WAITLIST_NOTE,
} from './displayTexts';

/** What follows a membership card's price: '$35.00 for one visit', '$89.00 per month'. */
export function cardPriceSuffix(schedule: ChargeSchedule): string {
  if (schedule === 'oneVisit') return 'for one visit';
  if (schedule === 'paidInFull') return 'paid in full';
  return 'per month';
}

/**
 * The title over the membership's own price, in the price bar and the summary's monthly section
 * (product/pricing-and-dues.md#price-details): 'Membership Dues' for a short term, 'Day Pass' for a
 * day pass, otherwise 'Monthly Dues'.
 */
export function membershipPriceTitle(schedule: ChargeSchedule): string {
  if (schedule === 'oneVisit') return FEE_LINE_LABELS.dayPass;
  if (schedule === 'paidInFull') return MONTHLY_SECTION_TITLES.shortTerm;
  return MONTHLY_SECTION_TITLES.other;
}

/** The footer of a short term's dues section (our wording: the spec gives it none). */
export const PAID_IN_FULL_FOOTER = 'Paid in full for the whole term: nothing is charged monthly.';

/**
 * When the membership's dues are taken (product/pricing-and-dues.md#price-details): at the
 * beginning of each month; after the club opens for a presale; once activated on the waitlist;
 * and, for a short term, once, in full. Undefined for a day pass, which has no dues.
 */
export function duesFooter(schedule: ChargeSchedule): string | undefined {
  switch (schedule) {
    case 'monthly':
      return MONTHLY_FOOTERS.open;
    case 'monthlyAfterOpening':
      return MONTHLY_FOOTERS.presale;
    case 'atActivation':
      return MONTHLY_FOOTERS.waitlist;
    case 'paidInFull':
      return PAID_IN_FULL_FOOTER;
    case 'oneVisit':
      return undefined;
  }
}

/**
 * When the monthly charge is taken, as the payment step ('Then monthly: $89.00') and the
 * confirmation page and email ('Charged monthly after the club opens: $89.00') complete it;
 * undefined when nothing is charged monthly (a day pass, a term paid in full).
 */
export function monthlyChargeTiming(schedule: ChargeSchedule): string | undefined {
  switch (schedule) {
    case 'monthly':
      return 'monthly';
    case 'monthlyAfterOpening':
      return 'monthly after the club opens';
    case 'atActivation':
      return 'monthly once activated';
    case 'oneVisit':
    case 'paidInFull':
      return undefined;
  }
}

/**
 * What the payment step says under the amounts, where the schedule needs a word: the waitlist note
 * of product/pricing-and-dues.md#price-details, and that a day pass or a term paid in full charges
 * nothing after today.
 */
export function paymentNote(schedule: ChargeSchedule): string | undefined {
  if (schedule === 'atActivation') return WAITLIST_NOTE;
  if (schedule === 'oneVisit')
    return 'A day pass is good for one visit: nothing is charged after today.';
  if (schedule === 'paidInFull') return PAID_IN_FULL_FOOTER;
  return undefined;
}

/**
 * The payment step's button: a waitlist join is charged nothing today, so it joins the waitlist
 * rather than paying; any other sale says what it pays, once the amount is known (a card's
 * surcharge waits on whether it is credit or debit).
 */
export function payButtonLabel(schedule: ChargeSchedule, amount?: string): string {
  if (schedule === 'atActivation') return 'Join the waitlist';
  return amount === undefined ? 'Pay and join' : `Pay and join – ${amount}`;
}

/**
 * What happens next, told on the confirmation page and in its email: when the membership starts
 * and what is charged after today (the waitlist: nothing until activation, product/pricing-and-dues.md#price-details),
 * then how to start using it: a photo ID at the club, or, for a Digital membership, online with no
 * club visit. A waitlist or presale member cannot visit yet, so they are told nothing about it.
 */
export function whatHappensNext(terms: ChargeTerms): string {
  const starts: Record<ChargeSchedule, string> = {
    monthly:
      'Your membership is active; your monthly dues are charged at the beginning of each month.',
    monthlyAfterOpening:
      'Your membership begins when the club opens. Your monthly dues are charged after the club opens.',
    atActivation:
      'You are on the waitlist. Nothing was charged today, and your card is not charged until your membership is activated; we will email you when it is.',
    oneVisit: 'Your day pass is good for one visit; nothing more is charged.',
    paidInFull:
      'Your membership is active for its full term, paid in full: nothing is charged monthly.',
  };
  const waiting = terms.schedule === 'atActivation' || terms.schedule === 'monthlyAfterOpening';
  const start = terms.needsClubVisit
    ? waiting
      ? undefined
      : 'Bring a photo ID to the club for your first visit.'
    : 'It is used online: no club visit is needed.';
  return start ? `${starts[terms.schedule]} ${start}` : starts[terms.schedule];
}
