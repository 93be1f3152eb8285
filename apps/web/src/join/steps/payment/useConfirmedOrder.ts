import {
  CONFIRMATION_TOKEN_HEADER,
  getOrder,
  type OrderResponse,
} from '@clubjoin/contract/completion';
import { useTrackedQuery } from '../../../api/useTrackedQuery';
import type { ConfirmationRecord } from './confirmationRecord';

/**
 * The order as the server holds it now, read with the confirmation token complete answered (the
 * order answers only its buyer): after a reload the page shows the server's facts, such as whether
 * the confirmation email went out. Undefined until it answers; a refusal (an expired token) keeps
 * the page on what this tab kept, without an error modal.
 */
export function useConfirmedOrder(
  record: ConfirmationRecord | undefined,
): OrderResponse | undefined {
  const orderId = record?.answer.orderId;
  const token = record?.answer.confirmationToken;
  const order = useTrackedQuery(
    getOrder,
    orderId === undefined || token === undefined ? undefined : { params: { orderId } },
    {
      headers: token === undefined ? undefined : { [CONFIRMATION_TOKEN_HEADER]: token },
      message: 'Suppress Loading',
      handled: (error) => error.status === 404,
    },
  );
  return order.data;
}
