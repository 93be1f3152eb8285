import { membershipStore } from './membershipStore';

/** The fields of a package or promotion that choosing it keeps: its promotion. */
export interface ChosenPromotion {
  mmsPromotionCode: string;
  promotionName: string;
}

/**
 * Chooses an experience package (product/membership-and-promotions.md#experience-packages:
 * selecting one makes its promotion the product's), or skips them with the promotion the sale
 * would have without a package (the default, or the link's). The cart is updated, not thrown away
 * (product/membership-and-promotions.md#experience-packages: "creates or updates the cart"): its
 * transaction and the add-ons chosen just before stay, only its priced summary goes until the
 * summary saves it again.
 */
export function choosePackage(
  chosen: (ChosenPromotion & { name: string }) | undefined,
  withoutPackage: ChosenPromotion | undefined,
): void {
  const promotion = chosen ?? withoutPackage;
  membershipStore.setState((state) => ({
    cartSummary: undefined,
    product: state.product && {
      ...state.product,
      mmsPromotionCode: promotion?.mmsPromotionCode,
      promotionName: promotion?.promotionName,
      packageName: chosen?.name,
    },
  }));
}
