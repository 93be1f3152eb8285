import type { ExperiencePackage } from '@clubjoin/contract/catalog/experiencePackage';
import type { ProductCard } from '@clubjoin/contract/catalog/productCard';
import type { Promotion } from '@clubjoin/contract/catalog/promotion';
import type { ClubMembershipCard } from '@clubjoin/contract/product';
import { offeredPackages } from '@clubjoin/domain/catalog/offeredPackages';
import type { PromotionContext } from '@clubjoin/domain/catalog/promotionOffers';
import { offerPromotions } from '@clubjoin/domain/catalog/promotionOffers';

/**
 * A membership card with the promotions of its type offered now
 * (product/membership-and-promotions.md#products: promotions with the selected flag): the coupon's
 * coupon-only promotion selected when it unlocks one, else the default; and whether experience
 * packages come with it (product/membership-and-promotions.md#experience-packages), which decides
 * whether the wizard shows their step.
 */
export function cardWithPromotions(
  card: ProductCard,
  promotions: readonly Promotion[],
  packages: readonly ExperiencePackage[],
  context: PromotionContext,
): ClubMembershipCard {
  const ofType = promotions.filter((promotion) => promotion.productType === card.productType);
  const offered = offerPromotions(ofType, context).promotions;
  return {
    ...card,
    promotions: offered,
    hasPackages: offeredPackages(packages, card.productType, offered).length > 0,
  };
}
