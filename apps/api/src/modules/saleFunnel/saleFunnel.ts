import {
  funnelStepRank,
  type SaleFunnelStep,
  type SalesRange,
} from '@clubjoin/domain/staff/salesDashboard';
import type { Channel } from '@clubjoin/domain/vocabulary';
import type { FastifyBaseLogger } from 'fastify';
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
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await upsertFunnelStep(context.db, {
      cartId: seen.cartId,
      clubId: seen.clubId,
      channel: seen.channel,
      rank: funnelStepRank(seen.step),
      at: context.clock(),
    });
  } catch (error) {
    // The dashboard's count never fails the sale it counts: the cart is saved or the card charged.
    log.warn({ err: error, cartId: seen.cartId }, 'the sale funnel step was not recorded');
  }
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
