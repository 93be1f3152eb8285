import { describe, expect, it } from 'vitest';
import {
  LOGIN_RESULT_CODES,
  LOGIN_STATUSES,
  type LoginProblem,
  type LoginStatus,
  loginOutcome,
  loginProblemMessage,
  loginStatusOfCode,
} from './loginResult';

const PHONE = '(952) 380-1000';

describe('login result codes (product/accounts-and-sign-in.md#login-results)', () => {
  it.each<[number, LoginStatus | undefined]>([
    [0, 'Success'],
    [203, 'ChangePassword'],
    [-201, 'InvalidCredentials'],
    [-207, 'AccountSuspended'],
    [-208, 'AccountNotActivated'],
    [-1, undefined],
    [500, undefined],
  ])('%i ↔ %j', (code, status) => {
    expect(loginStatusOfCode(code)).toBe(status);
    if (status !== undefined) expect(LOGIN_RESULT_CODES[status]).toBe(code);
  });

  it('cover every status', () => {
    expect(Object.keys(LOGIN_RESULT_CODES).sort()).toEqual([...LOGIN_STATUSES].sort());
  });
});

describe('loginOutcome (product/accounts-and-sign-in.md#login-problems): status → field error', () => {
  it('lets Success go on', () => {
    expect(loginOutcome('Success', PHONE)).toEqual({ ok: true });
  });

  it.each<[string, LoginProblem, 'email' | 'password']>([
    ['AccountNotActivated', 'accountNotActivated', 'email'],
    ['AccountSuspended', 'accountSuspended', 'email'],
    ['InvalidCredentials', 'incorrectPassword', 'password'],
    ['ChangePassword', 'unexpectedError', 'password'],
    ['SomethingNew', 'unexpectedError', 'password'],
    ['', 'unexpectedError', 'password'],
  ])('%j → %s under the %s', (status, problem, slot) => {
    expect(loginOutcome(status, PHONE)).toEqual({
      ok: false,
      problem,
      slot,
      message: loginProblemMessage(problem, PHONE),
    });
  });
});

describe('loginProblemMessage: wording per product/accounts-and-sign-in.md#login-problems', () => {
  it.each<[LoginProblem, string]>([
    [
      'accountNotActivated',
      'Your account has not been activated yet. Please use the link in your activation email, or resend the activation email.',
    ],
    [
      'accountSuspended',
      `Your account has been suspended after too many failed login attempts. Please call ${PHONE}.`,
    ],
    ['incorrectPassword', 'The password you entered is incorrect. Please try again.'],
    ['unexpectedError', `An unexpected error occurred. Please try again later or call ${PHONE}.`],
  ])('%s', (problem, message) => {
    expect(loginProblemMessage(problem, PHONE)).toBe(message);
  });
});
