import { ErrorResponse } from '@clubjoin/contract/errors';
import { LoginResponse } from '@clubjoin/contract/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';
import { demoAccount, fixedClock, logIn, MINUTE } from './accountsTestKit';

const NOT_ACTIVATED =
  'Your account has not been activated yet. Please use the link in your activation email, or resend the activation email.';
const LOCKED =
  'Your account has been suspended after too many failed login attempts. Please call (800) 555-0100.';
const SUSPENDED_BY_STAFF = 'Your account has been suspended. Please call (800) 555-0100.';
const INCORRECT_PASSWORD = 'The password you entered is incorrect. Please try again.';
const CHANGE_PASSWORD =
  'Your password has to be changed before you can log in. Please use the forgot-password link to set a new one.';

describe('POST /api/auth/login and /api/gateway/auth/v2/login (product/accounts-and-sign-in.md#login-results)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.app.close();
  });

  it.each<[string, string, number, string, string | undefined, string | null]>([
    ['an active account', 'Success', 0, 'new.account@example.com', undefined, null],
    [
      'an account flagged to change its password',
      'ChangePassword',
      203,
      'change.password@example.com',
      undefined,
      CHANGE_PASSWORD,
    ],
    [
      'an account not activated',
      'AccountNotActivated',
      -208,
      'not.activated@example.com',
      undefined,
      NOT_ACTIVATED,
    ],
    [
      'an account suspended by staff',
      'AccountSuspended',
      -207,
      'suspended.account@example.com',
      undefined,
      SUSPENDED_BY_STAFF,
    ],
    [
      'a wrong password',
      'InvalidCredentials',
      -201,
      'new.account@example.com',
      'Wrong-Password-9',
      INCORRECT_PASSWORD,
    ],
    [
      'a username with no account',
      'InvalidCredentials',
      -201,
      'nobody@example.com',
      'Clubjoin-Demo-1',
      INCORRECT_PASSWORD,
    ],
    [
      'a suspended account with a wrong password: the suspension stays hidden',
      'InvalidCredentials',
      -201,
      'suspended.account@example.com',
      'Wrong-Password-9',
      INCORRECT_PASSWORD,
    ],
  ])('%s → %s (%i)', async (_case, status, code, username, password, message) => {
    const response = await logIn(subject, username, password ? { password } : {});
    expect(response.statusCode).toBe(200);
    const body = LoginResponse.parse(response.json());
    expect(body).toMatchObject({ status, code, message });
    if (status === 'Success') {
      expect(body.ssoId).toMatch(/^[\w-]{43}$/);
      expect(body.partyId).toBe(demoAccount(username).partyId);
      expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual([
        'lt-oms-remember',
        'lt-oms-signed-in',
        'lt-oms-sso',
      ]);
    } else {
      expect(body).toMatchObject({ ssoId: null, partyId: null });
      expect(response.cookies).toEqual([]);
    }
  });

  it('matches the username without case or surrounding spaces', async () => {
    const response = await logIn(subject, '  New.Account@EXAMPLE.com ', {
      password: demoAccount('new.account@example.com').password,
    });
    expect(response.json().status).toBe('Success');
  });

  it('answers the gateway login the same way, session included', async () => {
    const response = await logIn(subject, 'new.account@example.com', {
      url: '/api/gateway/auth/v2/login',
    });
    expect(response.json()).toMatchObject({ status: 'Success', code: 0 });
    expect(response.cookies.some((cookie) => cookie.name === 'lt-oms-sso')).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no username', { password: 'x' }, 'body.username', 'Please enter an email.'],
    [
      'a blank username',
      { username: '   ', password: 'x' },
      'body.username',
      'Please enter an email.',
    ],
    [
      'a username that is not an email',
      { username: 'jane.example.com', password: 'x' },
      'body.username',
      'Sorry, that seems to be an invalid email format.',
    ],
    [
      'a username over 133 characters',
      { username: `${'a'.repeat(60)}@${'b'.repeat(70)}.com`, password: 'x' },
      'body.username',
      'Your new email address must be 133 characters or less.',
    ],
    [
      'no password',
      { username: 'new.account@example.com' },
      'body.password',
      'Please enter a password.',
    ],
    [
      'a blank password',
      { username: 'new.account@example.com', password: '  ' },
      'body.password',
      'Please enter a password.',
    ],
  ])('answers %s with 400 and the shared message', async (_case, payload, field, message) => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { type: 'customer', ...payload },
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorResponse.parse(response.json()).fields).toEqual([{ field, message }]);
  });

  it('refuses a login type other than customer, and the gateway one other than customer or employee', async () => {
    const sale = await subject.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'new.account@example.com', password: 'x', type: 'employee' },
    });
    expect(sale.statusCode).toBe(400);
    expect(sale.json().fields).toEqual([
      { field: 'body.type', message: "The login type is 'customer'." },
    ]);
    const gateway = await subject.app.inject({
      method: 'POST',
      url: '/api/gateway/auth/v2/login',
      payload: { username: 'new.account@example.com', password: 'x', type: 'partner' },
    });
    expect(gateway.statusCode).toBe(400);
    expect(gateway.json().fields).toEqual([
      { field: 'body.type', message: "The login type is 'customer' or 'employee'." },
    ]);
  });

  it('never writes the password or the SSO id to the log', async () => {
    const response = await logIn(subject, 'new.account@example.com');
    await logIn(subject, 'new.account@example.com', { password: 'Typo-Secret-77' });
    const logged = JSON.stringify(subject.logs.lines);
    expect(logged).not.toContain(demoAccount('new.account@example.com').password);
    expect(logged).not.toContain('Typo-Secret-77');
    expect(logged).not.toContain(response.json().ssoId);
  });
});

describe('the lock after failed logins (product/accounts-and-sign-in.md#passwords-lockout-and-sessions: 5 in a row lock for 15 minutes)', () => {
  let subject: TestApp;
  afterEach(async () => {
    await subject.app.close();
  });

  const statusOf = async (username: string, password?: string) =>
    (await logIn(subject, username, password ? { password } : {})).json() as {
      status: string;
      code: number;
      message: string | null;
    };

  it('locks on the 5th wrong password, refuses even the right one, and lets it in after 15 minutes', async () => {
    const time = fixedClock('2025-06-15T12:00:00Z');
    subject = await buildTestApp({ clock: time.clock });
    const user = 'new.account@example.com';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await statusOf(user, 'Wrong-Password-9')).status).toBe('InvalidCredentials');
    }
    expect(await statusOf(user, 'Wrong-Password-9')).toEqual({
      status: 'AccountSuspended',
      code: -207,
      message: LOCKED,
      ssoId: null,
      partyId: null,
    });
    time.advance(14 * MINUTE + 59_000);
    expect((await statusOf(user)).status).toBe('AccountSuspended');
    time.advance(1000);
    expect((await statusOf(user)).status).toBe('Success');
  });

  it('starts counting again after a successful login', async () => {
    const time = fixedClock('2025-06-15T12:00:00Z');
    subject = await buildTestApp({ clock: time.clock });
    const user = 'new.account@example.com';
    for (let attempt = 1; attempt <= 4; attempt += 1) await statusOf(user, 'Wrong-Password-9');
    expect((await statusOf(user)).status).toBe('Success');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await statusOf(user, 'Wrong-Password-9')).status).toBe('InvalidCredentials');
    }
  });

  it('locks a username with no account the same way, so the lock tells nothing', async () => {
    const time = fixedClock('2025-06-15T12:00:00Z');
    subject = await buildTestApp({ clock: time.clock });
    const statuses = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      statuses.push((await statusOf('nobody@example.com', 'Wrong-Password-9')).status);
    }
    expect(statuses).toEqual([
      'InvalidCredentials',
      'InvalidCredentials',
      'InvalidCredentials',
      'InvalidCredentials',
      'AccountSuspended',
      'AccountSuspended',
    ]);
  });
});

describe('timing of a failed login (product/accounts-and-sign-in.md#login-results)', () => {
  let subject: TestApp;
  afterEach(async () => {
    await subject.app.close();
  });

  const median = (values: number[]) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const timed = async (username: string) => {
    const started = performance.now();
    await logIn(subject, username, { password: 'Wrong-Password-9' });
    return performance.now() - started;
  };

  it('spends a password hash on an unknown username as on a known one', async () => {
    subject = await buildTestApp();
    await timed('warm-up@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      known.push(await timed('new.account@example.com'));
      unknown.push(await timed(`nobody${round}@example.com`));
    }
    // A hash takes far longer than the lookups, so without one an unknown username would answer
    // in a small fraction of the time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.6);
    expect(median(known)).toBeGreaterThan(median(unknown) * 0.6);
  });
});
