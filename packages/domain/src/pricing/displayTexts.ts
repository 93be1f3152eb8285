import type { IsoDate } from '../time/isoDate';
import { formatLongDate } from '../time/formatLongDate';

/**
 * The words of the price details (product/pricing-and-dues.md#price-details) and of the cart's own
 * lines. The spec paraphrases most of them; the exact sentences chosen here are recorded in
 * docs/decisions/0002-cart-pricing.md.
 */

/**
 * Follows a monthly figure while taxes are unknown or not zero
 * (product/pricing-and-dues.md#card-price-and-monthly-total).
 */
export const PLUS_TAXES_AND_FEES = 'plus taxes and fees';

/**
 * The monthly section's title (product/pricing-and-dues.md#price-details): Membership Dues for
 * ShortTerm, else Monthly Dues.
 */
export const MONTHLY_SECTION_TITLES = {
  shortTerm: 'Membership Dues',
  other: 'Monthly Dues',
} as const;

/**
 * The monthly section's footer (product/pricing-and-dues.md#price-details): when the monthly dues
 * are due.
 */
export const MONTHLY_FOOTERS = {
  open: 'Due at the beginning of each month.',
  presale: 'Due at the beginning of each month after the club opens.',
  waitlist: 'Due at the beginning of each month once your membership is activated.',
} as const;

/**
 * The waitlist note (product/pricing-and-dues.md#price-details: the card is not charged until
 * activation).
 */
export const WAITLIST_NOTE = 'Your card will not be charged until your membership is activated.';

/** Section titles of the charges now and, on the waitlist, at activation. */
export const DUE_TODAY_TITLE = 'Due Today';
export const DUE_AT_ACTIVATION_TITLE = 'Due at Activation';

/** The label of the sum of the lines due today. */
export const DUE_TODAY_TOTAL_LABEL = 'Total Due Today';

/** The value of a due-at-activation line (product/pricing-and-dues.md#price-details). */
export const TO_BE_DETERMINED = 'TBD';

/**
 * The due-at-activation lines of a waitlist join, in order
 * (product/pricing-and-dues.md#price-details).
 */
export const DUE_AT_ACTIVATION_LABELS = [
  'Joining Fees',
  'Joining Fee Discount',
  'Prorated Monthly Dues',
] as const;

/**
 * The labels of the fee lines (product/pricing-and-dues.md#price-details), in their order. dayPass,
 * deferredJoiningFees and poolPass label charges the spec describes elsewhere in
 * product/pricing-and-dues.md#price-details but leaves out of its list.
 */
export const FEE_LINE_LABELS = {
  dayPass: 'Day Pass',
  monthlyDues: 'Monthly Dues',
  proratedDues: 'Prorated Dues',
  discount: 'Discount',
  nextMonthDues: 'Next Month Dues',
  joiningFees: 'Joining Fees',
  joiningFeeDiscount: 'Joining Fee Discount',
  deferredJoiningFees: 'Deferred Joining Fees',
  addOnProducts: 'Add-On Products',
  additionalMemberAdminFee: 'Additional Member Admin Fee',
  poolPass: 'Summer Pool Access',
  publicImprovementFee: 'Public Improvement Fee',
  subtotal: 'Subtotal',
  tax: 'Tax',
  surcharge: 'Credit Card Surcharge',
} as const;

/**
 * The note on the deferred joining fees line (product/pricing-and-dues.md#price-details): they are
 * charged with the prorated first month's dues around the club's opening date, named when the club
 * has one.
 */
export function deferredJoiningFeesNote(openDate: IsoDate | null | undefined): string {
  const when = openDate
    ? `around the club's opening date of ${formatLongDate(openDate)}`
    : "around the club's opening date";
  return `Your joining fees will be charged with your prorated first month's dues ${when}.`;
}

/** Descriptions of the pricing summary's discounts (product/pricing-and-dues.md#discounts). */
export const DISCOUNT_DESCRIPTIONS = {
  monthlyDuesDiscount: 'Monthly Dues Discount',
  salesRule: 'Special Offer Discount',
  presale: 'Presale Discount',
} as const;

/** The card surcharge's description (product/pricing-and-dues.md#card-surcharge). */
export const CARD_SURCHARGE_DESCRIPTION = 'Credit Card Surcharge';

/** Names of the cart entries that have no product name of their own. */
export const ADMIN_FEE_ENTRY_NAME = 'Admin Fee';
export const ENROLLMENT_FEE_ENTRY_NAME = 'Enrollment Fee';
export const ADULT_POOL_PASS_ENTRY_NAME = 'Summer Pool Access (Adult)';
export const JUNIOR_POOL_PASS_ENTRY_NAME = 'Summer Pool Access (Junior)';

/** The name of an add-on's admin fee entry: 'Kids Club Admin Fee'. */
export function addOnAdminFeeEntryName(addOnName: string): string {
  return `${addOnName} Admin Fee`;
}
