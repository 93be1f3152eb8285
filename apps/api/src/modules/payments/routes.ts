import { createPaymentToken } from '@clubjoin/contract/payments';
import type { FastifyInstance } from 'fastify';
import { runOnce } from '../../http/idempotency';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { tokenise, tokeniseFingerprint } from './tokenise';

/**
 * The payments service (product/decisions-and-platform.md#payment-gateway): the tokenisation
 * endpoint, the only one that ever receives a card number or CVC, on the context's gateway (the
 * sandbox, the embedded default).
 */
export function registerPaymentRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, createPaymentToken, async ({ body, raw }) => {
    const now = context.clock();
    return runOnce(context.db, raw, now, 'payments.tokens', tokeniseFingerprint(body), () =>
      tokenise(context.paymentGateway, body, now),
    );
  });
}
