import type { CouponAnswer } from '@clubjoin/contract/coupon';
import { checkCoupon } from '@clubjoin/domain/catalog/couponCheck';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { Channel } from '@clubjoin/domain/vocabulary';
import type { ModuleContext } from '../moduleContext';
import { answerCoupon } from './answerCoupon';
import { findCoupon } from './catalogCoupons';
import { readClubIds } from './store';

/** A club id the coupon service does not know. */
export interface UnknownCouponClub {
  kind: 'unknownClub';
  clubId: string;
}

/**
 * A coupon checked at a club (product/membership-and-promotions.md#coupons): at its clubs, inside
 * its window at the clock's instant, through a channel its client access allows. A code the catalog
 * does not hold is answered as invalid, with nothing else told about it.
 */
export async function checkClubCoupon(
  context: ModuleContext,
  use: { clubId: string; code: string; channel: Channel },
): Promise<Outcome<CouponAnswer, UnknownCouponClub>> {
  // All ids under one key: an unknown id a caller sends never adds an entry to the cache.
  const clubIds = await context.catalogCache.read(
    'coupon:clubIds',
    async () => new Set(await readClubIds(context.db)),
  );
  if (!clubIds.has(use.clubId)) return fail({ kind: 'unknownClub', clubId: use.clubId });
  const coupon = await findCoupon(context, use.code);
  const check = checkCoupon(use.code, coupon, {
    now: context.clock(),
    clubId: use.clubId,
    channel: use.channel,
  });
  if (!coupon) {
    return succeed({ code: use.code, isValid: false, verdict: 'unknown', message: check.message });
  }
  return succeed(answerCoupon(coupon, check));
}
