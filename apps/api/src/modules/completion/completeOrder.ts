import type { CompleteRequest, CompleteResponse } from '@clubjoin/contract/completion';
import { type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { RememberAnswer } from '../../http/idempotency';
import type { ModuleContext } from '../moduleContext';
import { chargeOrder } from './chargeOrder';
import { checkOrderToComplete } from './checkOrder';
import type { CompletionFailure } from './completionFailure';
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
): Promise<Outcome<CompleteResponse, CompletionFailure>> {
  const checked = await checkOrderToComplete(context, body);
  if (!checked.ok) return checked;
  if (checked.value.kind === 'completed') return succeed(checked.value.answer);
  const { order } = checked.value;
  const charge = await chargeOrder(context, order);
  if (!charge.ok) return charge;
  return succeed(await recordEnrolment(context, order, charge.value, body, remember));
}
