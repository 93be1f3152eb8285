import type { CartInput } from './cartInput';
import type { ProductPrice } from './productPrice';
import { TAXABLE_LINES, type TaxRow } from './taxTable';

/**
 * Builders for pricing tests: one plain membership at an open Minnesota club, no taxes, paid by
 * debit card, that each test changes only where its rule needs.
 */

/** $90.00 a month for the adults, $20.00 per junior, a $49.00 admin fee. */
export const MONTHLY_PRICE: ProductPrice = {
  productPrice: 9000,
  juniorMemberDues: 2000,
  adminFee: 4900,
  enrollmentFee: 0,
  normallyPricedJoiningFee: 9900,
  adultSalesRuleDiscountAmount: 0,
  juniorSalesRuleDiscountAmounts: [],
  adminFeeSalesRuleDiscountAmount: 0,
};

/** Noon in Chicago on a date: safely that date in the club's zone. */
export function noonInChicago(date: string): Date {
  return new Date(`${date}T17:00:00Z`);
}

export function cartInput(changes: Partial<CartInput> = {}): CartInput {
  return {
    club: { state: 'MN', timeZone: 'America/Chicago', open: 'OPEN' },
    product: { productCode: 'MONTHLY', productName: 'Monthly', productType: 'Monthly' },
    price: MONTHLY_PRICE,
    adultQuantity: 1,
    juniorQuantity: 0,
    joinedAt: noonInChicago('2026-06-01'),
    taxTable: [],
    paymentKind: 'debit',
    ...changes,
  };
}

export function priceWith(changes: Partial<ProductPrice>): ProductPrice {
  return { ...MONTHLY_PRICE, ...changes };
}

/** Minnesota: 6.875 % sales tax on dues and surcharges; surcharges allowed at the default. */
export const MINNESOTA: TaxRow = {
  region: 'MN',
  components: [{ name: 'Sales Tax', rate: 68_750, appliesTo: ['dues', 'surcharge'] }],
  cardSurcharge: { allowed: true },
};

/** Wisconsin: 5 % on every line. */
export const WISCONSIN: TaxRow = {
  region: 'WI',
  components: [
    {
      name: 'Sales Tax',
      rate: 50_000,
      appliesTo: TAXABLE_LINES,
    },
  ],
  cardSurcharge: { allowed: true },
};

/** Connecticut: forbids card surcharges. */
export const CONNECTICUT: TaxRow = {
  region: 'CT',
  components: [{ name: 'Sales Tax', rate: 63_500, appliesTo: ['dues'] }],
  cardSurcharge: { allowed: false },
};

/** Quebec: GST 5 % and QST 9.975 % on dues; no surcharge. */
export const QUEBEC: TaxRow = {
  region: 'QC',
  components: [
    { name: 'GST', rate: 50_000, appliesTo: ['dues', 'adminFee'] },
    { name: 'QST', rate: 99_750, appliesTo: ['dues'] },
  ],
  cardSurcharge: { allowed: false },
};

/** Ontario: 13 % HST on dues and fees; surcharges at 2.4 %. */
export const ONTARIO: TaxRow = {
  region: 'ON',
  components: [{ name: 'HST', rate: 130_000, appliesTo: ['dues', 'adminFee', 'enrollmentFee'] }],
  cardSurcharge: { allowed: true, rate: 24_000 },
};
