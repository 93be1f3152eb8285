import {
  CONFIRMATION_TOKEN_HEADER,
  completeMembership,
  type CompletedOrderResponse,
  type CompleteResponse,
  getOrder,
  recordPaymentInfo as paymentInfoEndpoint,
} from '@clubjoin/contract/completion';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/httpError';
import { runOnce } from '../../http/idempotency';
import { registerEndpoint } from '../../http/registerEndpoint';
import { signedInPartyOf } from '../auth/authenticate';
import type { ModuleContext } from '../moduleContext';
import { completeOrder } from './completeOrder';
import { withConfirmationToken } from './confirmationToken';
import { findOrder } from './findOrder';
import { recordPaymentInfo } from './recordPaymentInfo';

/**
 * Payment and completion, /api/membership/v1/paymentInfo and /complete
 * (product/payment-and-confirmation.md#payment-steps, #completing-the-purchase), each retry-safe by
 * its Idempotency-Key (product/payment-and-confirmation.md#charging-once), and the completed
 * order's lookup by its buyer.
 */
export function registerCompletionRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, paymentInfoEndpoint, async ({ body, raw }) =>
    runOnce(context.db, raw, context.clock(), 'membership.paymentInfo', body, () =>
      recordPaymentInfo(context, raw.log, body),
    ),
  );
  registerEndpoint(app, completeMembership, async ({ body, raw }) =>
    runOnce<CompletedOrderResponse, CompleteResponse>(
      context.db,
      raw,
      context.clock(),
      'membership.complete',
      body,
      async (remember) =>
        withConfirmationToken(
          context.db,
          await completeOrder(context, body, remember),
          context.clock(),
        ),
      {
        // Only the token's hash is kept: a repeat is answered with a new one.
        keep: ({ confirmationToken: _token, ...answer }) => answer,
        replay: (answer) => withConfirmationToken(context.db, answer, context.clock()),
      },
    ),
  );
  registerEndpoint(app, getOrder, async ({ params, raw, reply }) => {
    const header = raw.headers[CONFIRMATION_TOKEN_HEADER];
    const order = await findOrder(context, params.orderId, {
      confirmationToken: typeof header === 'string' ? header : undefined,
      signedInPartyId: await signedInPartyOf(context, raw, reply),
    });
    if (!order) {
      throw new HttpError(404, `Order ${params.orderId} was not found or is not completed.`);
    }
    return order;
  });
}
