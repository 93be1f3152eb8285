import { stageMembership as stageEndpoint } from '@clubjoin/contract/staging';
import type { FastifyInstance } from 'fastify';
import { valueOrAnswer } from '../../http/httpError';
import { runOnce } from '../../http/idempotency';
import { registerEndpoint } from '../../http/registerEndpoint';
import { signedInPartyOf } from '../auth/authenticate';
import { authFailureAnswer } from '../auth/authFailureAnswer';
import type { ModuleContext } from '../moduleContext';
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
    // The session takes part in the fingerprint: the same body staged by another caller is
    // another request.
    const staged = await runOnce(
      context.db,
      raw,
      context.clock(),
      'membership.stage',
      { body, signedInPartyId },
      () => stageMembership(context, { signedInPartyId }, body),
    );
    return valueOrAnswer(staged, stagingFailureAnswer);
  });
}
