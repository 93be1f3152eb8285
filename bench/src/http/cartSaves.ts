import { randomUUID } from 'node:crypto';
import type { BenchOptions } from '../options';
import { benchAgainstHelloWorld } from './againstHelloWorld';
import type { LoadTarget } from './load';
import { FAMILY_CART, ONE_ADULT_CART } from './purchaseRequests';

const CONNECTIONS = 50;
const CART_PATH = '/api/membership-cart/v2/cart';

interface SavedCart {
  cartId: string;
  magentoCartId: string;
  orderId: string;
  partyId: string;
  version: number;
}

/** A new cart per request, each with an Idempotency-Key of its own, as the web app sends. */
function creating(name: string, baseUrl: () => string, body: object): LoadTarget {
  return {
    name,
    baseUrl,
    path: CART_PATH,
    method: 'POST',
    setupRequest: (request) => ({
      ...request,
      headers: { ...request.headers, 'idempotency-key': randomUUID() },
      body: JSON.stringify(body),
    }),
  };
}

/** The cart one update request holds while it is on its way. */
interface HeldCart {
  cart?: SavedCart;
}

/**
 * Each update takes a cart no other request holds, at the version it last answered (a stale one
 * would answer 409), and hands it back with its next version; it switches the cart between one
 * adult and two, so every update re-prices it. Each load starts on new carts: an update the last
 * load cut off may have moved a cart on unseen.
 */
function updating(name: string, baseUrl: () => string, connections: number): LoadTarget {
  let idle: SavedCart[] = [];
  return {
    name,
    baseUrl,
    path: CART_PATH,
    method: 'PUT',
    prepare: async () => {
      idle = await createCarts(baseUrl(), connections);
    },
    setupRequest: (request, context) => {
      const cart = idle.shift();
      (context as HeldCart).cart = cart;
      if (!cart) return request;
      return {
        ...request,
        headers: { ...request.headers, 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          ...ONE_ADULT_CART,
          adultProductQuantity: (cart.version % 2) + 1,
          ...cart,
        }),
      };
    },
    onResponse: (status, body, context) => {
      const { cart } = context as HeldCart;
      if (!cart) return;
      if (status === 200) cart.version = (JSON.parse(body) as SavedCart).version;
      idle.push(cart);
    },
  };
}

async function createCarts(baseUrl: string, count: number): Promise<SavedCart[]> {
  const carts: SavedCart[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${baseUrl}${CART_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(ONE_ADULT_CART),
    });
    const { cartId, magentoCartId, orderId, partyId, version } =
      (await response.json()) as SavedCart;
    carts.push({ cartId, magentoCartId, orderId, partyId, version });
  }
  return carts;
}

/** Cart saves with full pricing against the hello-world at 50 connections. */
export function benchCartSaves(
  options: BenchOptions,
  databaseUrl: string | undefined,
): Promise<void> {
  return benchAgainstHelloWorld(
    {
      title: 'Cart saves',
      goal: '×0.1 or more, p99 ≤ 50 ms',
      connections: CONNECTIONS,
      targets: (appUrl) => [
        creating('cart create (POST v2, 1 adult)', appUrl, ONE_ADULT_CART),
        updating('cart update (PUT v2, 1 ↔ 2 adults)', appUrl, CONNECTIONS),
        creating('cart create (6 adults, 6 juniors, add-ons, pool)', appUrl, FAMILY_CART),
      ],
    },
    options,
    databaseUrl,
  );
}
