/**
 * The identity service's limits, counted as logins are
 * (product/accounts-and-sign-in.md#login-results) per fixed window of 15 minutes. Asking whether an
 * email has an account tells who is a member, and reserving one hashes a password, so neither may
 * be asked in bulk. A person asks at get started and creates an account once or twice per
 * enrolment: ten checks and five reservations per email leave room for going back and retyping;
 * fifty checks and twenty reservations per client address let a club's shared connection enrol its
 * customers, while a script probing many emails from one address stops at fifty a window.
 */
export const IDENTITY_RATE_WINDOW_MS = 15 * 60_000;
export const EXISTENCE_CHECKS_PER_EMAIL = 10;
export const EXISTENCE_CHECKS_PER_ADDRESS = 50;
export const RESERVATIONS_PER_EMAIL = 5;
export const RESERVATIONS_PER_ADDRESS = 20;

/** The 429 message of a refused check or reservation; `retry-after` carries the seconds too. */
export function identityRateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes === 1 ? 'a minute' : `${minutes} minutes`;
  return `Too many requests for this email address or from your connection. Please try again in ${wait}.`;
}
