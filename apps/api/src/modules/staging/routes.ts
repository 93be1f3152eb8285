import {
  decideSaleHold as decideSaleHoldEndpoint,
  getSaleHold,
  holdSale as holdSaleEndpoint,
  listSaleHolds,
} from '@clubjoin/contract/saleHolds';
import { vouchRejoin } from '@clubjoin/contract/clubSales';
import { stageMembership as stageEndpoint } from '@clubjoin/contract/staging';
import { SALE_APPROVALS_PATH } from '@clubjoin/domain/staff/portalNavigation';
import type { FastifyInstance } from 'fastify';
import { type FailureAnswer, invalidField, valueOrAnswer } from '../../http/httpError';
import { runOnce } from '../../http/idempotency';
import { registerEndpoint } from '../../http/registerEndpoint';
import { signedInPartyOf } from '../auth/authenticate';
import { authFailureAnswer } from '../auth/authFailureAnswer';
import type { ModuleContext } from '../moduleContext';
import { recordSaleStep } from '../saleFunnel/saleFunnel';
import {
  provenChannel,
  requireClub,
  requireSeller,
  requireStaff,
} from '../staff/staffAccessAnswer';
import { type VouchFailure, vouchForRejoin } from './deskRejoin';
import { decideHeldSale, heldSaleOf, type HoldFailure, holdSale, waitingHoldsOf } from './saleHold';
import { stageMembership } from './stageMembership';
import { deskRejoinRefusalAnswer, stagingFailureAnswer } from './stagingFailureAnswer';

/**
 * Staging before payment, /api/membership/v1/stage (product/payment-and-confirmation.md#staging),
 * retry-safe by its key (product/payment-and-confirmation.md#charging-once).
 */
export function registerStagingRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, stageEndpoint, async ({ body, raw, reply }) => {
    const signedInPartyId = valueOrAnswer(
      await signedInPartyOf(context, raw, reply),
      authFailureAnswer,
    );
    // The channel is the caller's proof's, never the body's alone (docs/decisions/0028).
    const proven = await provenChannel(context, raw, body.channel, body.clubId);
    const sellerId = proven.channel === 'InClub' ? proven.seller.staffId : undefined;
    // The sessions take part in the fingerprint: the same body staged by another caller is
    // another request.
    const staged = await runOnce(
      context.db,
      raw,
      context.clock(),
      'membership.stage',
      { body, signedInPartyId, sellerId },
      () => stageMembership(context, { signedInPartyId, proven }, body),
    );
    const answer = valueOrAnswer(staged, stagingFailureAnswer);
    await recordSaleStep(
      context,
      {
        cartId: answer.cartId,
        clubId: body.clubId,
        channel: answer.channel,
        step: 'staged',
      },
      raw.log,
    );
    return answer;
  });

  registerSaleHoldRoutes(app, context);

  // A former member rejoined at the desk (docs/decisions/0039): the seller, not from a kiosk, at a
  // club of theirs.
  registerEndpoint(app, vouchRejoin, async ({ body, raw }) => {
    const seller = await requireSeller(context, raw);
    requireClub(seller, body.clubId);
    return valueOrAnswer(await vouchForRejoin(context, seller, body), vouchFailureAnswer);
  });
}

function vouchFailureAnswer(failure: VouchFailure): FailureAnswer {
  if (failure.kind === 'unknownMember') {
    return { status: 404, message: 'There is no member with this id.' };
  }
  return deskRejoinRefusalAnswer(failure.refusal);
}

function holdFailureAnswer(failure: HoldFailure): FailureAnswer {
  switch (failure.kind) {
    case 'notFound':
      return { status: 404, message: 'No in-club sale of yours waits with this cart.' };
    case 'consent':
      return invalidField('body.memberConsent', failure.message);
    case 'conflict':
      return { status: 409, message: failure.message };
    case 'forbidden':
      return { status: 403, message: failure.message };
  }
}

/**
 * Sales held for a club manager's approval (docs/decisions/0035): the seller holds and follows
 * their sale (requireSeller: not from a kiosk); the club's managers list and decide (the approvals
 * page's roles, at their clubs).
 */
function registerSaleHoldRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, holdSaleEndpoint, async ({ body, raw }) => {
    const seller = await requireSeller(context, raw);
    return valueOrAnswer(await holdSale(context, seller, body), holdFailureAnswer);
  });

  registerEndpoint(app, getSaleHold, async ({ params, raw }) => {
    const seller = await requireSeller(context, raw);
    return heldSaleOf(context, seller, params.cartId);
  });

  registerEndpoint(app, listSaleHolds, async ({ query, raw }) => {
    const approver = await requireStaff(context, raw, SALE_APPROVALS_PATH);
    requireClub(approver, query.clubId);
    return { clubId: query.clubId, holds: await waitingHoldsOf(context, query.clubId) };
  });

  registerEndpoint(app, decideSaleHoldEndpoint, async ({ params, body, raw }) => {
    const approver = await requireStaff(context, raw, SALE_APPROVALS_PATH);
    return valueOrAnswer(
      await decideHeldSale(context, approver, params.cartId, body),
      holdFailureAnswer,
    );
  });
}
