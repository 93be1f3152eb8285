/**
 * Repeated failed logins lock the account
 * (product/accounts-and-sign-in.md#passwords-lockout-and-sessions: Repeated failures lock the
 * account (−207) for a while). We lock after 5 failed logins in a row, for 15 minutes.
 */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_LOCKOUT_MS = 15 * 60_000;

/** The failed logins counted for one username, and until when it is locked (epoch ms). */
export interface LoginLockout {
  failedAttempts: number;
  lockedUntilMs: number | null;
}

/** A username with no failed login counted. */
export const NO_LOCKOUT: LoginLockout = { failedAttempts: 0, lockedUntilMs: null };

/**
 * Whether the username is locked at `nowMs`
 * (product/accounts-and-sign-in.md#passwords-lockout-and-sessions); the lock ends at
 * `lockedUntilMs`.
 */
export function isLockedOut(lockout: LoginLockout, nowMs: number): boolean {
  return lockout.lockedUntilMs !== null && nowMs < lockout.lockedUntilMs;
}

/**
 * The count after a failed login (product/accounts-and-sign-in.md#login-results): the 5th failure
 * in a row locks the username for 15 minutes and starts the count again, so the first failure after
 * the lock ends is the first of a new run. Attempts while locked are refused before they are
 * counted, so a lock is never extended.
 */
export function afterFailedLogin(lockout: LoginLockout, nowMs: number): LoginLockout {
  const failedAttempts = lockout.failedAttempts + 1;
  if (failedAttempts < LOGIN_FAILURE_LIMIT) return { failedAttempts, lockedUntilMs: null };
  return { failedAttempts: 0, lockedUntilMs: nowMs + LOGIN_LOCKOUT_MS };
}
