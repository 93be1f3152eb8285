import type { Cents } from '../money/cents';
import type { Rate } from '../money/rate';
import { applyRate } from '../money/rate';

/**
 * The kinds of line a state or province may tax (product/pricing-and-dues.md#taxes: which lines are
 * taxable).
 */
export const TAXABLE_LINES = [
  'dues',
  'adminFee',
  'enrollmentFee',
  'addOns',
  'dayPass',
  'poolPass',
  'publicImprovementFee',
  'surcharge',
] as const;
export type TaxableLine = (typeof TAXABLE_LINES)[number];

/**
 * One tax of a region and the lines it applies to: a US state's sales tax, or Canada's GST, HST,
 * PST or QST, each of which a province may apply to different lines.
 */
export interface TaxComponent {
  /** 'Sales Tax', 'GST', 'HST', 'PST', 'QST'. */
  readonly name: string;
  readonly rate: Rate;
  readonly appliesTo: readonly TaxableLine[];
}

/**
 * Whether a region lets the club add a card surcharge, and at what rate
 * (product/pricing-and-dues.md#card-surcharge: 2.5 % default).
 */
export interface SurchargeRule {
  readonly allowed: boolean;
  /** Absent: the default rate. */
  readonly rate?: Rate;
}

/**
 * One row of the tax table (product/pricing-and-dues.md#taxes): a state or province, its taxes and
 * its surcharge rule.
 */
export interface TaxRow {
  /** The state or province abbreviation, as in the club's `stateAbbr` ('MN', 'ON'). */
  readonly region: string;
  readonly components: readonly TaxComponent[];
  readonly cardSurcharge: SurchargeRule;
}

const sameRegion = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The tax row for a cart (product/cart.md#fetching-a-cart: the cart is priced for the member's
 * address state): the row of the member's address state once it is known, else the club's state. A
 * region missing from the table charges no tax and allows no surcharge (see docs/decisions/0002).
 */
export function taxRowFor(
  table: readonly TaxRow[],
  memberAddressState: string | undefined,
  clubState: string,
): TaxRow | undefined {
  const region = memberAddressState?.trim() ? memberAddressState : clubState;
  return table.find((row) => sameRegion(row.region, region));
}

/**
 * The tax a line carries (product/pricing-and-dues.md#taxes): every component that applies to the
 * line's kind, summed into one rate so that the line is rounded once, never once per component.
 */
export function taxOn(amount: Cents, row: TaxRow | undefined, line: TaxableLine): Cents {
  const rate = (row?.components ?? [])
    .filter((component) => component.appliesTo.includes(line))
    .reduce((total, component) => total + component.rate, 0);
  return applyRate(amount, rate);
}
