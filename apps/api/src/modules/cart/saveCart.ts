import type { PaymentKind } from '@clubjoin/domain/pricing/cardSurcharge';
import type { FastifyBaseLogger } from 'fastify';
import type { ModuleContext } from '../moduleContext';
import type { DoorCredentials } from '../product/membershipDoors';
import type { CartChoice } from './cartChoice';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { CartFailure } from './cartFailure';
import { newCartId } from './cartIds';
import { priceCart } from './priceCart';
import { resolveCartPricing } from './resolveCartPricing';
import { findCart, insertCart, updateCartAtVersion, type StoredCart } from './store';

/** What v2 adds to a save; a v1 update keeps the cart's own, since v1 cannot state them. */
export interface SaveExtras {
  waitlist: boolean;
  poolPass: boolean;
  membershipAddressState: string | undefined;
  channel: CartChoice['channel'];
}

/** A cart save (product/cart.md#saving-a-cart) as the routes hand it over. */
export interface SaveCartCommand {
  cartId: string | undefined;
  magentoCartId: string | undefined;
  orderId: string | undefined;
  partyId: string | undefined;
  version: number | undefined;
  choice: Omit<CartChoice, keyof SaveExtras | 'channel'>;
  extras: SaveExtras | undefined;
  referral: string | undefined;
  paymentKind: PaymentKind | undefined;
  /** The ways into a restricted membership the save presents (issue 15 §2). */
  credentials: DoorCredentials;
}

const V1_EXTRAS: SaveExtras = {
  waitlist: false,
  poolPass: false,
  membershipAddressState: undefined,
  channel: 'Online',
};

/** The cart an update names: it must exist with that magentoCartId (and orderId) and version. */
async function cartToUpdate(
  context: ModuleContext,
  command: SaveCartCommand & { cartId: string },
): Promise<Outcome<StoredCart, CartFailure>> {
  if (command.magentoCartId === undefined) {
    return fail({ kind: 'missingUpdateField', field: 'magentoCartId' });
  }
  if (command.version === undefined) {
    return fail({ kind: 'missingUpdateField', field: 'version' });
  }
  const stored = await findCart(context.db, command.cartId);
  const matches =
    stored?.magentoCartId === command.magentoCartId &&
    (command.orderId === undefined || command.orderId === stored.orderId);
  if (!stored || !matches) return fail({ kind: 'unknownCart', cartId: command.cartId });
  if (stored.paymentStartedAt) return fail({ kind: 'paymentBegun', cartId: stored.cartId });
  if (stored.version !== command.version) {
    return fail({
      kind: 'staleVersion',
      cartId: stored.cartId,
      sent: command.version,
      current: stored.version,
    });
  }
  return succeed(stored);
}

/**
 * Creates or updates a cart (product/cart.md#saving-a-cart; #cart-lifecycle). A save without cartId
 * creates a cart with new opaque ids; with cartId it updates that cart, which must be at the
 * version the caller read. Either way everything is recomputed from the catalog at the clock's
 * instant, a restricted membership is sold only through its door, and nothing is written when
 * the request is refused. An update that lost a race fails as stale rather than overwrite the
 * other.
 */
export async function saveCart(
  context: ModuleContext,
  log: FastifyBaseLogger,
  command: SaveCartCommand,
): Promise<Outcome<StoredCart, CartFailure>> {
  const { cartId } = command;
  let previous: StoredCart | undefined;
  if (cartId !== undefined) {
    const found = await cartToUpdate(context, { ...command, cartId });
    if (!found.ok) return found;
    previous = found.value;
  } else if (command.magentoCartId !== undefined || command.orderId !== undefined) {
    return fail({ kind: 'idsWithoutCart' });
  }
  const extras = command.extras ?? previous ?? V1_EXTRAS;
  const choice: CartChoice = {
    ...command.choice,
    waitlist: extras.waitlist,
    poolPass: extras.poolPass,
    channel: command.extras?.channel ?? 'Online',
  };
  const resolved = await resolveCartPricing(context, choice, command.credentials);
  if (!resolved.ok) return resolved;
  const ids = previous ?? {
    cartId: newCartId(),
    magentoCartId: newCartId(),
    orderId: newCartId(),
    partyId: newCartId(),
  };
  if (resolved.value.promotionDefaulted) {
    log.warn(
      { cartId: ids.cartId, mmsPromotionCode: resolved.value.mmsPromotionCode },
      'Cart request has no mmsPromotionCode: the promotion selected for the product type is priced.',
    );
  }
  const cart: StoredCart = {
    cartId: ids.cartId,
    magentoCartId: ids.magentoCartId,
    orderId: ids.orderId,
    partyId: command.partyId ?? ids.partyId,
    clubId: choice.clubId,
    productType: choice.productType,
    productId: resolved.value.productId,
    adultQuantity: choice.adultQuantity,
    juniorQuantity: choice.juniorQuantity,
    mmsPromotionCode: resolved.value.mmsPromotionCode,
    coupon: choice.coupon,
    referral: command.referral,
    addOns: [...choice.addOns],
    waitlist: choice.waitlist,
    poolPass: choice.poolPass,
    membershipAddressState: extras.membershipAddressState,
    paymentKind: command.paymentKind,
    doorProof: resolved.value.doorProof,
    pricing: resolved.value.pricing,
    currency: resolved.value.currency,
    priced: await priceCart(context, log, resolved.value.pricing, {
      cartId: ids.cartId,
      memberAddressState: extras.membershipAddressState,
      paymentKind: command.paymentKind,
    }),
    version: previous ? previous.version + 1 : 1,
  };
  const now = context.clock();
  if (!previous) {
    await insertCart(context.db, cart, now);
    return succeed(cart);
  }
  const updated = await context.db.transaction((tx) =>
    updateCartAtVersion(tx, cart, previous.version, now),
  );
  if (updated) return succeed(cart);
  const current = await findCart(context.db, cart.cartId);
  if (current?.paymentStartedAt) return fail({ kind: 'paymentBegun', cartId: cart.cartId });
  return fail({
    kind: 'staleVersion',
    cartId: cart.cartId,
    sent: previous.version,
    current: current?.version ?? previous.version,
  });
}
