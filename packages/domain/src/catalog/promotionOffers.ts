import type { ValidityWindow } from './validityWindow';
import { windowStatus } from './validityWindow';

/**
 * The promotionType of a presale promotion (product/club-and-entry.md#clubs: presale is one value).
 */
export const PRESALE_PROMOTION_TYPE = 'Presale';

/**
 * The fields of a promotion (product/membership-and-promotions.md#promotions) that decide whether
 * it is offered; records carry more.
 */
export interface OfferablePromotion extends ValidityWindow {
  promotionName: string;
  promotionType: string;
  default: boolean;
  /** The promotion name of the coupons that unlock it; null when no coupon is needed. */
  couponPromotionName: string | null;
}

/** What the promotions offered for a club's product type depend on. */
export interface PromotionContext {
  /**
   * The clock's instant (product/decisions-and-platform.md#time-and-clocks): dated promotions are
   * judged at it.
   */
  now: Date;
  /** Whether the club sells before opening (product/club-and-entry.md#clubs). */
  presaleClub: boolean;
  /** The promotionName of a coupon usable at the club now; undefined without one. */
  couponPromotionName: string | undefined;
}

/** Whether a promotion is offered, or why not. */
export type PromotionAvailability =
  'offered' | 'notStarted' | 'ended' | 'needsCoupon' | 'presaleOnly';

/**
 * Whether a promotion is offered (product/membership-and-promotions.md#promotions): presale
 * promotions only at presale clubs, coupon-only promotions only with a coupon of their promotion,
 * dated ones only inside their window (start included, end not).
 */
export function promotionAvailability(
  promotion: OfferablePromotion,
  context: PromotionContext,
): PromotionAvailability {
  if (promotion.promotionType === PRESALE_PROMOTION_TYPE && !context.presaleClub) {
    return 'presaleOnly';
  }
  if (
    promotion.couponPromotionName !== null &&
    promotion.couponPromotionName !== context.couponPromotionName
  ) {
    return 'needsCoupon';
  }
  const status = windowStatus(promotion, context.now);
  return status === 'current' ? 'offered' : status;
}

/**
 * A promotion as offered, with the `selected` flag of
 * product/membership-and-promotions.md#promotions.
 */
export type SelectablePromotion<P> = P & { selected: boolean };

/** The promotions offered, in their given order, and the one selected (if any is). */
export interface OfferedPromotions<P> {
  promotions: SelectablePromotion<P>[];
  selected: P | undefined;
}

/**
 * The promotion asked for by name is not offered, and why ('unknown' when none of the type has
 * that name).
 */
export interface PromotionNotOffered {
  kind: 'notOffered';
  promotionName: string;
  reason: Exclude<PromotionAvailability, 'offered'> | 'unknown';
}

/**
 * Whether two promotion names are the same name as a person would read them
 * (product/membership-and-promotions.md#promotions promotionName, typed into a link or a query):
 * letter case and surrounding spaces aside.
 */
export function isSamePromotionName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function offeredOf<P extends OfferablePromotion>(
  promotions: readonly P[],
  context: PromotionContext,
): P[] {
  return promotions.filter((promotion) => promotionAvailability(promotion, context) === 'offered');
}

function markSelected<P>(offered: readonly P[], selected: P | undefined): OfferedPromotions<P> {
  return {
    promotions: offered.map((promotion) => ({ ...promotion, selected: promotion === selected })),
    selected,
  };
}

/**
 * The promotions of a club's product type offered now, in their given order, one of them selected
 * (product/membership-and-promotions.md#promotions default, selected;
 * product/membership-and-promotions.md#promotions): the one the coupon unlocks, else the default.
 */
export function offerPromotions<P extends OfferablePromotion>(
  promotions: readonly P[],
  context: PromotionContext,
): OfferedPromotions<P> {
  const offered = offeredOf(promotions, context);
  const { couponPromotionName } = context;
  const unlocked =
    couponPromotionName === undefined
      ? undefined
      : offered.find((promotion) => promotion.couponPromotionName === couponPromotionName);
  return markSelected(offered, unlocked ?? offered.find((promotion) => promotion.default));
}

/**
 * The promotions offered with the one named selected
 * (product/membership-and-promotions.md#promotions promotionName; letter case and surrounding
 * spaces aside), or why it is not offered: the reason of the first promotion of that name. Without
 * a name, offerPromotions' selection.
 */
export function offerPromotionsByName<P extends OfferablePromotion>(
  promotions: readonly P[],
  context: PromotionContext,
  promotionName: string | undefined,
): ({ kind: 'offered' } & OfferedPromotions<P>) | PromotionNotOffered {
  if (promotionName === undefined) {
    return { kind: 'offered', ...offerPromotions(promotions, context) };
  }
  const named = promotions
    .filter((promotion) => isSamePromotionName(promotion.promotionName, promotionName))
    .map((promotion) => ({ promotion, availability: promotionAvailability(promotion, context) }));
  const pick = named.find((judged) => judged.availability === 'offered') ?? named[0];
  if (!pick) return { kind: 'notOffered', promotionName, reason: 'unknown' };
  if (pick.availability !== 'offered') {
    return { kind: 'notOffered', promotionName, reason: pick.availability };
  }
  return { kind: 'offered', ...markSelected(offeredOf(promotions, context), pick.promotion) };
}
