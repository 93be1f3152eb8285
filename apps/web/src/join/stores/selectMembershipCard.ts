import type { ClubMembershipCard } from '@clubjoin/contract/product';
import type { CardProduct } from '@clubjoin/contract/catalog/productCard';
import { selectedPromotion } from '@clubjoin/domain/catalog/selectedPromotion';
import { cardPricingSummary } from '@clubjoin/domain/pricing/pricingSummary';
import { withCartReset } from '@clubjoin/domain/wizard/cartInvalidation';
import { membershipStore } from './membershipStore';

/**
 * Stores the membership card chosen (product/membership-and-promotions.md#selecting-a-membership):
 * the product for the adults with the card's type, names, add-on and package flags and its selected
 * promotion, the card's paid-in-full disclaimer and name, and the pricing summary for the members;
 * location access is reset and, the product having changed, the cart too
 * (product/cart.md#cart-lifecycle).
 */
export function selectMembershipCard(card: ClubMembershipCard, product: CardProduct): void {
  const promotion = selectedPromotion(
    card.promotions,
    membershipStore.getState().options.promotionName,
  );
  membershipStore.setState((state) =>
    withCartReset({
      ...state,
      product: {
        ...product,
        productType: card.productType,
        hasAddOns: card.hasAddOns,
        hasPackages: card.hasPackages,
        productName: card.productName,
        cardTitle: card.cardTitle,
        mmsPromotionCode: promotion?.mmsPromotionCode,
        promotionName: promotion?.promotionName,
      },
      selectedMembershipName: card.name,
      disclaimers: { pifDisclaimer: card.displayContent.disclaimers.pifDisclaimer },
      pricingSummary: cardPricingSummary(
        card,
        promotion,
        state.quantities.adults,
        state.quantities.juniors,
      ),
      locationAccess: {},
    }),
  );
}
