import type { SavedCart } from '@clubjoin/contract/cart';
import type { StoredCart } from './store';

/**
 * The cart save response of product/cart.md#saving-a-cart: the cart's ids, its version and the
 * priced cart.
 */
export function savedCartAnswer(cart: StoredCart): SavedCart {
  return {
    cartId: cart.cartId,
    magentoCartId: cart.magentoCartId,
    orderId: cart.orderId,
    partyId: cart.partyId,
    version: cart.version,
    ...cart.priced.response,
    // The domain's lists are readonly; the contract's are plain arrays.
    entries: cart.priced.response.entries.map((entry) => ({
      ...entry,
      discounts: [...entry.discounts],
    })),
  };
}

/** What the cart was priced as (v2 and the fetch): its case, the club's date, the currency. */
export function pricedAsAnswer(cart: StoredCart) {
  return {
    pricingCase: cart.priced.pricingCase,
    joinDate: cart.priced.joinDate,
    currency: cart.currency,
  };
}

/** v2's save response: v1's, what the cart was priced as, and its summary. */
export function savedCartV2Answer(cart: StoredCart) {
  return { ...savedCartAnswer(cart), ...pricedAsAnswer(cart), summary: cart.priced.summary };
}

/**
 * The cart fetch response (product/cart.md#fetching-a-cart): the cart summary with the ids,
 * magentoCartId among them.
 */
export function fetchedSummaryAnswer(cart: StoredCart) {
  return {
    ...cart.priced.summary,
    cartId: cart.cartId,
    magentoCartId: cart.magentoCartId,
    orderId: cart.orderId,
    partyId: cart.partyId,
    version: cart.version,
    ...pricedAsAnswer(cart),
  };
}
