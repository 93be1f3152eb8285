import type { MembershipCard } from './productCard';

/**
 * The membership cards shown for an adult count
 * (product/membership-and-promotions.md#membership-cards): none when every card of the club is
 * unavailable; otherwise the cards that have a product for exactly that many adults (a card without
 * one could not be priced: findCardProduct would throw for it).
 */
export function listVisibleMembershipCards<C extends MembershipCard>(
  cards: readonly C[],
  adults: number,
): C[] {
  if (cards.every((card) => !card.isAvailable)) return [];
  return cards.filter((card) => card.products.some((product) => product.quantity === adults));
}

/**
 * A card's Select button (product/membership-and-promotions.md#membership-cards): hidden for an
 * unavailable product, disabled while the cart updates.
 */
export type SelectButton = 'hidden' | 'disabled' | 'enabled';

/**
 * Which Select button a card shows (product/membership-and-promotions.md#membership-cards): Select
 * only when the product is available, and select buttons are disabled while the cart is updating.
 */
export function cardSelectButton(
  card: Pick<MembershipCard, 'isAvailable'>,
  cartUpdating: boolean,
): SelectButton {
  if (!card.isAvailable) return 'hidden';
  return cartUpdating ? 'disabled' : 'enabled';
}
