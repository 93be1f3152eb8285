/**
 * The cart lifecycle (product/cart.md#cart-lifecycle): a cart is priced for one product, quantity,
 * add-on choice and promotion, so changing any of them throws the cart away.
 */

/**
 * The parts of the membership state that belong to the saved cart
 * (product/wizard.md#stores-and-session-cookies).
 */
export interface CartBoundState {
  readonly cartSummary?: unknown;
  readonly addOnBundle?: unknown;
  /**
   * partyId, cartId, magentoCartId, stagingId and orderId
   * (product/wizard.md#stores-and-session-cookies).
   */
  readonly transaction?: unknown;
}

/**
 * The state after the product, the quantities, the add-ons or the promotion changed
 * (product/cart.md#cart-lifecycle): the cart summary, the add-ons and the transaction (with its
 * magentoCartId) are reset; the rest is kept.
 */
export function withCartReset<S extends CartBoundState>(state: S): S {
  return { ...state, cartSummary: undefined, addOnBundle: undefined, transaction: undefined };
}
