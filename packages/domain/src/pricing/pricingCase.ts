import type { IsoDate } from '../time/isoDate';
import { isFirstOfMonth } from '../time/monthDays';
import type { Flow, ProductType } from '../vocabulary';
import { isPresaleClub } from '../catalog/club';

/**
 * The cases a cart is priced by (product/pricing-and-dues.md#pricing-cases), each with its own
 * entries and integrity equation (product/pricing-and-dues.md#integrity-checks): an open club
 * joined on the 1st, an open club joined on any other day, a presale club, a waitlist join, a
 * day pass and a short term paid in full.
 */
export const PRICING_CASES = [
  'firstOfMonth',
  'prorated',
  'presale',
  'waitlist',
  'dayPass',
  'paidInFull',
] as const;
export type PricingCase = (typeof PRICING_CASES)[number];

/** What decides the case. */
export interface PricingCaseInput {
  readonly flow: Flow | undefined;
  readonly productType: ProductType;
  /** The club's `open` value: 'OPEN' or 'PRESALE'. */
  readonly clubOpen: string;
  /** The join date in the club's time zone. */
  readonly joinDate: IsoDate;
}

/**
 * Which case prices a cart (product/pricing-and-dues.md#pricing-cases): a waitlist join charges
 * nothing whatever the club; a day pass is a one-day product; a short term is a fixed term whose
 * dues are paid in full on the join day, whatever the day or the club; a presale club charges
 * joining fees only; an open club charges the full month on the 1st and a prorated month plus the next one on
 * any other day.
 */
export function pricingCaseFor(input: PricingCaseInput): PricingCase {
  if (input.flow === 'Waitlist') return 'waitlist';
  if (input.productType === 'DayPass' || input.flow === 'DayPass') return 'dayPass';
  if (input.productType === 'ShortTerm' || input.flow === 'ShortTerm') return 'paidInFull';
  if (isPresaleClub({ open: input.clubOpen })) return 'presale';
  return isFirstOfMonth(input.joinDate) ? 'firstOfMonth' : 'prorated';
}
