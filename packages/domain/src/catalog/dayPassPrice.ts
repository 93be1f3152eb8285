import { type SaleHandOver, saleEntryUrl } from '../wizard/saleEntryLink';

/**
 * Shown on the one-day page when the club has no day-pass price
 * (product/pages.md#one-day-membership-page).
 */
export const DAY_PASS_NOT_AVAILABLE_MESSAGE =
  '1-Day Membership is not available for purchase at this club. You are welcome to select a different club to visit.';

/**
 * A product of the day-pass promotion lookup (product/pricing-and-dues.md#day-pass): quantity and
 * price.productPrice in cents.
 */
export interface DayPassProduct {
  quantity: number;
  price?: { productPrice?: number | null | undefined } | null | undefined;
}

/**
 * The one-day page's price (product/pages.md#one-day-membership-page): a price to show, or the
 * not-available notice.
 */
export type DayPassPrice =
  | { kind: 'price'; cents: number }
  | { kind: 'notAvailable'; message: typeof DAY_PASS_NOT_AVAILABLE_MESSAGE };

/**
 * The one-day page's price rule (product/pages.md#one-day-membership-page,
 * product/pricing-and-dues.md#day-pass): the day-pass price is the product with quantity 1; a
 * missing price counts as 0, and a club with no price (0) shows the not-available notice.
 */
export function dayPassPrice(products: readonly DayPassProduct[]): DayPassPrice {
  const cents = products.find((product) => product.quantity === 1)?.price?.productPrice ?? 0;
  return cents > 0
    ? { kind: 'price', cents }
    : { kind: 'notAvailable', message: DAY_PASS_NOT_AVAILABLE_MESSAGE };
}

/** The day-pass category of the catalog (docs/decisions/0017: a category link opens its flow). */
const DAY_PASS_CATEGORY = 'day-pass';

/**
 * Where the one-day page's 'Buy a 1-Day Membership' leads (product/pages.md#one-day-membership-page):
 * the sale at the club, opened on the day-pass category (product/flows.md, the DayPass row); through
 * the transition page when the page's own link handed over a session (a coupon, say), so the sale
 * gets it (product/pages.md#the-transition-page).
 */
export function dayPassSaleUrl(clubId: string, handOver: SaleHandOver = {}): string {
  return saleEntryUrl({ clubId, category: DAY_PASS_CATEGORY }, handOver);
}
