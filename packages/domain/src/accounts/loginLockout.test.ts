import { describe, expect, it } from 'vitest';
import {
  afterFailedLogin,
  isLockedOut,
  LOGIN_FAILURE_LIMIT,
  LOGIN_LOCKOUT_MS,
  type LoginLockout,
  NO_LOCKOUT,
} from './loginLockout';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const MINUTE = 60_000;

describe('the lock after failed logins (product/accounts-and-sign-in.md#passwords-lockout-and-sessions): 5 in a row, for 15 minutes', () => {
  it('has the documented constants', () => {
    expect([LOGIN_FAILURE_LIMIT, LOGIN_LOCKOUT_MS]).toEqual([5, 15 * MINUTE]);
  });

  it.each<[string, LoginLockout, LoginLockout]>([
    ['the first failure is counted', NO_LOCKOUT, { failedAttempts: 1, lockedUntilMs: null }],
    [
      'the 4th failure is still counted',
      { failedAttempts: 3, lockedUntilMs: null },
      { failedAttempts: 4, lockedUntilMs: null },
    ],
    [
      'the 5th failure locks for 15 minutes and starts the count again',
      { failedAttempts: 4, lockedUntilMs: null },
      { failedAttempts: 0, lockedUntilMs: NOW + 15 * MINUTE },
    ],
    [
      'the first failure after an ended lock starts a new run',
      { failedAttempts: 0, lockedUntilMs: NOW - MINUTE },
      { failedAttempts: 1, lockedUntilMs: null },
    ],
  ])('%s', (_case, before, after) => {
    expect(afterFailedLogin(before, NOW)).toEqual(after);
  });

  it.each<[string, LoginLockout, number, boolean]>([
    ['never locked', NO_LOCKOUT, NOW, false],
    ['counted but not locked', { failedAttempts: 4, lockedUntilMs: null }, NOW, false],
    ['locked, a minute in', { failedAttempts: 0, lockedUntilMs: NOW + 14 * MINUTE }, NOW, true],
    ['locked, its last millisecond', { failedAttempts: 0, lockedUntilMs: NOW + 1 }, NOW, true],
    ['the lock ends at its time', { failedAttempts: 0, lockedUntilMs: NOW }, NOW, false],
  ])('isLockedOut: %s → %s', (_case, lockout, now, locked) => {
    expect(isLockedOut(lockout, now)).toBe(locked);
  });
});
