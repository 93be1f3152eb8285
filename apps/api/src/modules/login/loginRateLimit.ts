import {
  LOGIN_ATTEMPTS_PER_ACCOUNT,
  LOGIN_ATTEMPTS_PER_ADDRESS,
  LOGIN_RATE_WINDOW_MS,
} from '@clubjoin/domain/accounts/loginRateLimit';
import type { Outcome } from '@clubjoin/domain/outcome';
import type { Queryable } from '../../db/database';
import { countTowardLimits, type RateLimited } from '../limits/countTowardLimits';

/**
 * Counts a login attempt for its username and its client address
 * (product/accounts-and-sign-in.md#login-results) and says whether it may go on; refused, the wait
 * is the longer of the two.
 */
export function countLoginAttempt(
  db: Queryable,
  attempt: { usernameKey: string; address: string; nowMs: number },
): Promise<Outcome<void, RateLimited>> {
  return countTowardLimits(db, {
    buckets: [
      { bucket: `login-account:${attempt.usernameKey}`, limit: LOGIN_ATTEMPTS_PER_ACCOUNT },
      { bucket: `login-address:${attempt.address}`, limit: LOGIN_ATTEMPTS_PER_ADDRESS },
    ],
    nowMs: attempt.nowMs,
    windowMs: LOGIN_RATE_WINDOW_MS,
  });
}
