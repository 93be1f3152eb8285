import type { PricedCart } from '@clubjoin/domain/pricing/buildCart';
import type { PaymentKind } from '@clubjoin/domain/pricing/cardSurcharge';
import type { CartResponse } from '@clubjoin/domain/pricing/cartResponse';
import type { CartSummary } from '@clubjoin/domain/pricing/cartSummary';
import type { PricingCase } from '@clubjoin/domain/pricing/pricingCase';
import type { Currency } from '@clubjoin/domain/money/currency';
import type { ProductType } from '@clubjoin/domain/vocabulary';
import type { Queryable } from '../../db/database';
import type { VerifiedDoorProof } from '../product/membershipDoors';
import type { PricingInput } from './cartChoice';

/**
 * A cart's ids (product/wizard.md#stores-and-session-cookies): opaque, handed out by the cart
 * service.
 */
export interface CartIds {
  cartId: string;
  magentoCartId: string;
  orderId: string;
  partyId: string;
}

/** A cart as kept: its ids, what was asked, what it was priced from and what it came to. */
export interface StoredCart extends CartIds {
  clubId: string;
  productType: ProductType;
  productId: string;
  adultQuantity: number;
  juniorQuantity: number;
  mmsPromotionCode: string;
  coupon: string | undefined;
  referral: string | undefined;
  addOns: { productId: string; quantity: number }[];
  waitlist: boolean;
  poolPass: boolean;
  membershipAddressState: string | undefined;
  paymentKind: PaymentKind | undefined;
  /** The ways in the server verified when it was saved; undefined for a cart saved before doors. */
  doorProof: VerifiedDoorProof | undefined;
  pricing: PricingInput;
  currency: Currency;
  priced: PricedCart;
  version: number;
  /** When the order's payment began: from then on the cart is frozen (undefined while open). */
  paymentStartedAt?: Date | undefined;
}

interface CartRow {
  cart_id: string;
  magento_cart_id: string;
  order_id: string;
  party_id: string;
  mms_club_id: string;
  product_type: ProductType;
  product_id: string;
  adult_quantity: number;
  junior_quantity: number;
  mms_promotion_code: string;
  coupon_code: string | null;
  referral: string | null;
  add_ons: { productId: string; quantity: number }[];
  waitlist: boolean;
  pool_pass: boolean;
  membership_address_state: string | null;
  payment_kind: PaymentKind | null;
  pricing_input: PricingInput;
  currency: Currency;
  pricing_case: PricingCase;
  join_date: string;
  priced_cart: CartResponse;
  summary: CartSummary;
  door_proof: VerifiedDoorProof | null;
  version: number;
  payment_started_at: Date | null;
}

const COLUMNS = `cart_id, magento_cart_id, order_id, party_id, mms_club_id, product_type, product_id,
  adult_quantity, junior_quantity, mms_promotion_code, coupon_code, referral, add_ons, waitlist,
  pool_pass, membership_address_state, payment_kind, pricing_input, currency, pricing_case,
  join_date::text AS join_date, priced_cart, summary, door_proof, version, payment_started_at`;

function toCart(row: CartRow): StoredCart {
  return {
    cartId: row.cart_id,
    magentoCartId: row.magento_cart_id,
    orderId: row.order_id,
    partyId: row.party_id,
    clubId: row.mms_club_id,
    productType: row.product_type,
    productId: row.product_id,
    adultQuantity: row.adult_quantity,
    juniorQuantity: row.junior_quantity,
    mmsPromotionCode: row.mms_promotion_code,
    coupon: row.coupon_code ?? undefined,
    referral: row.referral ?? undefined,
    addOns: row.add_ons,
    waitlist: row.waitlist,
    poolPass: row.pool_pass,
    membershipAddressState: row.membership_address_state ?? undefined,
    paymentKind: row.payment_kind ?? undefined,
    doorProof: row.door_proof ?? undefined,
    pricing: row.pricing_input,
    currency: row.currency,
    priced: {
      pricingCase: row.pricing_case,
      joinDate: row.join_date,
      response: row.priced_cart,
      summary: row.summary,
    },
    version: row.version,
    paymentStartedAt:
      row.payment_started_at === null ? undefined : new Date(row.payment_started_at),
  };
}

/** The cart of an id, undefined when there is none. */
export async function findCart(db: Queryable, cartId: string): Promise<StoredCart | undefined> {
  const [row] = await db.query<CartRow>(`SELECT ${COLUMNS} FROM carts WHERE cart_id = $1`, [
    cartId,
  ]);
  return row && toCart(row);
}

/** The carts of these ids that exist, in one query. */
export async function findCarts(db: Queryable, cartIds: readonly string[]): Promise<StoredCart[]> {
  if (cartIds.length === 0) return [];
  const rows = await db.query<CartRow>(`SELECT ${COLUMNS} FROM carts WHERE cart_id = ANY($1)`, [
    cartIds,
  ]);
  return rows.map(toCart);
}

/** The values of a cart's columns after its ids and before its version, in COLUMNS' order. */
function values(cart: StoredCart): unknown[] {
  return [
    cart.partyId,
    cart.clubId,
    cart.productType,
    cart.productId,
    cart.adultQuantity,
    cart.juniorQuantity,
    cart.mmsPromotionCode,
    cart.coupon ?? null,
    cart.referral ?? null,
    JSON.stringify(cart.addOns),
    cart.waitlist,
    cart.poolPass,
    cart.membershipAddressState ?? null,
    cart.paymentKind ?? null,
    JSON.stringify(cart.pricing),
    JSON.stringify(cart.currency),
    cart.priced.pricingCase,
    cart.priced.joinDate,
    JSON.stringify(cart.priced.response),
    JSON.stringify(cart.priced.summary),
    cart.doorProof === undefined ? null : JSON.stringify(cart.doorProof),
  ];
}

/** Stores a new cart at version 1. */
export async function insertCart(db: Queryable, cart: StoredCart, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO carts (cart_id, magento_cart_id, order_id, party_id, mms_club_id, product_type,
       product_id, adult_quantity, junior_quantity, mms_promotion_code, coupon_code, referral,
       add_ons, waitlist, pool_pass, membership_address_state, payment_kind, pricing_input,
       currency, pricing_case, join_date, priced_cart, summary, door_proof, version, created_at,
       updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
       $20, $21, $22, $23, $24, 1, $25, $25)`,
    [cart.cartId, cart.magentoCartId, cart.orderId, ...values(cart), now],
  );
}

/**
 * Replaces a cart's choice and pricing if it is still at the version the caller read, and moves
 * it to the next version. One statement: a concurrent update of the same row waits for this one
 * and then finds the version changed. Answers whether the cart was updated.
 */
export async function updateCartAtVersion(
  db: Queryable,
  cart: StoredCart,
  readVersion: number,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE carts SET party_id = $3, mms_club_id = $4, product_type = $5, product_id = $6,
       adult_quantity = $7, junior_quantity = $8, mms_promotion_code = $9, coupon_code = $10,
       referral = $11, add_ons = $12, waitlist = $13, pool_pass = $14,
       membership_address_state = $15, payment_kind = $16, pricing_input = $17, currency = $18,
       pricing_case = $19, join_date = $20, priced_cart = $21, summary = $22, door_proof = $23,
       version = version + 1, updated_at = $24
     WHERE cart_id = $1 AND version = $2 AND payment_started_at IS NULL
     RETURNING cart_id`,
    [cart.cartId, readVersion, ...values(cart), now],
  );
  return rows.length === 1;
}

/**
 * Re-prices a cart for the payment kind of its payment method
 * (product/pricing-and-dues.md#card-surcharge: the surcharge for credit cards only) if it is still
 * at the version read. The choice is unchanged, so the version stays: the member's next cart save
 * still names it, and resets the kind as every save does.
 */
export async function setCartPaymentKind(
  db: Queryable,
  cart: StoredCart,
  readVersion: number,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE carts SET payment_kind = $3, priced_cart = $4, summary = $5, updated_at = $6
     WHERE cart_id = $1 AND version = $2 AND payment_started_at IS NULL
     RETURNING cart_id`,
    [
      cart.cartId,
      readVersion,
      cart.paymentKind ?? null,
      JSON.stringify(cart.priced.response),
      JSON.stringify(cart.priced.summary),
      now,
    ],
  );
  return rows.length === 1;
}

/** A cart by its id, its row locked until the transaction ends; undefined when there is none. */
export async function findCartForUpdate(
  tx: Queryable,
  cartId: string,
): Promise<StoredCart | undefined> {
  const [row] = await tx.query<CartRow>(
    `SELECT ${COLUMNS} FROM carts WHERE cart_id = $1 FOR UPDATE`,
    [cartId],
  );
  return row && toCart(row);
}

/** Marks the start of a cart's payment (the cart is frozen), or its end after a decline. */
export async function setPaymentStartedAt(
  tx: Queryable,
  cartId: string,
  startedAt: Date | null,
): Promise<void> {
  await tx.query('UPDATE carts SET payment_started_at = $2 WHERE cart_id = $1', [
    cartId,
    startedAt,
  ]);
}
