import type { Club } from '@clubjoin/contract/catalog/club';
import type { Coupon } from '@clubjoin/contract/catalog/coupon';
import { isPresaleClub } from '@clubjoin/domain/catalog/club';
import { checkCoupon } from '@clubjoin/domain/catalog/couponCheck';
import type { PromotionContext } from '@clubjoin/domain/catalog/promotionOffers';
import type { Currency } from '@clubjoin/domain/money/currency';
import { currencyForCountry } from '@clubjoin/domain/money/currency';
import { findCoupon } from '../coupon/catalogCoupons';
import type { ModuleContext } from '../moduleContext';
import { findClub } from '../clubs/findClub';
import { clubLists, type ClubLists } from './clubCatalog';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { ProductFailure } from './productFailure';

/** A sale at a club as the product service prices it. */
export interface Sale {
  club: Club;
  /** The club's currency (product/pricing-and-dues.md#currency: C$ for clubs in Canada). */
  currency: Currency;
  lists: ClubLists;
  /** The coupon given, when it is usable at the club now; else undefined. */
  coupon: Coupon | undefined;
  /**
   * What the promotions offered depend on, at the clock's instant
   * (product/decisions-and-platform.md#time-and-clocks).
   */
  promotionContext: PromotionContext;
}

/**
 * The sale at a club with an optional coupon
 * (product/decisions-and-platform.md#services-and-their-addresses product service). An unknown club
 * or coupon code fails. A coupon the catalog holds but that is not usable at this club now (another
 * club's, expired, not yet valid) unlocks nothing; its client access is the coupon check's to
 * judge.
 */
export async function openSale(
  context: ModuleContext,
  clubId: string,
  couponCode: string | undefined,
): Promise<Outcome<Sale, ProductFailure>> {
  const club = await findClub(context, clubId);
  if (!club) return fail({ kind: 'unknownClub', clubId });
  const now = context.clock();
  let coupon: Coupon | undefined;
  if (couponCode !== undefined) {
    const found = await findCoupon(context, couponCode);
    if (!found) return fail({ kind: 'unknownCoupon', code: couponCode });
    coupon = checkCoupon(couponCode, found, { now, clubId }).isValid ? found : undefined;
  }
  return succeed({
    club,
    currency: currencyForCountry(club.country),
    lists: clubLists(context, club),
    coupon,
    promotionContext: {
      now,
      presaleClub: isPresaleClub(club),
      couponPromotionName: coupon?.promotionName,
    },
  });
}
