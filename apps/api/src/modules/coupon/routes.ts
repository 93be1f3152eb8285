import { getClubCoupon, getCouponPromotions, getPromotionCoupons } from '@clubjoin/contract/coupon';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { checkClubCoupon } from './checkClubCoupon';
import { listCoupons, type CouponListOutcome } from './listCoupons';

function listed(outcome: CouponListOutcome, promotionName: string | undefined) {
  if (outcome.kind === 'listed') return { coupons: outcome.coupons };
  throw new HttpError(404, `No coupon has the promotion '${promotionName}'.`);
}

/**
 * The coupon service, /api/coupon-code/v1 (product/membership-and-promotions.md#coupons,
 * product/decisions-and-platform.md#services-and-their-addresses).
 */
export function registerCouponRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, getClubCoupon, async ({ params, query }) => {
    const outcome = await checkClubCoupon(context, {
      clubId: params.clubId,
      code: params.couponCode,
      channel: query.channel,
    });
    if (outcome.kind === 'unknownClub')
      throw new HttpError(404, `Club ${params.clubId} was not found.`);
    return outcome.answer;
  });
  registerEndpoint(app, getPromotionCoupons, async ({ params, query }) =>
    listed(
      await listCoupons(context, { promotionName: params.promotionName, channel: query.channel }),
      params.promotionName,
    ),
  );
  registerEndpoint(app, getCouponPromotions, async ({ query }) =>
    listed(await listCoupons(context, query), query.promotionName),
  );
}
