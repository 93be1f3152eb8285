import type { ProductCard } from '@clubjoin/contract/catalog/productCard';
import type { Promotion } from '@clubjoin/contract/catalog/promotion';
import type { ClubMembershipCard } from '@clubjoin/contract/product';
import type { PromotionContext } from '@clubjoin/domain/catalog/promotionOffers';
import { offerPromotions } from '@clubjoin/domain/catalog/promotionOffers';

/**
 * A membership card with the promotions of its type offered now
 * (product/membership-and-promotions.md#products: promotions with the selected flag): the coupon's
 * coupon-only promotion selected when it unlocks one, else the default.
 */
export function cardWithPromotions(
  card: ProductCard,
  promotions: readonly Promotion[],
  context: PromotionContext,
): ClubMembershipCard {
  const ofType = promotions.filter((promotion) => promotion.productType === card.productType);
  return { ...card, promotions: offerPromotions(ofType, context).promotions };
}
