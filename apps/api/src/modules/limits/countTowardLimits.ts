import { rateVerdict, rateWindowStartMs } from '@clubjoin/domain/accounts/loginRateLimit';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { Queryable } from '../../db/database';
import { countHit, deleteEndedWindows } from './store';

/** A bucket an action counts in, and how many hits its window allows. */
export interface RateBucket {
  bucket: string;
  limit: number;
}

/** An action past its limits: how long to wait before trying again. */
export interface RateLimited {
  kind: 'rateLimited';
  retryAfterSeconds: number;
}

/**
 * Counts an action in each of its buckets (a login per account and per client address, say) and
 * says whether it may go on; refused, the wait is the longest of the buckets'. The counts live in
 * the database, so every process sharing it counts together.
 */
export async function countTowardLimits(
  db: Queryable,
  action: { buckets: readonly RateBucket[]; nowMs: number; windowMs: number },
): Promise<Outcome<void, RateLimited>> {
  const { nowMs, windowMs } = action;
  const startMs = rateWindowStartMs(nowMs, windowMs);
  const window = { start: new Date(startMs), end: new Date(startMs + windowMs) };
  await deleteEndedWindows(db, new Date(nowMs));
  let waitSeconds = 0;
  for (const { bucket, limit } of action.buckets) {
    const hits = await countHit(db, bucket, window);
    const verdict = rateVerdict({ attempts: hits, limit, nowMs, windowMs });
    if (!verdict.allowed) waitSeconds = Math.max(waitSeconds, verdict.retryAfterSeconds);
  }
  return waitSeconds > 0
    ? fail({ kind: 'rateLimited', retryAfterSeconds: waitSeconds })
    : succeed();
}
