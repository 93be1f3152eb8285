import { ErrorResponse } from '@clubjoin/contract/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';
import { fixedClock, logIn, MINUTE } from './accountsTestKit';

/** A login that fails: a wrong password, from a given client address. */
const wrongLogin = (subject: TestApp, username: string, remoteAddress = '203.0.113.7') =>
  subject.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: 'Wrong-Password-9', type: 'customer' },
    remoteAddress,
  });

describe('login rate limits (product/accounts-and-sign-in.md#passwords-lockout-and-sessions): 10 per account and 50 per address per 15 minutes', () => {
  let subject: TestApp;
  afterEach(async () => {
    await subject.app.close();
  });

  it('answers the 11th attempt on an account with 429, the retry time and the error shape', async () => {
    const time = fixedClock('2025-06-15T12:00:00Z');
    subject = await buildTestApp({ clock: time.clock });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await wrongLogin(subject, 'new.account@example.com')).statusCode).toBe(200);
    }
    const refused = await wrongLogin(subject, 'new.account@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(ErrorResponse.parse(refused.json())).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many login attempts. Please try again in 900 seconds.',
    });

    time.advance(10 * MINUTE);
    const later = await logIn(subject, 'new.account@example.com', { password: 'Clubjoin-Demo-1' });
    expect([later.statusCode, later.headers['retry-after']]).toEqual([429, '300']);

    // Another account from the same address is not held up by this one.
    expect((await logIn(subject, 'active.member@example.com')).json().status).toBe('Success');

    // The next window lets the account in again (its 15-minute lock has ended too).
    time.advance(5 * MINUTE);
    expect((await logIn(subject, 'new.account@example.com')).json().status).toBe('Success');
  });

  it('answers 429 once an address has tried 50 times, whichever accounts it tried', async () => {
    const time = fixedClock('2025-06-15T12:00:00Z');
    subject = await buildTestApp({ clock: time.clock });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 50; attempt += 1) {
      statuses.push((await wrongLogin(subject, 'new.account@example.com')).statusCode);
    }
    // Ten for the account, then refused for the account; all fifty count for the address.
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);

    const another = await wrongLogin(subject, 'active.member@example.com');
    expect(another.statusCode).toBe(429);
    expect(another.headers['retry-after']).toBe('900');

    const elsewhere = await wrongLogin(subject, 'active.member@example.com', '198.51.100.20');
    expect(elsewhere.statusCode).toBe(200);
  });
});
