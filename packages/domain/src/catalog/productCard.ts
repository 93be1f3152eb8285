import type { ProductType } from '../vocabulary';

/** A priced product inside a card (01 §3 "Product by club" products): one per adult quantity. */
export interface CardProduct {
  quantity: number;
}

/**
 * The fields of a product-by-club record, the source of a membership card (01 §3), that the card
 * rules read. `displayOrder` is the card's authored position (01 §5), absent when not authored.
 */
export interface MembershipCard<P extends CardProduct = CardProduct> {
  productType: ProductType;
  isAvailable: boolean;
  displayOrder?: number | undefined;
  products: readonly P[];
}
