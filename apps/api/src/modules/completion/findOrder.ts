import type { OrderResponse } from '@clubjoin/contract/completion';
import { confirmationEmailOf } from '../../mail/outbox';
import type { ModuleContext } from '../moduleContext';
import { confirmsOrder } from './confirmationToken';
import { findOrderView } from './orderStore';

/** What a caller shows to read an order: a confirmation token, a signed-in session. */
export interface OrderReader {
  confirmationToken: string | undefined;
  signedInPartyId: string | undefined;
}

/**
 * A completed order as its buyer finds it: complete's answer with the charged lines, the
 * agreements and whether the confirmation email was sent. Only the buyer reads it: a caller
 * showing one of the order's confirmation tokens, or signed in as the account that bought it.
 * Undefined for anyone else, and while the order is not completed.
 */
export async function findOrder(
  context: ModuleContext,
  orderId: string,
  reader: OrderReader,
): Promise<OrderResponse | undefined> {
  const view = await findOrderView(context.db, orderId);
  if (!view) return undefined;
  const isBuyer =
    (view.accountPartyId !== null && view.accountPartyId === reader.signedInPartyId) ||
    (await confirmsOrder(context.db, orderId, reader.confirmationToken, context.clock()));
  if (!isBuyer) return undefined;
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
