import { getClubCoupon, getCouponPromotions, getPromotionCoupons } from '@clubjoin/contract/coupon';
import type { FastifyInstance } from 'fastify';
import { type FailureAnswer, valueOrAnswer } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { checkClubCoupon, type UnknownCouponClub } from './checkClubCoupon';
import { listCoupons, type UnknownCouponPromotion } from './listCoupons';

/**
 * How the coupon service answers an unknown club or promotion
 * (product/decisions-and-platform.md#services-and-their-addresses: 404).
 */
function couponFailureAnswer(failure: UnknownCouponClub | UnknownCouponPromotion): FailureAnswer {
  switch (failure.kind) {
    case 'unknownClub':
      return { status: 404, message: `Club ${failure.clubId} was not found.` };
    case 'unknownPromotion':
      return { status: 404, message: `No coupon has the promotion '${failure.promotionName}'.` };
  }
}

/**
 * The coupon service, /api/coupon-code/v1 (product/membership-and-promotions.md#coupons,
 * product/decisions-and-platform.md#services-and-their-addresses).
 */
export function registerCouponRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, getClubCoupon, async ({ params, query }) =>
    valueOrAnswer(
      await checkClubCoupon(context, {
        clubId: params.clubId,
        code: params.couponCode,
        channel: query.channel,
      }),
      couponFailureAnswer,
    ),
  );
  registerEndpoint(app, getPromotionCoupons, async ({ params, query }) => ({
    coupons: valueOrAnswer(
      await listCoupons(context, { promotionName: params.promotionName, channel: query.channel }),
      couponFailureAnswer,
    ),
  }));
  registerEndpoint(app, getCouponPromotions, async ({ query }) => ({
    coupons: valueOrAnswer(await listCoupons(context, query), couponFailureAnswer),
  }));
}
