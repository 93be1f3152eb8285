import type { FastifyBaseLogger } from 'fastify';
import type { ModuleContext } from '../moduleContext';
import type { CartIdName } from './cartFailure';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { CartFailure } from './cartFailure';
import { priceCart } from './priceCart';
import { findCart, type StoredCart } from './store';
import type { ProductType } from '@clubjoin/domain/vocabulary';

/**
 * The path of a cart fetch (product/cart.md#saving-a-cart GET .../cart/{cartId}/magentocart/...).
 */
export interface CartFetch {
  clubId: string;
  cartId: string;
  magentoCartId: string;
  partyId: string;
  productType: ProductType;
  membershipAddressState: string | undefined;
}

/**
 * An id a browser failed to fill in arrives empty or as the text of a missing value; it is missing
 * (product/errors-and-messages.md#thrown-messages 'Unable to get cart due to missing ...').
 */
const isMissing = (id: string) => ['', 'undefined', 'null'].includes(id.trim());

/**
 * A cart re-priced for a fetch (product/cart.md#fetching-a-cart): the ids are checked in the order
 * of their messages (product/errors-and-messages.md#thrown-messages); the cart must be the one the
 * four ids and the product type name, else it is unknown (so no id alone reveals a cart). It is
 * taxed for the member's address state when given, else the state saved with it, else the club's
 * (product/cart.md#fetching-a-cart), from the data it was saved with.
 */
export async function fetchCartSummary(
  context: ModuleContext,
  log: FastifyBaseLogger,
  fetch: CartFetch,
): Promise<Outcome<StoredCart, CartFailure>> {
  const ids: CartIdName[] = ['magentoCartId', 'cartId', 'partyId'];
  const missing = ids.find((id) => isMissing(fetch[id]));
  if (missing) return fail({ kind: 'missingFetchId', id: missing });
  const stored = await findCart(context.db, fetch.cartId);
  const matches =
    stored?.magentoCartId === fetch.magentoCartId &&
    stored.partyId === fetch.partyId &&
    stored.clubId === fetch.clubId &&
    stored.productType === fetch.productType;
  if (!stored || !matches) return fail({ kind: 'unknownCart', cartId: fetch.cartId });
  const memberAddressState = fetch.membershipAddressState ?? stored.membershipAddressState;
  const priced = await priceCart(context, log, stored.pricing, {
    cartId: stored.cartId,
    memberAddressState,
    paymentKind: stored.paymentKind,
  });
  return succeed({ ...stored, priced });
}
