import { funnelStepRank, type SaleFunnelStep } from '@clubjoin/domain/staff/salesDashboard';
import type { Channel } from '@clubjoin/domain/vocabulary';
import type { ModuleContext } from '../moduleContext';
import { upsertFunnelStep } from './funnelStore';

/**
 * Records a step of the sale funnel as the server saw it (docs/decisions/0035): the cart module
 * when a cart is saved, staging when a sale is staged, completion when the payment method is
 * recorded and when the sale completes. Only the furthest step is kept per cart.
 */
export async function recordSaleStep(
  context: ModuleContext,
  seen: { cartId: string; clubId: string; channel?: Channel; step: SaleFunnelStep },
): Promise<void> {
  await upsertFunnelStep(context.db, {
    cartId: seen.cartId,
    clubId: seen.clubId,
    channel: seen.channel,
    rank: funnelStepRank(seen.step),
    at: context.clock(),
  });
}
