import type { Coupon } from '@clubjoin/contract/catalog/coupon';
import type { KnownCoupon } from '@clubjoin/contract/coupon';
import { reimbursementDisplay } from '@clubjoin/domain/catalog/corporateReimbursement';
import type { CouponCheck } from '@clubjoin/domain/catalog/couponCheck';

/**
 * A coupon as the coupon service answers it (product/membership-and-promotions.md#coupons): the
 * coupon with its check, and for a corporate coupon what each subsidy rule shows
 * (product/pages.md#corporate-reimbursement: capped amounts, 'Free', 'Varies By Club').
 */
export function answerCoupon(coupon: Coupon, check: CouponCheck): KnownCoupon {
  const verdict = { isValid: check.isValid, verdict: check.verdict, message: check.message };
  if (coupon.kind !== 'Corporate') return { ...coupon, ...verdict };
  const offer = coupon.corporatePromotion;
  return {
    ...coupon,
    ...verdict,
    corporatePromotion: {
      ...offer,
      subsidyRuleReimbursements: offer.subsidyRuleReimbursements.map((rule) => ({
        ...rule,
        display: reimbursementDisplay(rule, offer.maximumReimbursementAmount),
      })),
    },
  };
}
