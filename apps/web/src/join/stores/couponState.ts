import { z } from 'zod';

/**
 * A coupon as the coupon service answers it (product/membership-and-promotions.md#coupons); kept
 * only when the server says it is valid (product/membership-and-promotions.md#coupons).
 */
const HeldCoupon = z.looseObject({
  code: z.string().min(1),
  isValid: z.boolean(),
  promotionIdentifier: z.string().optional(),
  promotionName: z.string().optional(),
  promotionDisplayName: z.string().optional(),
  sourcePromotionId: z.string().optional(),
  membershipId: z.string().optional(),
  employeeId: z.string().optional(),
  message: z.string().optional(),
  companyId: z.string().optional(),
  description: z.string().optional(),
  clientAppAccess: z.string().optional(),
});
type HeldCoupon = z.infer<typeof HeldCoupon>;

/**
 * What the coupon store keeps (product/wizard.md#stores-and-session-cookies): the coupon, and the club the
 * coupon service checked it at, so a change of club checks it again (useCases/checkHeldCoupon.ts).
 */
export const CouponState = z.object({
  coupon: HeldCoupon.optional(),
  checkedAtClubId: z.string().optional(),
});
export type CouponState = z.infer<typeof CouponState>;
