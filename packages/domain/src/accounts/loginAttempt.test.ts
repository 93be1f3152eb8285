import { describe, expect, it } from 'vitest';
import {
  CHANGE_PASSWORD_MESSAGE,
  decideLogin,
  type LoginAccountFacts,
  type LoginDecision,
  loginDecisionMessage,
  MEMBER_SERVICES_PHONE,
  staffSuspensionMessage,
} from './loginAttempt';
import { LOGIN_LOCKOUT_MS, type LoginLockout, NO_LOCKOUT } from './loginLockout';
import { loginProblemMessage } from './loginResult';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const GOOD: LoginAccountFacts = {
  activated: true,
  suspendedByStaff: false,
  mustChangePassword: false,
};
const LOCKED: LoginLockout = { failedAttempts: 0, lockedUntilMs: NOW + 60_000 };
const FOUR_FAILURES: LoginLockout = { failedAttempts: 4, lockedUntilMs: null };

describe('decideLogin: the status of a login (product/accounts-and-sign-in.md#login-results)', () => {
  it.each<
    [string, LoginAccountFacts | undefined, boolean, LoginLockout, LoginDecision, LoginLockout]
  >([
    ['the right password', GOOD, true, NO_LOCKOUT, { status: 'Success' }, NO_LOCKOUT],
    [
      'the right password clears earlier failures',
      GOOD,
      true,
      FOUR_FAILURES,
      { status: 'Success' },
      NO_LOCKOUT,
    ],
    [
      'a password to change',
      { ...GOOD, mustChangePassword: true },
      true,
      NO_LOCKOUT,
      { status: 'ChangePassword' },
      NO_LOCKOUT,
    ],
    [
      'not activated',
      { ...GOOD, activated: false, mustChangePassword: true },
      true,
      NO_LOCKOUT,
      { status: 'AccountNotActivated' },
      NO_LOCKOUT,
    ],
    [
      'suspended by staff, before anything else the password unlocks',
      { activated: false, suspendedByStaff: true, mustChangePassword: true },
      true,
      FOUR_FAILURES,
      { status: 'AccountSuspended', reason: 'suspendedByStaff' },
      NO_LOCKOUT,
    ],
    [
      'a wrong password',
      GOOD,
      false,
      NO_LOCKOUT,
      { status: 'InvalidCredentials' },
      { failedAttempts: 1, lockedUntilMs: null },
    ],
    [
      'a wrong password hides a staff suspension',
      { ...GOOD, suspendedByStaff: true },
      false,
      NO_LOCKOUT,
      { status: 'InvalidCredentials' },
      { failedAttempts: 1, lockedUntilMs: null },
    ],
    [
      'an unknown username is counted like a wrong password',
      undefined,
      false,
      NO_LOCKOUT,
      { status: 'InvalidCredentials' },
      { failedAttempts: 1, lockedUntilMs: null },
    ],
    [
      'the 5th wrong password locks at once',
      GOOD,
      false,
      FOUR_FAILURES,
      { status: 'AccountSuspended', reason: 'lockedOut' },
      { failedAttempts: 0, lockedUntilMs: NOW + LOGIN_LOCKOUT_MS },
    ],
    [
      'the 5th failure on an unknown username locks it too',
      undefined,
      false,
      FOUR_FAILURES,
      { status: 'AccountSuspended', reason: 'lockedOut' },
      { failedAttempts: 0, lockedUntilMs: NOW + LOGIN_LOCKOUT_MS },
    ],
    [
      'locked: even the right password is refused and the lock is kept',
      GOOD,
      true,
      LOCKED,
      { status: 'AccountSuspended', reason: 'lockedOut' },
      LOCKED,
    ],
    [
      'locked: a wrong password does not extend the lock',
      GOOD,
      false,
      LOCKED,
      { status: 'AccountSuspended', reason: 'lockedOut' },
      LOCKED,
    ],
    [
      'after the lock ends the right password gets in',
      GOOD,
      true,
      { failedAttempts: 0, lockedUntilMs: NOW },
      { status: 'Success' },
      NO_LOCKOUT,
    ],
  ])('%s', (_case, account, passwordMatches, lockout, decision, after) => {
    expect(decideLogin({ account, passwordMatches, lockout, nowMs: NOW })).toEqual({
      decision,
      lockout: after,
    });
  });
});

describe('loginDecisionMessage: what the login page variant answers (product/accounts-and-sign-in.md#login-problems)', () => {
  const PHONE = MEMBER_SERVICES_PHONE;
  it.each<[LoginDecision, string | null]>([
    [{ status: 'Success' }, null],
    [{ status: 'ChangePassword' }, CHANGE_PASSWORD_MESSAGE],
    [{ status: 'InvalidCredentials' }, loginProblemMessage('incorrectPassword', PHONE)],
    [{ status: 'AccountNotActivated' }, loginProblemMessage('accountNotActivated', PHONE)],
    [
      { status: 'AccountSuspended', reason: 'lockedOut' },
      'Your account has been suspended after too many failed login attempts. Please call (800) 555-0100.',
    ],
    [
      { status: 'AccountSuspended', reason: 'suspendedByStaff' },
      'Your account has been suspended. Please call (800) 555-0100.',
    ],
  ])('%j → %j', (decision, message) => {
    expect(loginDecisionMessage(decision, PHONE)).toBe(message);
  });

  it('words the staff suspension with the number to call', () => {
    expect(staffSuspensionMessage('(952) 380-1000')).toBe(
      'Your account has been suspended. Please call (952) 380-1000.',
    );
  });
});
