import type { CompletedOrderResponse, CompleteResponse } from '@clubjoin/contract/completion';
import type { Queryable } from '../../db/database';
import { newSecretToken, SECRET_TOKEN_PATTERN, tokenHash } from '../identity/secretToken';
import { insertConfirmationToken, isConfirmationToken } from './orderStore';

/** How long the buyer may read their order with a confirmation token: a month of reloads. */
export const CONFIRMATION_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60_000;

/**
 * Complete's answer as the buyer gets it: with a new confirmation token of the order, kept only
 * as a hash (a repeat of complete, or a completion found done, hands out another).
 */
export async function withConfirmationToken(
  db: Queryable,
  answer: CompleteResponse,
  now: Date,
): Promise<CompletedOrderResponse> {
  const token = newSecretToken();
  await insertConfirmationToken(db, {
    tokenHash: tokenHash(token),
    orderId: answer.orderId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CONFIRMATION_TOKEN_LIFETIME_MS),
  });
  return { ...answer, confirmationToken: token };
}

/** Whether a presented token is a live confirmation token of the order. */
export async function confirmsOrder(
  db: Queryable,
  orderId: string,
  token: string | undefined,
  now: Date,
): Promise<boolean> {
  if (token === undefined || !SECRET_TOKEN_PATTERN.test(token)) return false;
  return isConfirmationToken(db, orderId, tokenHash(token), now);
}
