import { ErrorResponse } from '@clubjoin/contract/errors';
import {
  EXISTENCE_CHECKS_PER_ADDRESS,
  EXISTENCE_CHECKS_PER_EMAIL,
  RESERVATIONS_PER_ADDRESS,
  RESERVATIONS_PER_EMAIL,
} from '@clubjoin/domain/accounts/identityRateLimit';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../src/config';
import { buildTestApp, type TestApp } from './testApp';
import { fixedClock, MINUTE } from './accountsTestKit';

const EXISTS = '/api/membership/v1/userIdentity/exists';
const RESERVE = '/api/membership/v1/userIdentity';
const WAIT_15_MINUTES =
  'Too many requests for this email address or from your connection. Please try again in 15 minutes.';

describe('identity checks and reservations are rate-limited per email and per client address', () => {
  let subject: TestApp;
  const time = fixedClock('2025-06-15T12:00:00Z');
  afterEach(async () => {
    await subject.app.close();
  });
  const start = async (trustProxy?: TrustProxy) => {
    time.set('2025-06-15T12:00:00Z');
    subject = await buildTestApp({ clock: time.clock, ...(trustProxy ? { trustProxy } : {}) });
  };

  const exists = (
    emailAddress: string,
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) =>
    subject.app.inject({
      method: 'POST',
      url: EXISTS,
      payload: { emailAddress },
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  let keys = 0;
  const reserve = (username: string, remoteAddress = '203.0.113.7') =>
    subject.app.inject({
      method: 'POST',
      url: RESERVE,
      headers: { 'idempotency-key': `limits-${(keys += 1)}` },
      payload: { username, password: 'Summer-Swim-2025' },
      remoteAddress,
    });

  it(`answers the ${EXISTENCE_CHECKS_PER_EMAIL + 1}th check of one email with 429 and retry-after, until the next window`, async () => {
    await start();
    for (let check = 1; check <= EXISTENCE_CHECKS_PER_EMAIL; check += 1) {
      expect((await exists('active.member@example.com')).json()).toEqual({ exists: true });
    }
    const refused = await exists(' ACTIVE.member@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(ErrorResponse.parse(refused.json())).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      message: WAIT_15_MINUTES,
    });
    expect((await exists('nobody@example.com')).json()).toEqual({ exists: false });

    time.advance(15 * MINUTE);
    expect((await exists('active.member@example.com')).statusCode).toBe(200);
  });

  it('answers only the first checks of 300 probes sent at once from one address', async () => {
    await start();
    const probes = await Promise.all(
      Array.from({ length: 300 }, (_, index) => exists(`probe.${index}@example.com`)),
    );
    const statuses = probes.map((probe) => probe.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(EXISTENCE_CHECKS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      300 - EXISTENCE_CHECKS_PER_ADDRESS,
    );
    expect(probes.find((probe) => probe.statusCode === 429)?.headers['retry-after']).toBe('900');
    // Another client is not held up by this one.
    expect((await exists('probe.1@example.com', {}, '198.51.100.20')).statusCode).toBe(200);
  });

  it('counts a trusted proxy’s client, and nobody else’s X-Forwarded-For', async () => {
    await start(['127.0.0.1']);
    const forwarded = (address: string) => ({ 'x-forwarded-for': address });
    for (let check = 1; check <= EXISTENCE_CHECKS_PER_ADDRESS; check += 1) {
      await exists(`person.${check}@example.com`, forwarded('198.51.100.1'));
    }
    expect((await exists('one.more@example.com', forwarded('198.51.100.1'))).statusCode).toBe(429);
    expect((await exists('one.more@example.com', forwarded('198.51.100.2'))).statusCode).toBe(200);

    // A caller that is not the proxy counts as itself, whatever address it claims.
    for (let check = 1; check <= EXISTENCE_CHECKS_PER_ADDRESS; check += 1) {
      await exists(`caller.${check}@example.com`, forwarded(`192.0.2.${check}`), '203.0.113.9');
    }
    const claimed = await exists('caller.x@example.com', forwarded('192.0.2.200'), '203.0.113.9');
    expect(claimed.statusCode).toBe(429);
  });

  it(`refuses the ${RESERVATIONS_PER_EMAIL + 1}th reservation of an email, and an address past ${RESERVATIONS_PER_ADDRESS}`, async () => {
    await start();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= RESERVATIONS_PER_ADDRESS + 5; attempt += 1) {
      statuses.push((await reserve('jane@example.com')).statusCode);
    }
    // The email's five, then refused; every attempt counted for the address too.
    expect(statuses.slice(0, RESERVATIONS_PER_EMAIL)).toEqual(
      Array(RESERVATIONS_PER_EMAIL).fill(201),
    );
    expect(new Set(statuses.slice(RESERVATIONS_PER_EMAIL))).toEqual(new Set([429]));

    const otherEmail = await reserve('john@example.com');
    expect(otherEmail.statusCode).toBe(429);
    expect(otherEmail.headers['retry-after']).toBe('900');
    expect(otherEmail.json().message).toBe(WAIT_15_MINUTES);

    expect((await reserve('john@example.com', '198.51.100.20')).statusCode).toBe(201);
    expect((await reserve('jane@example.com', '198.51.100.20')).statusCode).toBe(429);
  });
});
