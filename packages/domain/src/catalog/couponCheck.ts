import type { Channel } from '../vocabulary';
import type { ValidityWindow } from './validityWindow';
import { windowStatus } from './validityWindow';

/**
 * The client access values (product/membership-and-promotions.md#coupons) that let a coupon be
 * redeemed through each channel (product/payment-and-confirmation.md#staging: the sale is Online or
 * InClub). The spec names only All and OnlineOnly (product/pages.md#medicare-memberships-page); the
 * catalog's third value, InClubOnly, is for coupons sales staff redeem at the club.
 */
export const CLIENT_ACCESS_BY_CHANNEL: Readonly<Record<Channel, readonly string[]>> = {
  Online: ['All', 'OnlineOnly'],
  InClub: ['All', 'InClubOnly'],
};

/** Why a coupon can or cannot be used (the spec gives no reasons; these are ours). */
export const COUPON_VERDICTS = [
  'valid',
  'unknown',
  'notAtClub',
  'notStarted',
  'ended',
  'onlyInClub',
  'onlyOnline',
] as const;
export type CouponVerdict = (typeof COUPON_VERDICTS)[number];

/**
 * The message of each verdict, with the code the person typed: the wording is ours (the rule,
 * product/membership-and-promotions.md#coupons, says only that an invalid coupon warns); these are
 * the sentences the coupon service answers.
 */
export const COUPON_MESSAGES: Readonly<Record<CouponVerdict, (code: string) => string>> = {
  valid: (code) => `The coupon code ${code} is valid.`,
  unknown: (code) => `We do not recognize the coupon code ${code}. Please check it and try again.`,
  notAtClub: (code) => `The coupon code ${code} is not valid at this club.`,
  notStarted: (code) => `The coupon code ${code} cannot be used yet.`,
  ended: (code) => `The coupon code ${code} has expired.`,
  onlyInClub: (code) => `The coupon code ${code} can only be used at the club.`,
  onlyOnline: (code) => `The coupon code ${code} can only be used online.`,
};

/**
 * The fields of a coupon (product/membership-and-promotions.md#coupons) its validity depends on;
 * records carry more.
 */
export interface CheckableCoupon extends ValidityWindow {
  clubIds: readonly string[];
  clientAppAccess: string;
}

/**
 * Where and when a coupon is being used. A check without a club (a listing of a promotion's
 * coupons) or without a channel (a price lookup, which leaves the channel to the coupon check)
 * leaves that condition out.
 */
export interface CouponUse {
  now: Date;
  clubId?: string | undefined;
  channel?: Channel | undefined;
}

/** A coupon check's answer (product/membership-and-promotions.md#coupons, message). */
export type CouponCheck =
  | { isValid: true; verdict: 'valid'; message: string }
  | { isValid: false; verdict: Exclude<CouponVerdict, 'valid'>; message: string };

function verdictOf(coupon: CheckableCoupon | undefined, use: CouponUse): CouponVerdict {
  if (!coupon) return 'unknown';
  if (use.clubId !== undefined && !coupon.clubIds.includes(use.clubId)) return 'notAtClub';
  const status = windowStatus(coupon, use.now);
  if (status !== 'current') return status;
  if (use.channel !== undefined) {
    if (!CLIENT_ACCESS_BY_CHANNEL[use.channel].includes(coupon.clientAppAccess)) {
      return use.channel === 'Online' ? 'onlyInClub' : 'onlyOnline';
    }
  }
  return 'valid';
}

/**
 * Whether a coupon can be used (product/membership-and-promotions.md#coupons, #coupons: kept only
 * if the server says it is valid): it must exist, be valid at the club, be inside its window at the
 * clock's instant (start included, end not) and have a client access that allows the channel. The
 * first condition that fails gives the verdict and its message.
 */
export function checkCoupon(
  code: string,
  coupon: CheckableCoupon | undefined,
  use: CouponUse,
): CouponCheck {
  const verdict = verdictOf(coupon, use);
  const message = COUPON_MESSAGES[verdict](code);
  return verdict === 'valid'
    ? { isValid: true, verdict, message }
    : { isValid: false, verdict, message };
}
