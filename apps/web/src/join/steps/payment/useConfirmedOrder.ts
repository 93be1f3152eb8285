import { useEffect, useState } from 'react';
import {
  CONFIRMATION_TOKEN_HEADER,
  getOrder,
  type OrderResponse,
} from '@clubjoin/contract/completion';
import { trackedCall } from '../../../api/trackedCall';
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
  const [order, setOrder] = useState<OrderResponse>();
  const orderId = record?.answer.orderId;
  const token = record?.answer.confirmationToken;
  useEffect(() => {
    if (orderId === undefined || token === undefined) return undefined;
    const controller = new AbortController();
    trackedCall(
      getOrder,
      { params: { orderId } },
      {
        signal: controller.signal,
        headers: { [CONFIRMATION_TOKEN_HEADER]: token },
        message: 'Suppress Loading',
        handled: (error) => error.status === 404,
      },
    ).then(setOrder, () => undefined);
    return () => controller.abort();
  }, [orderId, token]);
  return order;
}
