/**
 * Logins are rate-limited per account and per client address
 * (product/accounts-and-sign-in.md#passwords-lockout-and-sessions). Counts are kept per fixed
 * window of 15 minutes. Ten attempts per username leave room for the 5-failure lock and stop a
 * locked username from costing a password hash per request; fifty per address let a club's shared
 * connection sign in its customers while stopping one address from spraying many usernames.
 */
export const LOGIN_RATE_WINDOW_MS = 15 * 60_000;
export const LOGIN_ATTEMPTS_PER_ACCOUNT = 10;
export const LOGIN_ATTEMPTS_PER_ADDRESS = 50;

/** The 429 message of a refused login; the retry time is in the `retry-after` header too. */
export function loginRateLimitMessage(retryAfterSeconds: number): string {
  return `Too many login attempts. Please try again in ${retryAfterSeconds} seconds.`;
}

/** The start of the window `nowMs` falls in (epoch ms); windows start at multiples of its length. */
export function rateWindowStartMs(nowMs: number, windowMs = LOGIN_RATE_WINDOW_MS): number {
  return nowMs - (nowMs % windowMs);
}

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether an attempt is allowed (product/accounts-and-sign-in.md#passwords-lockout-and-sessions),
 * given the attempts counted in its window including this one: up to `limit` are, the rest wait for
 * the next window, in whole seconds rounded up.
 */
export function rateVerdict(input: {
  attempts: number;
  limit: number;
  nowMs: number;
  windowMs?: number;
}): RateVerdict {
  const windowMs = input.windowMs ?? LOGIN_RATE_WINDOW_MS;
  if (input.attempts <= input.limit) return { allowed: true };
  const windowEndMs = rateWindowStartMs(input.nowMs, windowMs) + windowMs;
  return { allowed: false, retryAfterSeconds: Math.ceil((windowEndMs - input.nowMs) / 1000) };
}
