import type { Cents } from '../money/cents';
import type { Flow } from '../vocabulary';
import type { CartSummary } from './cartSummary';
import {
  DUE_AT_ACTIVATION_LABELS,
  MONTHLY_FOOTERS,
  MONTHLY_SECTION_TITLES,
  TO_BE_DETERMINED,
  WAITLIST_NOTE,
} from './displayTexts';
import type { FeeLine, FeeLineContext } from './feeLines';
import { feeLines } from './feeLines';
import type { PricingCase } from './pricingCase';

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
  readonly flow?: Flow;
}

/**
 * The one flow, of the sale's flows, that words the price details
 * (product/pricing-and-dues.md#price-details): ShortTerm titles the monthly section; the others
 * leave the words as they are (the cart's pricing case covers the waitlist).
 */
export function priceDetailsFlow(flows: readonly Flow[]): Flow | undefined {
  return flows.includes('ShortTerm') ? 'ShortTerm' : undefined;
}

/**
 * The monthly section's title (product/pricing-and-dues.md#price-details): 'Membership Dues' for
 * ShortTerm, else 'Monthly Dues'.
 */
export function monthlySectionTitle(flow: Flow | undefined): string {
  return flow === 'ShortTerm' ? MONTHLY_SECTION_TITLES.shortTerm : MONTHLY_SECTION_TITLES.other;
}

/**
 * The monthly section's footer (product/pricing-and-dues.md#price-details): due at the beginning of
 * each month; after the club opens for a presale club; once activated for a waitlist join.
 */
export function monthlySectionFooter(pricingCase: PricingCase): string {
  if (pricingCase === 'presale') return MONTHLY_FOOTERS.presale;
  if (pricingCase === 'waitlist') return MONTHLY_FOOTERS.waitlist;
  return MONTHLY_FOOTERS.open;
}

/**
 * The price details of a cart (product/pricing-and-dues.md#price-details): the monthly section
 * (none for a day pass), the fee lines due today with their total (the surcharge in: the cart is
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
  if (context.pricingCase === 'dayPass') return details;
  return {
    ...details,
    monthly: {
      title: monthlySectionTitle(context.flow),
      amount: summary.monthlyTotalDues,
      footer: monthlySectionFooter(context.pricingCase),
    },
  };
}
