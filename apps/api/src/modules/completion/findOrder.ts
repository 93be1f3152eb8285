import type { OrderResponse } from '@clubjoin/contract/completion';
import { confirmationEmailOf } from '../../mail/outbox';
import type { ModuleContext } from '../moduleContext';
import { findOrderView } from './orderStore';

/**
 * A completed order as a caller finds it: complete's answer with the charged lines, the
 * agreements and whether the confirmation email was sent. Undefined while the order is not
 * completed.
 */
export async function findOrder(
  context: ModuleContext,
  orderId: string,
): Promise<OrderResponse | undefined> {
  const view = await findOrderView(context.db, orderId);
  if (!view) return undefined;
  const email = await confirmationEmailOf(context.db, orderId);
  return {
    ...view.answer,
    clubId: view.clubId,
    productType: view.productType,
    completedAt: view.completedAt.toISOString(),
    joinInitiator: view.joinInitiator,
    lines: view.lines,
    surcharge: view.surcharge,
    agreements: view.agreements.map((agreement) => ({
      ...agreement,
      acceptedAt: agreement.acceptedAt.toISOString(),
    })),
    poolPass: view.poolPass,
    confirmationEmail: {
      to: email?.to ?? view.answer.email,
      status: email?.status ?? 'pending',
      sentAt: email?.sentAt?.toISOString() ?? null,
    },
  };
}
