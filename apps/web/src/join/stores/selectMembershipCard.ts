import type { ClubMembershipCard } from '@clubjoin/contract/product';
import type { CardProduct } from '@clubjoin/contract/catalog/productCard';
import { couponSaleFlow } from '@clubjoin/domain/catalog/couponFlow';
import { selectedPromotion } from '@clubjoin/domain/catalog/selectedPromotion';
import { cardPricingSummary } from '@clubjoin/domain/pricing/pricingSummary';
import type { Flow, ProductType } from '@clubjoin/domain/vocabulary';
import { PRODUCT_TYPES } from '@clubjoin/domain/vocabulary';
import { withCartReset } from '@clubjoin/domain/wizard/cartInvalidation';
import { z } from 'zod';
import { couponStore } from './couponStore';
import { membershipStore } from './membershipStore';

/** What the coupon service said of the held coupon that decides the flow of a sale. */
const UsableCouponKind = z.object({
  isValid: z.literal(true),
  kind: z.string(),
  productTypes: z.array(z.enum(PRODUCT_TYPES)),
});

/**
 * The flow the held coupon gives a sale of this type (product/membership-and-promotions.md#coupons:
 * a corporate coupon's CorpSales, a Medicare coupon's Qualified), as the server's staging reads it,
 * so that a coupon link without a category drops the steps those flows drop.
 */
function heldCouponFlow(productType: ProductType): Flow | undefined {
  const held = UsableCouponKind.safeParse(couponStore.getState().coupon);
  return held.success ? couponSaleFlow(held.data, productType) : undefined;
}

/**
 * Stores the membership card chosen (product/membership-and-promotions.md#selecting-a-membership):
 * the product for the adults with the card's type, names, add-on and package flags and its selected
 * promotion, the card's paid-in-full disclaimer and name, and the pricing summary for the members;
 * the held coupon's flow for that type joins the sale's flows; location access is reset and, the product having changed, the cart too
 * (product/cart.md#cart-lifecycle).
 */
export function selectMembershipCard(card: ClubMembershipCard, product: CardProduct): void {
  const promotion = selectedPromotion(
    card.promotions,
    membershipStore.getState().options.promotionName,
  );
  const couponFlow = heldCouponFlow(card.productType);
  membershipStore.setState((state) =>
    withCartReset({
      ...state,
      membershipDescriptor: couponFlow
        ? {
            ...state.membershipDescriptor,
            flows: [...new Set([...state.membershipDescriptor.flows, couponFlow])],
          }
        : state.membershipDescriptor,
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
