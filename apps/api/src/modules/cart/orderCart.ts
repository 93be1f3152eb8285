import type { Queryable } from '../../db/database';
import type { ModuleContext } from '../moduleContext';
import { employeeIdOf } from '@clubjoin/domain/catalog/membershipDoor';
import { checkSaleDoor, NOTHING_VERIFIED } from '../product/membershipDoors';
import { openSale } from '../product/openSale';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import { type CartFailure, fromProduct } from './cartFailure';
import {
  findCart,
  findCarts,
  findCartForUpdate,
  setCartPaymentKind,
  setPaymentStartedAt,
  type StoredCart,
} from './store';

/**
 * What the cart service offers the services that stage, pay and complete an order
 * (product/cart.md#who-prices-a-cart: the cart is the one authority on what is sold and what it
 * costs). From the moment an order's payment begins its cart is frozen: nothing it sells or charges
 * may change until the charge is declined, and after the order completes never again.
 */
export type { StoredCart } from './store';

/** A cart by its id, undefined when there is none. */
export function cartOf(db: Queryable, cartId: string): Promise<StoredCart | undefined> {
  return findCart(db, cartId);
}

/** The carts of these ids, by id, read together (a list of sales reads its carts at once). */
export async function cartsOf(
  db: Queryable,
  cartIds: readonly string[],
): Promise<Map<string, StoredCart>> {
  return new Map((await findCarts(db, cartIds)).map((cart) => [cart.cartId, cart]));
}

/**
 * Whether a cart's membership may still be sold (issue 15 §2): its door is judged again at the
 * clock's instant with the coupon and the ways in the cart was saved with. A cart saved before
 * doors existed, or whose coupon is no longer usable at the club, does not sell a restricted
 * membership.
 */
export async function checkCartDoor(
  context: ModuleContext,
  cart: StoredCart,
): Promise<Outcome<void, CartFailure>> {
  return fromProduct(
    await checkSaleDoor(context, {
      clubId: cart.clubId,
      productType: cart.productType,
      couponCode: cart.coupon,
      verified: cart.doorProof ?? NOTHING_VERIFIED,
    }),
  );
}

/**
 * The employee a cart's sale was made through (product/membership-and-promotions.md#coupons: an
 * employee referral coupon supplies the employee id): the link's employee id the cart verified,
 * else the one its coupon carries while usable at the club; undefined for none. Never an id a
 * browser merely states.
 */
export async function cartEmployeeId(
  context: ModuleContext,
  cart: StoredCart,
): Promise<string | undefined> {
  const sale = await openSale(context, cart.clubId, cart.coupon);
  const employeeId = employeeIdOf({
    coupon: sale.ok ? sale.value.coupon : undefined,
    linkEmployeeId: (cart.doorProof ?? NOTHING_VERIFIED).employeeId,
    categoryProductType: undefined,
    programIdentifier: undefined,
  });
  return employeeId > 0 ? String(employeeId) : undefined;
}

/**
 * The cart, locked until the transaction ends, for a change that must not race its payment
 * (staging it, recording its payment method): refused once its payment has begun.
 */
export async function holdCartForChange(
  tx: Queryable,
  cartId: string,
): Promise<Outcome<StoredCart, CartFailure>> {
  const cart = await findCartForUpdate(tx, cartId);
  if (!cart) return fail({ kind: 'unknownCart', cartId });
  if (cart.paymentStartedAt) return fail({ kind: 'paymentBegun', cartId });
  return succeed(cart);
}

/**
 * Re-prices a held cart for the payment kind of its payment method, at the version read (the
 * choice is unchanged, so the version stays). False when the cart moved on or is frozen.
 */
export function repriceCartForPayment(
  tx: Queryable,
  cart: StoredCart,
  readVersion: number,
  now: Date,
): Promise<boolean> {
  return setCartPaymentKind(tx, cart, readVersion, now);
}

/**
 * Begins the payment of a cart inside the caller's transaction: locks it and freezes it, unless it
 * is no longer at the version the payment method priced. Answers the cart as frozen; a payment
 * already begun (a retry after a crash) is taken up again as it stands.
 */
export async function beginCartPayment(
  tx: Queryable,
  cartId: string,
  pricedVersion: number,
  now: Date,
): Promise<Outcome<StoredCart, CartFailure>> {
  const cart = await findCartForUpdate(tx, cartId);
  if (!cart) return fail({ kind: 'unknownCart', cartId });
  if (cart.version !== pricedVersion) return fail({ kind: 'changedSincePaymentInfo', cartId });
  if (cart.paymentStartedAt) return succeed(cart);
  await setPaymentStartedAt(tx, cartId, now);
  return succeed({ ...cart, paymentStartedAt: now });
}

/** Thaws a cart whose charge was declined: the order may be changed or paid another way. */
export async function thawCart(db: Queryable, cartId: string): Promise<void> {
  await setPaymentStartedAt(db, cartId, null);
}

/** Locks a cart's row until the transaction ends: completions of one order wait on each other. */
export async function lockCart(tx: Queryable, cartId: string): Promise<void> {
  await findCartForUpdate(tx, cartId);
}
