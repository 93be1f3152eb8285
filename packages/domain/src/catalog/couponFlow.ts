import type { Flow, ProductType } from '../vocabulary';

/**
 * The flow a usable coupon's kind implies (product/club-and-entry.md#initialize: DayPass and
 * PickleballOnly by coupon; product/club-and-entry.md#initialize and
 * product/membership-and-promotions.md#coupons: Medicare program coupons open the Qualified flow,
 * corporate coupons the CorpSales flow). The kinds are the catalog's; the other kinds (referral,
 * promotional, insurer program) change the promotion, not the flow.
 */
export const COUPON_KIND_FLOWS: ReadonlyMap<string, Flow> = new Map([
  ['DayPass', 'DayPass'],
  ['Pickleball', 'PickleballOnly'],
  ['Qualified', 'Qualified'],
  ['Corporate', 'CorpSales'],
]);

/**
 * The flow a usable coupon gives a sale of a product type
 * (product/membership-and-promotions.md#coupons; product/club-and-entry.md#initialize): its kind's,
 * when the coupon applies to that type; undefined for the kinds that change only the promotion.
 */
export function couponSaleFlow(
  coupon: { kind: string; productTypes: readonly ProductType[] },
  productType: ProductType,
): Flow | undefined {
  return coupon.productTypes.includes(productType) ? COUPON_KIND_FLOWS.get(coupon.kind) : undefined;
}

/**
 * The flows initialize sets from a coupon in hand (product/club-and-entry.md#initialize: day pass,
 * pickleball).
 */
export const ENTRY_COUPON_FLOWS = ['DayPass', 'PickleballOnly'] as const satisfies readonly Flow[];
export type EntryCouponFlow = (typeof ENTRY_COUPON_FLOWS)[number];

/** A coupon as the coupon service judged it: the catalog's kind, when the code is known. */
export interface JudgedCoupon {
  isValid: boolean;
  kind?: string | undefined;
}

/**
 * The flow initialize takes from the coupon in hand (product/club-and-entry.md#initialize: DayPass:
 * ... the day-pass coupon, "PickleballOnly: by coupon"): the flow of the coupon's kind, by the same
 * table the product service's default product uses, when the coupon is valid and that flow is one
 * of the two initialize sets. The Qualified and CorpSales flows of other kinds come with the
 * default product's descriptor.
 */
export function entryCouponFlow(coupon: JudgedCoupon | undefined): EntryCouponFlow | undefined {
  if (coupon?.isValid !== true || coupon.kind === undefined) return undefined;
  const flow = COUPON_KIND_FLOWS.get(coupon.kind);
  return ENTRY_COUPON_FLOWS.find((entryFlow) => entryFlow === flow);
}
