import { createPaymentToken, getCardFunding } from '@clubjoin/contract/payments';
import type { PaymentFieldError } from '@clubjoin/domain/payments/paymentChecks';
import type { FastifyInstance } from 'fastify';
import { type FailureAnswer, valueOrAnswer } from '../../http/httpError';
import { runOnce } from '../../http/idempotency';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { tokenise, tokeniseFingerprint } from './tokenise';

/**
 * A 400 naming each refused field of the body
 * (product/decisions-and-platform.md#schemas-and-bad-input: bad input answers 400 with its fields).
 */
function refusedAnswer(errors: readonly PaymentFieldError[]): FailureAnswer {
  const fields = errors.map((error) => ({ field: `body.${error.field}`, message: error.message }));
  return { status: 400, message: fields.map((field) => field.message).join(' '), fields };
}

/**
 * The payments service (product/decisions-and-platform.md#payment-gateway): the tokenisation
 * endpoint, the only one that ever receives a card number or CVC, on the context's gateway (the
 * sandbox, the embedded default); and the BIN lookup that tells credit from debit as a card is typed.
 */
export function registerPaymentRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, createPaymentToken, async ({ body, raw }) => {
    const now = context.clock();
    const tokenised = await runOnce(
      context.db,
      raw,
      now,
      'payments.tokens',
      tokeniseFingerprint(body),
      () => tokenise(context.paymentGateway, body, now),
    );
    return valueOrAnswer(tokenised, refusedAnswer);
  });

  registerEndpoint(app, getCardFunding, async ({ query }) => ({
    bin: query.bin,
    funding: await context.paymentGateway.cardFunding(query.bin),
  }));
}
