import {
  EXISTENCE_CHECKS_PER_ADDRESS,
  EXISTENCE_CHECKS_PER_EMAIL,
  IDENTITY_RATE_WINDOW_MS,
  RESERVATIONS_PER_ADDRESS,
  RESERVATIONS_PER_EMAIL,
} from '@clubjoin/domain/accounts/identityRateLimit';
import { usernameKey } from '@clubjoin/domain/accounts/username';
import type { Outcome } from '@clubjoin/domain/outcome';
import type { Queryable } from '../../db/database';
import { countTowardLimits, type RateLimited } from '../limits/countTowardLimits';

/** The limits of each rate-limited identity request, per email and per client address. */
const LIMITS = {
  exists: { perEmail: EXISTENCE_CHECKS_PER_EMAIL, perAddress: EXISTENCE_CHECKS_PER_ADDRESS },
  reserve: { perEmail: RESERVATIONS_PER_EMAIL, perAddress: RESERVATIONS_PER_ADDRESS },
} as const;
export type IdentityRequestKind = keyof typeof LIMITS;

/**
 * Counts a check of whether an email has an account, or an identity reservation (before its
 * password is hashed; a retry with the same Idempotency-Key counts too), for the email and for the
 * client address, and says whether it may go on.
 */
export function countIdentityRequest(
  db: Queryable,
  kind: IdentityRequestKind,
  request: { email: string; address: string; nowMs: number },
): Promise<Outcome<void, RateLimited>> {
  const { perEmail, perAddress } = LIMITS[kind];
  return countTowardLimits(db, {
    buckets: [
      { bucket: `${kind}-email:${usernameKey(request.email)}`, limit: perEmail },
      { bucket: `${kind}-address:${request.address}`, limit: perAddress },
    ],
    nowMs: request.nowMs,
    windowMs: IDENTITY_RATE_WINDOW_MS,
  });
}
