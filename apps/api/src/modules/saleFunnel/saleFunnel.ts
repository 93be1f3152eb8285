import {
  funnelStepRank,
  type SaleFunnelStep,
  type SalesRange,
} from '@clubjoin/domain/staff/salesDashboard';
import type { Channel } from '@clubjoin/domain/vocabulary';
import type { Queryable } from '../../db/database';
import type { ModuleContext } from '../moduleContext';
import { selectFurthestSteps, selectJoinsByDay, upsertFunnelStep } from './funnelStore';

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

/** A club's joins completed in a range of its days, by day and channel (the sales dashboard). */
export function joinsByDay(
  db: Queryable,
  clubId: string,
  range: SalesRange,
  timeZone: string,
): ReturnType<typeof selectJoinsByDay> {
  return selectJoinsByDay(db, clubId, range, timeZone);
}

/** A club's sales started in a range of its days, counted by their furthest step's rank. */
export function furthestSteps(
  db: Queryable,
  clubId: string,
  range: SalesRange,
  timeZone: string,
): ReturnType<typeof selectFurthestSteps> {
  return selectFurthestSteps(db, clubId, range, timeZone);
}
