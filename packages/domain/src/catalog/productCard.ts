import type { ProductType } from '../vocabulary';

/**
 * A priced product inside a card (product/membership-and-promotions.md#membership-cards products):
 * one per adult quantity.
 */
export interface CardProduct {
  quantity: number;
}

/**
 * The fields of a product-by-club record, the source of a membership card
 * (product/membership-and-promotions.md#membership-cards), that the card rules read. `displayOrder`
 * is the card's authored position (product/membership-and-promotions.md#card-order), absent when
 * not authored.
 */
export interface MembershipCard<P extends CardProduct = CardProduct> {
  productType: ProductType;
  isAvailable: boolean;
  displayOrder?: number | undefined;
  products: readonly P[];
}
