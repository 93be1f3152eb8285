import type { ReimbursementDisplay as DomainReimbursementDisplay } from '@clubjoin/domain/catalog/corporateReimbursement';
import { COUPON_VERDICTS } from '@clubjoin/domain/catalog/couponCheck';
import { COUPON_KINDS, type CouponKind } from '@clubjoin/domain/catalog/membershipDoor';
import { CHANNELS } from '@clubjoin/domain/vocabulary';
import { z } from 'zod';
import type { Assignable } from './catalog/assignable';
import { Coupon } from './catalog/coupon';
import { CorporatePromotion, SubsidyRuleReimbursement } from './catalog/corporatePromotion';
import { defineEndpoint } from './endpoint';
import { Text } from './text';
import { ClubId } from './catalog/clubId';

/** A club id in a path (product/club-and-entry.md#clubs): digits, as the catalog's. */

/**
 * A coupon code as a person types it (product/membership-and-promotions.md#coupons): trimmed and
 * read in capitals, as the catalog's codes are, so `ref-20417` is `REF-20417`.
 */
export const CouponCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,32}$/, 'A coupon code is 3 to 32 letters, digits and dashes');

/** A promotion name in a path or query (product/membership-and-promotions.md#products), trimmed. */
export const PromotionName = Text.trim()
  .min(1, 'A promotion name is required')
  .max(100, 'A promotion name is at most 100 characters');

/** The kinds of coupon the catalog holds: the domain's, which its door rule names. */
export { COUPON_KINDS, type CouponKind };

/**
 * Compiles only while every kind of catalog coupon is listed in COUPON_KINDS.
 * @typeCheck
 */
export type CouponKindsListed = Assignable<Coupon['kind'], CouponKind>;

/**
 * The channel a coupon is used through (product/payment-and-confirmation.md#staging): a coupon's
 * client access must allow it. Online when not given; sales staff in the club send InClub.
 */
const ChannelQuery = z.enum(CHANNELS).default('Online');

/**
 * What a subsidy rule shows (product/pages.md#corporate-reimbursement): an amount, a percentage,
 * 'Free' or 'Varies By Club'.
 */
export const ReimbursementDisplay = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('amount'), cents: z.number().int() }),
    z.object({ kind: z.literal('percent'), percent: z.number() }),
    z.object({ kind: z.literal('free') }),
    z.object({ kind: z.literal('variesByClub') }),
  ])
  .meta({ id: 'ReimbursementDisplay' });

/**
 * Compiles only while every display the domain's rule gives can be answered.
 * @typeCheck
 */
export type ReimbursementDisplayAnswered = Assignable<
  DomainReimbursementDisplay,
  z.infer<typeof ReimbursementDisplay>
>;

/**
 * A corporate coupon's company offer (product/pages.md#corporate-landing-page) with what each
 * subsidy rule shows (product/pages.md#corporate-reimbursement).
 */
const CorporatePromotionAnswer = CorporatePromotion.extend({
  subsidyRuleReimbursements: z.array(
    SubsidyRuleReimbursement.extend({ display: ReimbursementDisplay }),
  ),
}).meta({ id: 'CorporatePromotionAnswer' });

/**
 * The coupon service's verdict on a coupon, with the sentence the flow warns with
 * (product/membership-and-promotions.md#coupons).
 */
const checkFields = {
  isValid: z.boolean(),
  verdict: z.enum(COUPON_VERDICTS),
  message: z.string(),
};

// In the catalog schema's order: answerCoupon stops compiling if the order and these names part.
const [referral, dayPass, pickleball, promotional, qualified, program, corporate] = Coupon.options;

/**
 * A coupon the catalog holds, with whether it can be used
 * (product/membership-and-promotions.md#coupons: isValid, message): every field of its kind
 * (product/membership-and-promotions.md#coupons: the referring employee and member, the partner
 * program and its identifier format, the company and its subsidy rules) and the clubs where it is
 * valid.
 */
export const KnownCoupon = z
  .discriminatedUnion('kind', [
    referral.extend(checkFields),
    dayPass.extend(checkFields),
    pickleball.extend(checkFields),
    promotional.extend(checkFields),
    qualified.extend(checkFields),
    program.extend(checkFields),
    corporate.extend({ ...checkFields, corporatePromotion: CorporatePromotionAnswer }),
  ])
  .meta({ id: 'KnownCoupon' });
export type KnownCoupon = z.infer<typeof KnownCoupon>;

/**
 * A code the catalog does not hold: simply invalid (product/membership-and-promotions.md#coupons),
 * nothing else to tell.
 */
export const UnknownCoupon = z
  .object({
    code: z.string(),
    isValid: z.literal(false),
    verdict: z.literal('unknown'),
    message: z.string(),
  })
  .meta({ id: 'UnknownCoupon' });

/**
 * The answer of a coupon check (product/membership-and-promotions.md#coupons). Messages (ours,
 * from catalog/couponCheck.ts): 'The coupon code {code} is
 * valid.', 'We do not recognize the coupon code {code}. Please check it and try again.', 'The
 * coupon code {code} is not valid at this club.', '... cannot be used yet.', '... has expired.',
 * '... can only be used at the club.', '... can only be used online.'
 */
export const CouponAnswer = z.union([KnownCoupon, UnknownCoupon]).meta({ id: 'CouponAnswer' });
export type CouponAnswer = z.infer<typeof CouponAnswer>;

/**
 * GET /coupon-code/v1/clubs/{clubId}/coupons/{couponCode}
 * (product/membership-and-promotions.md#coupons).
 */
export const getClubCoupon = defineEndpoint({
  method: 'GET',
  path: '/api/coupon-code/v1/clubs/{clubId}/coupons/{couponCode}',
  summary:
    'A coupon at a club, with isValid and a message: valid only at its clubs, inside its window and through a channel its client access allows. An unknown code answers isValid false; an unknown club 404.',
  tags: ['coupon'],
  params: z.object({ clubId: ClubId, couponCode: CouponCode }),
  query: z.object({ channel: ChannelQuery }),
  status: 200,
  response: CouponAnswer,
});

/** Coupons listed, each judged at the clock's instant without a club. */
export const CouponList = z.object({ coupons: z.array(KnownCoupon) }).meta({ id: 'CouponList' });
export type CouponList = z.infer<typeof CouponList>;

/**
 * GET /coupon-code/v1/promotions/{promotionName}/coupons
 * (product/membership-and-promotions.md#coupons).
 */
export const getPromotionCoupons = defineEndpoint({
  method: 'GET',
  path: '/api/coupon-code/v1/promotions/{promotionName}/coupons',
  summary:
    'The coupons of a promotion (letter case aside), each with isValid judged by its window and client access; 404 when no coupon has that promotion.',
  tags: ['coupon'],
  params: z.object({ promotionName: PromotionName }),
  query: z.object({ channel: ChannelQuery }),
  status: 200,
  response: CouponList,
});

/**
 * GET /coupon-code/v1/promotions?promotionName= (product/membership-and-promotions.md#coupons,
 * #coupons coupons of kind 'qualified').
 */
export const getCouponPromotions = defineEndpoint({
  method: 'GET',
  path: '/api/coupon-code/v1/promotions',
  summary:
    'Coupons by promotion name and kind. With kind=Qualified it is the Medicare program list: only client access All or OnlineOnly. 404 when a promotion name matches no coupon.',
  tags: ['coupon'],
  query: z.object({
    promotionName: PromotionName.optional(),
    kind: z.enum(COUPON_KINDS).optional(),
    channel: ChannelQuery,
  }),
  status: 200,
  response: CouponList,
});
