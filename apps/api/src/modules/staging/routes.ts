import { stageMembership as stageEndpoint } from '@clubjoin/contract/staging';
import type { FastifyInstance } from 'fastify';
import { valueOrAnswer } from '../../http/httpError';
import { runOnce } from '../../http/idempotency';
import { registerEndpoint } from '../../http/registerEndpoint';
import { signedInPartyOf } from '../auth/authenticate';
import { authFailureAnswer } from '../auth/authFailureAnswer';
import type { ModuleContext } from '../moduleContext';
import { provenChannel } from '../staff/staffAccessAnswer';
import { stageMembership } from './stageMembership';
import { stagingFailureAnswer } from './stagingFailureAnswer';

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
    return valueOrAnswer(staged, stagingFailureAnswer);
  });
}
