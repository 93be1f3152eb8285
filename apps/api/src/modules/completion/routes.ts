import {
  completeMembership,
  getOrder,
  recordPaymentInfo as paymentInfoEndpoint,
} from '@clubjoin/contract/completion';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/httpError';
import { runOnce } from '../../http/idempotency';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { completeOrder } from './completeOrder';
import { findOrder } from './findOrder';
import { recordPaymentInfo } from './recordPaymentInfo';

/**
 * Payment and completion, /api/membership/v1/paymentInfo and /complete (01 §4, §7), each
 * retry-safe by its Idempotency-Key (03 §5), and the completed order's lookup.
 */
export function registerCompletionRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, paymentInfoEndpoint, async ({ body, raw }) =>
    runOnce(context.db, raw, context.clock(), 'membership.paymentInfo', body, () =>
      recordPaymentInfo(context, raw.log, body),
    ),
  );
  registerEndpoint(app, completeMembership, async ({ body, raw }) =>
    runOnce(context.db, raw, context.clock(), 'membership.complete', body, (remember) =>
      completeOrder(context, body, remember),
    ),
  );
  registerEndpoint(app, getOrder, async ({ params }) => {
    const order = await findOrder(context, params.orderId);
    if (!order)
      throw new HttpError(404, `Order ${params.orderId} was not found or is not completed.`);
    return order;
  });
}
