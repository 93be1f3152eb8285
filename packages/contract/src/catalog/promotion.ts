import type { CartPromotion } from '@clubjoin/domain/pricing/cartInput';
import { PRODUCT_TYPES } from '@clubjoin/domain/vocabulary';
import { z } from 'zod';
import type { Assignable } from './assignable';
import { CentsAmount } from './amounts';
import { Award } from './award';
import { addIssue, flagDuplicates } from './issues';
import { validityWindowFields, WINDOW_ORDER_MESSAGE, windowEndsAfterStart } from './validityWindow';

/**
 * Kinds of promotion (product/membership-and-promotions.md#promotions: presale is one value; the
 * others are the catalog's): the everyday offer, a presale offer, a dated seasonal offer, an offer
 * for a coupon, and the offer behind an experience package.
 */
export const PROMOTION_TYPES = ['Standard', 'Presale', 'Seasonal', 'Coupon', 'Package'] as const;

/**
 * A promotion of a club's product type (product/membership-and-promotions.md#promotions): what it
 * takes off the dues and joining fees (the cart's CartPromotion), what a member receives, when it
 * can be chosen, and whether only a coupon unlocks it (couponPromotionName: the promotionName of
 * the coupons that do). `price` and `adminFee` are what a member pays with it for one adult: the
 * product's joining fees and admin fee less the joining-fee discount, which comes off the admin fee
 * first (product/membership-and-promotions.md#experience-packages: a package, the face of a
 * promotion, costs its admin fee plus its enrollment fee). The loader checks both against
 * products.json.
 */
export const Promotion = z
  .object({
    productType: z.enum(PRODUCT_TYPES),
    mmsPromotionCode: z
      .string()
      .regex(/^[A-Z0-9-]+$/, 'A promotion code is capitals, digits and dashes'),
    promotionName: z.string().min(1),
    promotionType: z.enum(PROMOTION_TYPES),
    promotionDescription: z.string().min(1),
    default: z
      .boolean()
      .describe(
        'The promotion chosen when the member picks none (product/membership-and-promotions.md#promotions)',
      ),
    sku: z.string().min(1),
    price: CentsAmount.describe('The joining fees for 1 adult with this promotion'),
    monthlyDuesDiscount: CentsAmount,
    joiningFeeDiscount: CentsAmount.describe(
      'Off the joining fees: admin fee first, then enrollment',
    ),
    defersJoiningFees: z
      .boolean()
      .describe(
        'A presale promotion that charges the joining fees at the opening (product/pricing-and-dues.md#presale-and-deferred-joining-fees)',
      ),
    adminFee: CentsAmount.describe('The admin fee for 1 adult with this promotion'),
    awards: z.array(Award),
    joinOffers: z.array(z.object({ joinOfferText: z.string().min(1) })),
    ...validityWindowFields,
    couponPromotionName: z.string().min(1).nullable(),
  })
  .superRefine((promotion, ctx) => {
    if (!windowEndsAfterStart(promotion)) addIssue(ctx, ['endDateTime'], WINDOW_ORDER_MESSAGE);
    if (promotion.defersJoiningFees && promotion.promotionType !== 'Presale') {
      addIssue(ctx, ['defersJoiningFees'], 'Only a Presale promotion defers the joining fees');
    }
    if (promotion.default && promotion.couponPromotionName !== null) {
      addIssue(ctx, ['couponPromotionName'], 'A default promotion needs no coupon');
    }
    if (promotion.default && (promotion.startDateTime !== null || promotion.endDateTime !== null)) {
      addIssue(
        ctx,
        ['startDateTime'],
        'A default promotion is never out of date: it has no window',
      );
    }
  })
  .meta({ id: 'Promotion' });
export type Promotion = z.infer<typeof Promotion>;

/**
 * Compiles only while a catalog promotion can be handed to the cart.
 * @typeCheck
 */
export type PromotionFeedsDomain = Assignable<Promotion, CartPromotion>;

/**
 * A record of promotions.json: a club's promotions
 * (product/membership-and-promotions.md#promotions), each product type with exactly one default
 * (product/membership-and-promotions.md#promotions: the default becomes the chosen promotion code).
 */
export const ClubPromotions = z
  .object({
    mmsClubId: z.string().min(1),
    promotions: z.array(Promotion).min(1),
  })
  .superRefine((club, ctx) => {
    flagDuplicates(
      ctx,
      club.promotions,
      (promotion) => `${promotion.productType} ${promotion.mmsPromotionCode}`,
      (index) => ['promotions', index, 'mmsPromotionCode'],
      (key) => `Two promotions ${key}`,
    );
    const types = new Set(club.promotions.map((promotion) => promotion.productType));
    for (const type of types) {
      const defaults = club.promotions.filter((p) => p.productType === type && p.default).length;
      if (defaults !== 1) {
        addIssue(ctx, ['promotions'], `${type} has ${defaults} default promotions: it needs one`);
      }
    }
  })
  .meta({ id: 'ClubPromotions' });
export type ClubPromotions = z.infer<typeof ClubPromotions>;
