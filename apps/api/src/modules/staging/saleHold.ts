import { createHash } from 'node:crypto';
import type { SaleCredit } from '@clubjoin/contract/clubSales';
import type { SaleHold } from '@clubjoin/contract/saleHolds';
import type { StageRequest } from '@clubjoin/contract/staging';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import { consentingPayer, consentProblem } from '@clubjoin/domain/staff/memberConsent';
import { mayActForClub } from '@clubjoin/domain/staff/portalAccess';
import {
  HOLD_ALREADY_MESSAGE,
  HOLD_DECIDED_MESSAGE,
  HOLD_OWN_SALE_MESSAGE,
  HOLD_SELLER_LEFT_MESSAGE,
  type HoldDecision,
  holdCompletionRefusal,
  mayHoldAgain,
} from '@clubjoin/domain/staff/saleHold';
import type { Queryable } from '../../db/database';
import { transactionOutcome } from '../../db/transactionOutcome';
import { cartOf, cartsOf, type StoredCart } from '../cart/orderCart';
import type { ModuleContext } from '../moduleContext';
import { teamMemberAtClub } from '../staff/saleTeam';
import { NOT_YOUR_CLUB_MESSAGE, type StaffCaller } from '../staff/staffAccessAnswer';
import { recordStaffChange } from '../staff/staffChange';
import { findOpenCreditOfCart, findOpenCreditsOfCarts } from './saleCreditStore';
import {
  findHold,
  findWaitingHolds,
  saveHold,
  type StoredHold,
  writeHoldDecision,
} from './saleHoldStore';
import {
  findStagedRequestOfCart,
  findStagedRequestsOfCarts,
  findStagingForUpdate,
} from './stagingStore';

/** Why holding or deciding a held sale is refused; each has its own answer. */
export type HoldFailure =
  | { kind: 'notFound' }
  | { kind: 'consent'; message: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'forbidden'; message: string };

const NOT_FOUND: HoldFailure = { kind: 'notFound' };

/**
 * The version of a sale a manager approves: what the cart sells (club, product, people, promotion,
 * coupon, add-ons, pool pass) and what was staged (the people's details), as a SHA-256. Recording
 * the payment method reprices the cart (its surcharge) and is no change of the sale.
 */
function saleVersionOf(cart: StoredCart, staged: unknown): string {
  const sold = {
    clubId: cart.clubId,
    productId: cart.productId,
    adults: cart.adultQuantity,
    juniors: cart.juniorQuantity,
    promotion: cart.mmsPromotionCode,
    coupon: cart.coupon ?? null,
    addOns: cart.addOns,
    poolPass: cart.poolPass,
  };
  return createHash('sha256').update(JSON.stringify({ sold, staged })).digest('hex');
}

/** A hold as the contract answers it, with the cart's figures, the staged member and the credit. */
function viewOf(
  hold: StoredHold,
  cart: StoredCart | undefined,
  staging: StageRequest | undefined,
  saleCredit: SaleCredit,
): SaleHold {
  // A hold's cart and staging are kept by foreign key and never deleted: missing is a bug.
  if (!cart || !staging) throw new Error(`The held sale of cart ${hold.cartId} is incomplete`);
  const primary = staging.primaryMember;
  return {
    cartId: hold.cartId,
    clubId: hold.clubId,
    status: hold.status,
    member: `${primary?.firstName ?? ''} ${primary?.lastName ?? ''}`.trim(),
    productType: cart.productType,
    adults: cart.adultQuantity,
    juniors: cart.juniorQuantity,
    dueToday: cart.priced.summary.total,
    monthlyCharge: cart.priced.summary.monthlyCharge,
    currency: cart.currency,
    saleCredit,
    consentName: hold.consentName,
    heldBy: hold.heldByName,
    heldAt: hold.heldAt.toISOString(),
    decidedBy: hold.decidedByName,
    decidedAt: hold.decidedAt?.toISOString() ?? null,
    reason: hold.reason,
  };
}

/** One hold as the contract answers it, its cart and staging read. */
async function holdView(
  db: Queryable,
  hold: StoredHold,
  saleCredit: SaleCredit,
): Promise<SaleHold> {
  const [cart, staging] = await Promise.all([
    cartOf(db, hold.cartId),
    findStagedRequestOfCart(db, hold.cartId),
  ]);
  return viewOf(hold, cart, staging, saleCredit);
}

/**
 * Holds a staged in-club sale for a club manager's approval instead of paying it
 * (docs/decisions/0035): only the seller credited with the cart's sale may, while it is not
 * completed; the payer's typed consent is checked as completion checks it and kept with the hold.
 * Nothing is charged. A sale already waiting, or approved as staged, is not held twice.
 */
export function holdSale(
  context: ModuleContext,
  seller: StaffCaller,
  request: { cartId: string; memberConsent: string },
): Promise<Outcome<SaleHold, HoldFailure>> {
  return transactionOutcome(context.db, async (tx) => {
    const sale = await findOpenCreditOfCart(tx, request.cartId);
    if (!sale || sale.credit[0]?.staffId !== seller.staffId) return fail(NOT_FOUND);
    const staging = await findStagingForUpdate(tx, request.cartId);
    if (!staging) return fail(NOT_FOUND);
    const payer = consentingPayer(staging.request.purchaser, staging.request.primaryMember);
    const refusal = consentProblem(request.memberConsent, {
      firstName: payer?.firstName ?? '',
      lastName: payer?.lastName ?? '',
    });
    if (refusal) return fail({ kind: 'consent', message: refusal });
    const cart = await cartOf(tx, request.cartId);
    if (!cart) return fail(NOT_FOUND);
    const saleVersion = saleVersionOf(cart, staging.request);
    const existing = await findHold(tx, request.cartId, true);
    if (!mayHoldAgain(existing, saleVersion)) {
      return fail({ kind: 'conflict', message: HOLD_ALREADY_MESSAGE });
    }
    await saveHold(tx, {
      cartId: request.cartId,
      saleVersion,
      clubId: sale.clubId,
      consentName: request.memberConsent,
      heldByStaffId: seller.staffId,
      heldByName: seller.displayName,
      heldAt: context.clock(),
    });
    const hold = await findHold(tx, request.cartId);
    return hold ? succeed(await holdView(tx, hold, sale.credit)) : fail(NOT_FOUND);
  });
}

/** A sale the seller held, with its status; null for none (or one someone else held). */
export async function heldSaleOf(
  context: ModuleContext,
  seller: StaffCaller,
  cartId: string,
): Promise<SaleHold | null> {
  const hold = await findHold(context.db, cartId);
  const sale = await findOpenCreditOfCart(context.db, cartId);
  if (!hold || !sale || hold.heldByStaffId !== seller.staffId) return null;
  return holdView(context.db, hold, sale.credit);
}

/**
 * The sales of a club waiting for a manager's approval, oldest first: the holds, then their
 * credits, carts and stagings each in one query, however many wait.
 */
export async function waitingHoldsOf(context: ModuleContext, clubId: string): Promise<SaleHold[]> {
  const { db } = context;
  const holds = await findWaitingHolds(db, clubId);
  const cartIds = holds.map((hold) => hold.cartId);
  const [credits, carts, stagings] = await Promise.all([
    findOpenCreditsOfCarts(db, cartIds),
    cartsOf(db, cartIds),
    findStagedRequestsOfCarts(db, cartIds),
  ]);
  return holds.flatMap((hold) => {
    const credit = credits.get(hold.cartId);
    return credit ? [viewOf(hold, carts.get(hold.cartId), stagings.get(hold.cartId), credit)] : [];
  });
}

/**
 * A club manager's decision on a held sale (docs/decisions/0035): a manager of the sale's club,
 * never one credited with it; only a sale still waiting, while its seller still works at its club
 * (docs/decisions/0039). The decision goes to the staff audit trail.
 */
export function decideHeldSale(
  context: ModuleContext,
  approver: StaffCaller,
  cartId: string,
  decision: HoldDecision,
): Promise<Outcome<SaleHold, HoldFailure>> {
  return transactionOutcome(context.db, async (tx) => {
    const hold = await findHold(tx, cartId, true);
    const sale = await findOpenCreditOfCart(tx, cartId);
    if (!hold || !sale) return fail(NOT_FOUND);
    if (!mayActForClub(approver, hold.clubId)) {
      return fail({ kind: 'forbidden', message: NOT_YOUR_CLUB_MESSAGE });
    }
    if (sale.credit.some((share) => share.staffId === approver.staffId)) {
      return fail({ kind: 'forbidden', message: HOLD_OWN_SALE_MESSAGE });
    }
    if (hold.status !== 'held') return fail({ kind: 'conflict', message: HOLD_DECIDED_MESSAGE });
    if (!(await teamMemberAtClub(tx, hold.heldByStaffId, hold.clubId))) {
      return fail({ kind: 'conflict', message: HOLD_SELLER_LEFT_MESSAGE });
    }
    const status = decision.decision === 'approve' ? 'approved' : 'rejected';
    const reason = decision.decision === 'reject' ? decision.reason : null;
    await writeHoldDecision(tx, cartId, {
      status,
      staffId: approver.staffId,
      name: approver.displayName,
      at: context.clock(),
      reason,
    });
    // The sale is no membership yet: the entry names its cart, and completion gives it the
    // membership (docs/decisions/0039).
    await recordStaffChange(context, tx, approver, {
      cartId,
      action: status === 'approved' ? 'sale.approved' : 'sale.rejected',
      before: { status: 'held', heldBy: hold.heldByName },
      after: { status, reason },
    });
    const decided = await findHold(tx, cartId);
    return decided ? succeed(await holdView(tx, decided, sale.credit)) : fail(NOT_FOUND);
  });
}

/**
 * Why completion refuses a cart's sale because of its hold (waiting, rejected, changed since it
 * was held, or its seller no longer at its club); undefined when there is none or it was approved
 * as it stands. Completion calls it before anything is charged.
 */
export async function heldSaleRefusal(
  db: Queryable,
  cart: StoredCart,
  staged: unknown,
): Promise<string | undefined> {
  const hold = await findHold(db, cart.cartId);
  if (!hold) return undefined;
  const sellerAtClub = (await teamMemberAtClub(db, hold.heldByStaffId, hold.clubId)) !== undefined;
  return holdCompletionRefusal(hold, saleVersionOf(cart, staged), sellerAtClub);
}
