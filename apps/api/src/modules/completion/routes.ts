import {
  CONFIRMATION_TOKEN_HEADER,
  completeMembership,
  type CompletedOrderResponse,
  getOrder,
  recordPaymentInfo as paymentInfoEndpoint,
} from '@clubjoin/contract/completion';
import { COMPLETION_MESSAGES } from '@clubjoin/domain/completion/completionRequirements';
import { succeed } from '@clubjoin/domain/outcome';
import { UNKNOWN_PAYMENT_TOKEN_MESSAGE } from '@clubjoin/domain/payments/declineMessages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  declinedAnswer,
  type FailureAnswer,
  foundOrAnswer,
  invalidField,
  valueOrAnswer,
} from '../../http/httpError';
import { runOnce } from '../../http/idempotency';
import { registerEndpoint } from '../../http/registerEndpoint';
import { signedInPartyOf } from '../auth/authenticate';
import { authFailureAnswer } from '../auth/authFailureAnswer';
import { cartFailureAnswer } from '../cart/cartFailureAnswer';
import type { ModuleContext } from '../moduleContext';
import { recordSaleStep } from '../saleFunnel/saleFunnel';
import { stagingFailureAnswer } from '../staging/stagingFailureAnswer';
import { completeOrder } from './completeOrder';
import type { CompletionFailure } from './completionFailure';
import { withConfirmationToken } from './confirmationToken';
import { findOrder } from './findOrder';
import { recordPaymentInfo } from './recordPaymentInfo';

const CART_RACED_MESSAGE =
  'The cart changed while the payment method was recorded. Please try again.';

/**
 * How a refused paymentInfo or complete is answered
 * (product/add-ons-and-pool-pass.md#choosing-an-add-on, product/pricing-and-dues.md#pricing-cases,
 * product/payment-and-confirmation.md#charging-once): 400 for what the body gets wrong, 404 for an
 * unknown cart or staging, 402 for a declined charge, 409 for an order whose cart or account moved
 * on.
 */
function completionFailureAnswer(failure: CompletionFailure): FailureAnswer {
  switch (failure.kind) {
    case 'invalidFields':
    case 'otherCartsStaging':
      return stagingFailureAnswer(failure);
    case 'cart':
      return cartFailureAnswer(failure.failure);
    case 'unknownStaging':
      return { status: 404, message: `Staging ${failure.stagingId} was not found.` };
    case 'paymentMismatch':
      return {
        status: 400,
        message: `The payment does not match cart ${failure.cartId}: ${failure.field} is ${String(failure.sent)}, the ${failure.owner}’s is ${String(failure.kept)}.`,
      };
    case 'unknownPaymentToken':
      return invalidField('body.paymentToken', UNKNOWN_PAYMENT_TOKEN_MESSAGE);
    case 'tokenContradiction':
      return {
        status: 400,
        message: `paymentInfo.${failure.field} is ${String(failure.stated)}, but the payment token’s is ${String(failure.known)}.`,
      };
    case 'cartRaced':
      return { status: 409, message: CART_RACED_MESSAGE };
    case 'noPaymentInfo':
      return { status: 400, message: COMPLETION_MESSAGES.noPaymentInfo };
    case 'otherPaymentToken':
      return { status: 400, message: COMPLETION_MESSAGES.otherPaymentToken };
    case 'poolPassMismatch':
      return { status: 400, message: COMPLETION_MESSAGES.poolPassMismatch(failure.poolPass) };
    case 'notCompletable':
      return { status: 400, message: failure.message };
    case 'held':
    case 'rejoinedSince':
      return { status: 409, message: failure.message };
    case 'accountGone':
      return { status: 409, message: COMPLETION_MESSAGES.accountGone };
    case 'declined':
      return declinedAnswer(failure);
  }
}

/**
 * Payment and completion, /api/membership/v1/paymentInfo and /complete
 * (product/payment-and-confirmation.md#payment-steps, #completing-the-purchase), each retry-safe by
 * its Idempotency-Key (product/payment-and-confirmation.md#charging-once), and the completed
 * order's lookup by its buyer.
 */
export function registerCompletionRoutes(app: FastifyInstance, context: ModuleContext): void {
  // The sale funnel's last two steps (docs/decisions/0035).
  const reached = (
    body: { cartId: string; clubId: string },
    step: 'payment' | 'completed',
    log: FastifyBaseLogger,
  ) => recordSaleStep(context, { cartId: body.cartId, clubId: body.clubId, step }, log);
  registerEndpoint(app, paymentInfoEndpoint, async ({ body, raw }) => {
    const recorded = valueOrAnswer(
      await runOnce(context.db, raw, context.clock(), 'membership.paymentInfo', body, () =>
        recordPaymentInfo(context, raw.log, body),
      ),
      completionFailureAnswer,
    );
    await reached(body, 'payment', raw.log);
    return recorded;
  });
  registerEndpoint(app, completeMembership, async ({ body, raw }) => {
    const completed = await runOnce(
      context.db,
      raw,
      context.clock(),
      'membership.complete',
      body,
      async (remember) => {
        const outcome = await completeOrder(context, body, remember);
        if (!outcome.ok) return outcome;
        return succeed(await withConfirmationToken(context.db, outcome.value, context.clock()));
      },
      {
        // Only the token's hash is kept: a repeat is answered with a new one.
        keep: ({ confirmationToken: _token, ...answer }: CompletedOrderResponse) => answer,
        replay: async (answer) =>
          succeed(await withConfirmationToken(context.db, answer, context.clock())),
      },
    );
    const answer = valueOrAnswer(completed, completionFailureAnswer);
    await reached(body, 'completed', raw.log);
    return answer;
  });
  registerEndpoint(app, getOrder, async ({ params, raw, reply }) => {
    const header = raw.headers[CONFIRMATION_TOKEN_HEADER];
    const order = await findOrder(context, params.orderId, {
      confirmationToken: typeof header === 'string' ? header : undefined,
      signedInPartyId: valueOrAnswer(await signedInPartyOf(context, raw, reply), authFailureAnswer),
    });
    return foundOrAnswer(order, () => ({
      status: 404,
      message: `Order ${params.orderId} was not found or is not completed.`,
    }));
  });
}
