import {
  LOGIN_ATTEMPTS_PER_ACCOUNT,
  LOGIN_ATTEMPTS_PER_ADDRESS,
  type RateVerdict,
  rateVerdict,
  rateWindowStartMs,
} from '@clubjoin/domain/accounts/loginRateLimit';
import type { Queryable } from '../../db/database';
import { countAttempt, deleteAttemptsBefore } from './store';

/**
 * Counts a login attempt for its username and its client address (03 §4) and says whether it may
 * go on; refused, the wait is the longer of the two. The counts live in the database, so every
 * process sharing it counts together.
 */
export async function countLoginAttempt(
  db: Queryable,
  attempt: { usernameKey: string; address: string; nowMs: number },
): Promise<RateVerdict> {
  const windowStart = new Date(rateWindowStartMs(attempt.nowMs));
  await deleteAttemptsBefore(db, windowStart);
  const buckets = [
    { bucket: `account:${attempt.usernameKey}`, limit: LOGIN_ATTEMPTS_PER_ACCOUNT },
    { bucket: `address:${attempt.address}`, limit: LOGIN_ATTEMPTS_PER_ADDRESS },
  ];
  let waitSeconds = 0;
  for (const { bucket, limit } of buckets) {
    const attempts = await countAttempt(db, bucket, windowStart);
    const verdict = rateVerdict({ attempts, limit, nowMs: attempt.nowMs });
    if (!verdict.allowed) waitSeconds = Math.max(waitSeconds, verdict.retryAfterSeconds);
  }
  return waitSeconds > 0 ? { allowed: false, retryAfterSeconds: waitSeconds } : { allowed: true };
}
