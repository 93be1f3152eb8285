import type { CompleteRequest, CompleteResponse } from '@clubjoin/contract/completion';
import type { RememberAnswer } from '../../http/idempotency';
import type { ModuleContext } from '../moduleContext';
import { chargeOrder } from './chargeOrder';
import { checkOrderToComplete } from './checkOrder';
import { recordEnrolment } from './recordEnrolment';

/**
 * Completes an order (product/payment-and-confirmation.md#payment-steps, #completing-the-purchase,
 * #what-a-purchase-creates, #charging-once) in three steps: check everything that can refuse it,
 * charge it exactly once for what its frozen cart says, and record the enrolment. An order already
 * completed answers its first answer, charging nothing.
 */
export async function completeOrder(
  context: ModuleContext,
  body: CompleteRequest,
  remember: RememberAnswer,
): Promise<CompleteResponse> {
  const checked = await checkOrderToComplete(context, body);
  if (checked.kind === 'completed') return checked.answer;
  const charge = await chargeOrder(context, checked.order);
  return recordEnrolment(context, checked.order, charge, body, remember);
}
