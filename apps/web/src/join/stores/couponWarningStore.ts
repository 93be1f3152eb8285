import { create } from 'zustand';

/**
 * The coupon that was used and has just been discarded
 * (product/membership-and-promotions.md#coupons: a warning appears), until the person dismisses the
 * warning. Not persisted: the warning is shown once, on the next step shown.
 */
export interface CouponWarningState {
  discardedCode?: string;
}

export const couponWarningStore = create<CouponWarningState>(() => ({}));

/** The person has read the warning. */
export function dismissCouponWarning(): void {
  couponWarningStore.setState({ discardedCode: undefined });
}
