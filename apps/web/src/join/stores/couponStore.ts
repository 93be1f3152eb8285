import type { CouponState } from './couponState';
import { createPersistedStore } from './persistedStore';

export type { CouponState } from './couponState';

/**
 * The coupon store (product/wizard.md#stores-and-session-cookies): the coupon, and the club the
 * coupon service checked it at, so a change of club checks it again (useCases/checkHeldCoupon.ts).
 */
export const couponStore = createPersistedStore<CouponState>(
  'coupon',
  async () => (await import('./couponState')).CouponState,
  {},
);

/**
 * The code of the held coupon when the server said it is valid
 * (product/membership-and-promotions.md#coupons), else undefined.
 */
export function validCouponCode({ coupon }: CouponState): string | undefined {
  return coupon?.isValid ? coupon.code : undefined;
}

/**
 * Whether the held coupon still needs checking at the chosen club: it was checked at another club
 * or never (a coupon handed over in a link without a club).
 */
export function heldCouponNeedsCheck(
  { coupon, checkedAtClubId }: CouponState,
  clubId: string | undefined,
): boolean {
  return clubId !== undefined && coupon !== undefined && checkedAtClubId !== clubId;
}
