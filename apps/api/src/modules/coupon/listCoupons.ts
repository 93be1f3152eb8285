import type { CouponKind, KnownCoupon } from '@clubjoin/contract/coupon';
import { checkCoupon } from '@clubjoin/domain/catalog/couponCheck';
import { isSamePromotionName } from '@clubjoin/domain/catalog/promotionOffers';
import { listQualifiedPrograms } from '@clubjoin/domain/catalog/qualifiedPrograms';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { Channel } from '@clubjoin/domain/vocabulary';
import type { ModuleContext } from '../moduleContext';
import { answerCoupon } from './answerCoupon';
import { catalogCoupons } from './catalogCoupons';

export interface CouponFilter {
  /** Only the coupons of this promotion, letter case and surrounding spaces aside. */
  promotionName?: string | undefined;
  kind?: CouponKind | undefined;
  channel: Channel;
}

/** A promotion name no listable coupon has. */
export interface UnknownCouponPromotion {
  kind: 'unknownPromotion';
  promotionName: string | undefined;
}

/**
 * Coupons by promotion and kind (product/membership-and-promotions.md#coupons GET
 * promotions/{promotionName}/coupons and GET promotions?promotionName=), each judged at the clock's
 * instant without a club: its window and its client access for the channel. The Qualified ones are
 * the Medicare page's program list, which holds only coupons whose client access is All or
 * OnlineOnly (product/pages.md#medicare-memberships-page). A promotion name no coupon has is
 * unknown.
 *
 * Employee referral coupons are never listed: they carry a referring member's name and personal
 * email, so they answer only to someone who holds their code (GET clubs/{clubId}/coupons/{code}).
 */
export async function listCoupons(
  context: ModuleContext,
  filter: CouponFilter,
): Promise<Outcome<KnownCoupon[], UnknownCouponPromotion>> {
  const listable = (await catalogCoupons(context)).all.filter(
    (coupon) => coupon.kind !== 'EmployeeReferral',
  );
  const { promotionName, kind } = filter;
  const ofPromotion =
    promotionName === undefined
      ? listable
      : listable.filter((coupon) => isSamePromotionName(coupon.promotionName, promotionName));
  if (ofPromotion.length === 0) return fail({ kind: 'unknownPromotion', promotionName });
  const ofKind = kind === undefined ? ofPromotion : ofPromotion.filter((c) => c.kind === kind);
  const listed = kind === 'Qualified' ? listQualifiedPrograms(ofKind) : ofKind;
  const now = context.clock();
  return succeed(
    listed.map((coupon) =>
      answerCoupon(coupon, checkCoupon(coupon.code, coupon, { now, channel: filter.channel })),
    ),
  );
}
