import { createPaymentToken } from '@clubjoin/contract/payments';
import type { FastifyInstance } from 'fastify';
import { runOnce } from '../../http/idempotency';
import { registerEndpoint } from '../../http/registerEndpoint';
import { sandboxGateway } from '../../payments/sandboxGateway';
import type { ModuleContext } from '../moduleContext';
import { tokenise, tokeniseFingerprint } from './tokenise';

/**
 * The payments service (03 §5): the tokenisation endpoint, the only one that ever receives a card
 * number or CVC, on the sandbox gateway (the embedded default).
 */
export function registerPaymentRoutes(app: FastifyInstance, context: ModuleContext): void {
  const gateway = sandboxGateway(context.db);
  registerEndpoint(app, createPaymentToken, async ({ body, raw }) => {
    const now = context.clock();
    return runOnce(context.db, raw, now, 'payments.tokens', tokeniseFingerprint(body), () =>
      tokenise(gateway, body, now),
    );
  });
}
