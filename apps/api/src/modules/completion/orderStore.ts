import type { CompleteResponse } from '@clubjoin/contract/completion';
import type { JoinInitiator } from '@clubjoin/domain/accounts/joinInitiator';
import type { PaymentKind } from '@clubjoin/domain/pricing/cardSurcharge';
import type { PurchaserFlow } from '@clubjoin/domain/wizard/applicableSteps';
import type { Queryable } from '../../db/database';

/**
 * The payment method paymentInfo recorded for an order
 * (product/payment-and-confirmation.md#payment-steps).
 */
export interface OrderPayment {
  orderId: string;
  paymentToken: string;
  paymentKind: PaymentKind;
  brand: string;
  lastFour: string;
  usePaymentForClubTab: boolean;
  /** The cart version it priced: a later save of the cart makes it stale. */
  cartVersion: number;
}

interface OrderPaymentRow {
  order_id: string;
  payment_token: string;
  payment_kind: PaymentKind;
  brand: string;
  last_four: string;
  use_payment_for_club_tab: boolean;
  cart_version: number;
}

/** Records an order's payment method, replacing the one recorded before (another card, say). */
export async function saveOrderPayment(
  tx: Queryable,
  payment: OrderPayment,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO order_payments (order_id, payment_token, payment_kind, brand, last_four,
       use_payment_for_club_tab, cart_version, recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (order_id) DO UPDATE SET payment_token = EXCLUDED.payment_token,
       payment_kind = EXCLUDED.payment_kind, brand = EXCLUDED.brand,
       last_four = EXCLUDED.last_four,
       use_payment_for_club_tab = EXCLUDED.use_payment_for_club_tab,
       cart_version = EXCLUDED.cart_version, recorded_at = EXCLUDED.recorded_at`,
    [
      payment.orderId,
      payment.paymentToken,
      payment.paymentKind,
      payment.brand,
      payment.lastFour,
      payment.usePaymentForClubTab,
      payment.cartVersion,
      now,
    ],
  );
}

/** The payment method recorded for an order, undefined before paymentInfo. */
export async function findOrderPayment(
  db: Queryable,
  orderId: string,
): Promise<OrderPayment | undefined> {
  const [row] = await db.query<OrderPaymentRow>(
    `SELECT order_id, payment_token, payment_kind, brand, last_four, use_payment_for_club_tab,
       cart_version
     FROM order_payments WHERE order_id = $1`,
    [orderId],
  );
  return (
    row && {
      orderId: row.order_id,
      paymentToken: row.payment_token,
      paymentKind: row.payment_kind,
      brand: row.brand,
      lastFour: row.last_four,
      usePaymentForClubTab: row.use_payment_for_club_tab,
      cartVersion: row.cart_version,
    }
  );
}

/** The answer complete gave for an order, undefined while it is not completed. */
export async function findCompletedAnswer(
  db: Queryable,
  orderId: string,
): Promise<CompleteResponse | undefined> {
  const [row] = await db.query<{ answer: CompleteResponse }>(
    'SELECT answer FROM orders WHERE order_id = $1',
    [orderId],
  );
  return row?.answer;
}

/** The next order number's place in the sequence (product/payment-and-confirmation.md#order-number). */
export async function nextOrderNumber(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ n: string }>("SELECT nextval('order_numbers') AS n");
  return Number(row?.n);
}

/** A completed order as stored: what complete was told and what was charged. */
export interface CompletedOrder {
  orderId: string;
  cartId: string;
  stagingId: string;
  membershipId: string;
  clubId: string;
  productType: string;
  productId: string;
  mmsPromotionCode: string;
  joinSource: string | null;
  /** The link's options (product/club-and-entry.md#entry-links) the sale came with. */
  opportunityId: string | null;
  contactId: string | null;
  referral: string | null;
  /** The employee the sale was made through: the link's, else the referral coupon's. */
  employeeId: string | null;
  purchaserFlow: PurchaserFlow | null;
  joinInitiator: JoinInitiator;
  offerName: string | null;
  fraudPreventionSessionId: string | null;
  sendSmsOptIn: boolean;
  poolPass: boolean;
  awards: { id?: string | null | undefined; name: string }[];
  paymentToken: string;
  chargeId: string;
  chargedAmount: number;
  surcharge: number;
  monthlyAmount: number;
  /** The account that bought it (bound by proof at staging); null for none. */
  accountPartyId: string | null;
  answer: CompleteResponse;
  completedAt: Date;
}

/** One charged line of an order (product/cart.md#cart-entries, then the fees). */
export interface OrderLineRecord {
  category: string;
  productCode: string | null;
  description: string;
  reasonCode: string | null;
  quantity: number;
  amount: number;
  tax: number;
}

/** An agreement accepted with a membership. */
export interface AgreementRecord {
  id: string;
  name: string;
  version: string;
}

/** Stores a completed order, its charged lines and its membership's accepted agreements. */
export async function insertOrder(
  tx: Queryable,
  order: CompletedOrder,
  lines: readonly OrderLineRecord[],
  agreements: readonly AgreementRecord[],
): Promise<void> {
  await tx.query(
    `INSERT INTO orders (order_id, cart_id, staging_id, membership_id, mms_club_id, product_type,
       product_id, mms_promotion_code, join_source, join_initiator, offer_name,
       fraud_prevention_session_id, send_sms_opt_in, pool_pass, awards, payment_token, charge_id,
       charged_amount, surcharge, monthly_amount, account_party_id, answer, completed_at,
       opportunity_id, contact_id, referral, employee_id, purchaser_flow, order_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
       $20, $21, $22, $23, $24, $25, $26, $27, $28, $29)`,
    [
      order.orderId,
      order.cartId,
      order.stagingId,
      order.membershipId,
      order.clubId,
      order.productType,
      order.productId,
      order.mmsPromotionCode,
      order.joinSource,
      order.joinInitiator,
      order.offerName,
      order.fraudPreventionSessionId,
      order.sendSmsOptIn,
      order.poolPass,
      JSON.stringify(order.awards),
      order.paymentToken,
      order.chargeId,
      order.chargedAmount,
      order.surcharge,
      order.monthlyAmount,
      order.accountPartyId,
      JSON.stringify(order.answer),
      order.completedAt,
      order.opportunityId,
      order.contactId,
      order.referral,
      order.employeeId,
      order.purchaserFlow,
      order.answer.orderNumber,
    ],
  );
  // One statement per table, the rows passed column by column: a purchase's fewer round trips.
  await tx.query(
    `INSERT INTO order_lines (order_id, position, category, product_code, description,
       reason_code, quantity, amount, tax)
     SELECT $1, line.position, line.category, line.product_code, line.description,
       line.reason_code, line.quantity, line.amount, line.tax
     FROM unnest($2::integer[], $3::text[], $4::text[], $5::text[], $6::text[], $7::integer[],
       $8::integer[], $9::integer[])
       AS line (position, category, product_code, description, reason_code, quantity, amount, tax)`,
    [
      order.orderId,
      lines.map((_, index) => index + 1),
      lines.map((line) => line.category),
      lines.map((line) => line.productCode),
      lines.map((line) => line.description),
      lines.map((line) => line.reasonCode),
      lines.map((line) => line.quantity),
      lines.map((line) => line.amount),
      lines.map((line) => line.tax),
    ],
  );
  await tx.query(
    `INSERT INTO membership_agreements (membership_id, agreement_id, name, version, accepted_at)
     SELECT $1, agreement.id, agreement.name, agreement.version, $5
     FROM unnest($2::text[], $3::text[], $4::text[]) AS agreement (id, name, version)`,
    [
      order.membershipId,
      agreements.map((agreement) => agreement.id),
      agreements.map((agreement) => agreement.name),
      agreements.map((agreement) => agreement.version),
      order.completedAt,
    ],
  );
}

interface OrderRow {
  order_id: string;
  mms_club_id: string;
  product_type: string;
  join_initiator: JoinInitiator;
  pool_pass: boolean;
  surcharge: number;
  answer: CompleteResponse;
  completed_at: Date;
  membership_id: string;
  account_party_id: string | null;
}

/** What the order lookup shows beyond complete's answer. */
export interface StoredOrderView {
  /** The account that bought it, whose session may read it; null for none. */
  accountPartyId: string | null;
  clubId: string;
  productType: string;
  joinInitiator: JoinInitiator;
  poolPass: boolean;
  surcharge: number;
  answer: CompleteResponse;
  completedAt: Date;
  lines: OrderLineRecord[];
  agreements: (AgreementRecord & { acceptedAt: Date })[];
}

/** A completed order with its lines and agreements, undefined while it is not completed. */
export async function findOrderView(
  db: Queryable,
  orderId: string,
): Promise<StoredOrderView | undefined> {
  const [order] = await db.query<OrderRow>(
    `SELECT order_id, mms_club_id, product_type, join_initiator, pool_pass, surcharge, answer,
       completed_at, membership_id, account_party_id
     FROM orders WHERE order_id = $1`,
    [orderId],
  );
  if (!order) return undefined;
  const lines = await db.query<{
    category: string;
    product_code: string | null;
    description: string;
    reason_code: string | null;
    quantity: number;
    amount: number;
    tax: number;
  }>(
    `SELECT category, product_code, description, reason_code, quantity, amount, tax
     FROM order_lines WHERE order_id = $1 ORDER BY position`,
    [orderId],
  );
  return {
    accountPartyId: order.account_party_id,
    clubId: order.mms_club_id,
    productType: order.product_type,
    joinInitiator: order.join_initiator,
    poolPass: order.pool_pass,
    surcharge: order.surcharge,
    answer: order.answer,
    completedAt: new Date(order.completed_at),
    lines: lines.map((line) => ({
      category: line.category,
      productCode: line.product_code,
      description: line.description,
      reasonCode: line.reason_code,
      quantity: line.quantity,
      amount: line.amount,
      tax: line.tax,
    })),
    agreements: await agreementsOf(db, order.membership_id),
  };
}

/** The agreements accepted with a membership, with when. */
async function agreementsOf(
  db: Queryable,
  membershipId: string,
): Promise<(AgreementRecord & { acceptedAt: Date })[]> {
  const rows = await db.query<{
    agreement_id: string;
    name: string;
    version: string;
    accepted_at: Date;
  }>(
    `SELECT agreement_id, name, version, accepted_at FROM membership_agreements
     WHERE membership_id = $1 ORDER BY agreement_id`,
    [membershipId],
  );
  return rows.map((agreement) => ({
    id: agreement.agreement_id,
    name: agreement.name,
    version: agreement.version,
    acceptedAt: new Date(agreement.accepted_at),
  }));
}

/** Stores the hash of a confirmation token of an order, valid until `expiresAt`. */
export async function insertConfirmationToken(
  db: Queryable,
  token: { tokenHash: string; orderId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO order_confirmation_tokens (token_hash, order_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [token.tokenHash, token.orderId, token.createdAt, token.expiresAt],
  );
}

/** The order a live confirmation token confirms, if it confirms one. */
export async function orderIdConfirmedBy(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db.query<{ order_id: string }>(
    'SELECT order_id FROM order_confirmation_tokens WHERE token_hash = $1 AND expires_at > $2',
    [tokenHash, now],
  );
  return row?.order_id;
}

/** Whether a confirmation token's hash is one of the order's, unexpired at `now`. */
export async function isConfirmationToken(
  db: Queryable,
  orderId: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM order_confirmation_tokens
     WHERE token_hash = $1 AND order_id = $2 AND expires_at > $3`,
    [tokenHash, orderId, now],
  );
  return rows.length === 1;
}

/** The order that bought a membership: its product, monthly dues and agreements. */
export async function findMembershipOrderRow(
  db: Queryable,
  membershipId: string,
): Promise<
  | {
      productType: string;
      monthlyAmount: number;
      agreements: (AgreementRecord & { acceptedAt: Date })[];
    }
  | undefined
> {
  const [order] = await db.query<{
    product_type: string;
    monthly_amount: number;
  }>(`SELECT product_type, monthly_amount FROM orders WHERE membership_id = $1`, [membershipId]);
  if (!order) return undefined;
  return {
    productType: order.product_type,
    monthlyAmount: order.monthly_amount,
    agreements: await agreementsOf(db, membershipId),
  };
}

/** What the portal shows of the order that bought a membership (see membershipPurchase.ts). */
export interface MembershipPurchaseRow {
  orderId: string;
  completedAt: Date;
  productType: string;
  chargedAmount: number;
  surcharge: number;
  monthlyAmount: number;
  paymentKind: string;
  brand: string;
  lastFour: string;
  smsOptIn: boolean;
  lines: { description: string; category: string; quantity: number; amount: number; tax: number }[];
  agreements: (AgreementRecord & { acceptedAt: Date })[];
}

export async function findMembershipPurchaseRow(
  db: Queryable,
  membershipId: string,
): Promise<MembershipPurchaseRow | undefined> {
  const [order] = await db.query<{
    order_id: string;
    completed_at: Date;
    product_type: string;
    charged_amount: number;
    surcharge: number;
    monthly_amount: number;
    payment_kind: string;
    brand: string;
    last_four: string;
    send_sms_opt_in: boolean;
  }>(
    `SELECT o.order_id, o.completed_at, o.product_type, o.charged_amount, o.surcharge,
       o.monthly_amount, p.payment_kind, p.brand, p.last_four, o.send_sms_opt_in
     FROM orders o JOIN order_payments p ON p.order_id = o.order_id
     WHERE o.membership_id = $1`,
    [membershipId],
  );
  if (!order) return undefined;
  const lines = await db.query<{
    description: string;
    category: string;
    quantity: number;
    amount: number;
    tax: number;
  }>(
    `SELECT description, category, quantity, amount, tax FROM order_lines
     WHERE order_id = $1 ORDER BY position`,
    [order.order_id],
  );
  return {
    orderId: order.order_id,
    completedAt: new Date(order.completed_at),
    productType: order.product_type,
    chargedAmount: order.charged_amount,
    surcharge: order.surcharge,
    monthlyAmount: order.monthly_amount,
    paymentKind: order.payment_kind,
    brand: order.brand,
    lastFour: order.last_four,
    smsOptIn: order.send_sms_opt_in,
    lines,
    agreements: await agreementsOf(db, membershipId),
  };
}

/** A charged package line of a club's completed orders (see membershipPurchase.ts). */
export interface PackageLineRow {
  membershipId: string;
  completedAt: Date;
  description: string;
  quantity: number;
}

/** The add-on and package lines of the orders completed at a club, oldest first. */
export async function selectPackageLinesOfClub(
  db: Queryable,
  clubId: string,
  categories: readonly string[],
): Promise<PackageLineRow[]> {
  const rows = await db.query<{
    membership_id: string;
    completed_at: Date;
    description: string;
    quantity: number;
  }>(
    `SELECT o.membership_id, o.completed_at, l.description, l.quantity
     FROM orders o JOIN order_lines l ON l.order_id = o.order_id
     WHERE o.mms_club_id = $1 AND l.category = ANY($2::text[])
     ORDER BY o.completed_at, o.order_id, l.position`,
    [clubId, categories],
  );
  return rows.map((row) => ({
    membershipId: row.membership_id,
    completedAt: new Date(row.completed_at),
    description: row.description,
    quantity: row.quantity,
  }));
}
