/**
 * The cart lifecycle (01 §4 "Cart lifecycle"): a cart is priced for one product, quantity, add-on
 * choice and promotion, so changing any of them throws the cart away.
 */

/** The parts of the membership state that belong to the saved cart (01 §3, §4). */
export interface CartBoundState {
  readonly cartSummary?: unknown;
  readonly addOnBundle?: unknown;
  /** partyId, cartId, magentoCartId, stagingId and orderId (01 §3 transaction). */
  readonly transaction?: unknown;
}

/**
 * The state after the product, the quantities, the add-ons or the promotion changed (01 §4):
 * the cart summary, the add-ons and the transaction (with its magentoCartId) are reset; the rest
 * is kept.
 */
export function withCartReset<S extends CartBoundState>(state: S): S {
  return { ...state, cartSummary: undefined, addOnBundle: undefined, transaction: undefined };
}
