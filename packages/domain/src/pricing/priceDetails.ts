import type { Cents } from '../money/cents';
import type { CartSummary } from './cartSummary';
import type { ChargeTerms } from './chargeTerms';
import { duesFooter, membershipPriceTitle } from './chargeTermsTexts';
import { DUE_AT_ACTIVATION_LABELS, TO_BE_DETERMINED, WAITLIST_NOTE } from './displayTexts';
import type { FeeLine, FeeLineContext } from './feeLines';
import { feeLines } from './feeLines';

/**
 * The monthly section: its title, what each month bills, and when it is due
 * (product/pricing-and-dues.md#price-details).
 */
export interface MonthlySection {
  readonly title: string;
  readonly amount: Cents;
  readonly footer: string;
}

/**
 * A line whose amount is not known yet (product/pricing-and-dues.md#price-details due at
 * activation).
 */
export interface ToBeDeterminedLine {
  readonly label: string;
  readonly value: typeof TO_BE_DETERMINED;
}

/** Everything the price details show (product/pricing-and-dues.md#price-details). */
export interface PriceDetails {
  /** Absent for a day pass, which bills no month. */
  readonly monthly?: MonthlySection;
  readonly dueToday: readonly FeeLine[];
  /** What is charged today: the subtotal, tax and surcharge lines added up (0 on the waitlist). */
  readonly dueTodayTotal: Cents;
  /** Waitlist only: the charges whose amounts are settled at activation. */
  readonly dueAtActivation: readonly ToBeDeterminedLine[];
  /** Waitlist only. */
  readonly waitlistNote?: string;
}

/** What the price details depend on beyond the summary. */
export interface PriceDetailsContext extends FeeLineContext {
  /** The sale's charge terms (product/pricing-and-dues.md#charge-terms): they word the dues. */
  readonly terms: ChargeTerms;
}

/**
 * The price details of a cart (product/pricing-and-dues.md#price-details): the monthly section
 * worded by the sale's charge terms (none for a day pass), the fee lines due today with their total (the surcharge in: the cart is
 * priced for a credit card until the member pays otherwise), and for a waitlist join the note that
 * the card is not charged until activation and the due-at-activation lines shown as TBD.
 */
export function priceDetails(summary: CartSummary, context: PriceDetailsContext): PriceDetails {
  const waitlist = context.pricingCase === 'waitlist';
  const details: PriceDetails = {
    dueToday: feeLines(summary, context),
    dueTodayTotal: waitlist ? 0 : summary.totalWithSurcharge,
    dueAtActivation: waitlist
      ? DUE_AT_ACTIVATION_LABELS.map((label) => ({ label, value: TO_BE_DETERMINED }))
      : [],
    ...(waitlist ? { waitlistNote: WAITLIST_NOTE } : {}),
  };
  const footer = duesFooter(context.terms.schedule);
  if (context.pricingCase === 'dayPass' || footer === undefined) return details;
  return {
    ...details,
    monthly: {
      title: membershipPriceTitle(context.terms.schedule),
      amount: summary.monthlyTotalDues,
      footer,
    },
  };
}
