/**
 * What happens to the stored coupon after the server checks it
 * (product/membership-and-promotions.md#coupons): keep it, or discard it; discarding also clears
 * couponUsed, and warns the user when the coupon had been used.
 */
export type CouponDecision = { kind: 'keep' } | { kind: 'discard'; warn: boolean };

/**
 * The coupon keep/clear rule (product/membership-and-promotions.md#coupons): a coupon is kept only
 * if the server says it is valid (`isValid` true; no answer is not a yes). If a coupon was used but
 * is no longer valid, a warning appears and couponUsed is cleared.
 */
export function decideCoupon(check: {
  isValid: boolean | undefined;
  couponUsed: boolean;
}): CouponDecision {
  if (check.isValid === true) return { kind: 'keep' };
  return { kind: 'discard', warn: check.couponUsed };
}

/**
 * The warning shown when a coupon that was used is discarded
 * (product/membership-and-promotions.md#coupons: a warning appears). The spec gives no wording;
 * this is ours, with the code the person used.
 */
export function couponNoLongerValidWarning(code: string): string {
  return `The coupon code ${code} is no longer valid, so we removed it. Prices no longer include its discount.`;
}
