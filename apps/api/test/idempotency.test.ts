import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '../src/http/idempotency';
import { buildTestApp, type TestApp } from './testApp';

/**
 * Idempotency keys (product/payment-and-confirmation.md#charging-once: each takes an idempotency
 * key, a repeat returns the first answer): a repeat with the same key and body answers the first
 * answer without doing the work again, the same key with another body answers 409, and concurrent
 * duplicates run once.
 */

const NOW = new Date('2026-11-21T18:00:00Z');
const VISA = {
  kind: 'card',
  cardNumber: '4242424242424242',
  expiryMonth: 12,
  expiryYear: 2030,
  cvc: '123',
};

describe('Idempotency-Key on POST /api/payments/v1/tokens', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ clock: () => NOW });
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const post = async (key: string, payload: Record<string, unknown>) => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/payments/v1/tokens',
      headers: { 'idempotency-key': key },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const tokensStored = async () =>
    (await subject.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_tokens'))[0]?.n;

  it('answers a repeat with the first answer and tokenises once', async () => {
    const before = await tokensStored();
    const first = await post('repeat-1', VISA);
    const again = await post('repeat-1', { ...VISA });
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(await tokensStored()).toBe((before ?? 0) + 1);
  });

  it('reads the same body in another key order as the same request', async () => {
    const first = await post('order-1', VISA);
    const { cvc, kind, ...rest } = VISA;
    expect(await post('order-1', { cvc, ...rest, kind })).toEqual(first);
  });

  it.each([
    ['another card', { cardNumber: '5555555555554444' }],
    ['another expiry', { expiryYear: 2031 }],
  ])('answers 409 to the same key with %s', async (_name, change) => {
    const key = `conflict-${JSON.stringify(change)}`;
    expect((await post(key, VISA)).status).toBe(201);
    const conflict = await post(key, { ...VISA, ...change });
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe(IDEMPOTENCY_MESSAGES.otherBody);
  });

  it('keeps keys apart: another key runs again', async () => {
    const first = await post('apart-1', VISA);
    const second = await post('apart-2', VISA);
    expect(second.body.token).not.toBe(first.body.token);
  });

  it('runs concurrent duplicates once, and each gets the same answer', async () => {
    const before = await tokensStored();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('race-1', VISA)));
    expect(new Set(answers.map((answer) => answer.body.token)).size).toBe(1);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await tokensStored()).toBe((before ?? 0) + 1);
  });

  it('releases the key of a refused request, so a corrected retry runs', async () => {
    const refused = await post('retry-1', { ...VISA, cvc: '1' });
    expect(refused.status).toBe(400);
    const corrected = await post('retry-1', VISA);
    expect(corrected.status).toBe(201);
  });

  it.each([
    ['runs at once when its lease has run out', -1_000, 201],
    ['takes the key over within one retry when its lease runs out seconds later', 2_000, 201],
    ['answers 409 while its process keeps renewing the lease', 60_000, 409],
  ])(
    'a claim left running: %s',
    async (_name, leaseLeftMs, status) => {
      const key = `stale-${leaseLeftMs}`;
      expect((await post(key, VISA)).status).toBe(201);
      // As a process leaves it: still running, no answer, its lease ending `leaseLeftMs` from now
      // (a process that died renews it no more; a live one keeps it ahead).
      await subject.db.query(
        `UPDATE idempotency_keys SET status = 'running', response_body = NULL,
           lease_until = clock_timestamp() + make_interval(secs => $2)
         WHERE idempotency_key = $1`,
        [key, leaseLeftMs / 1000],
      );
      const retry = await post(key, VISA);
      expect(retry.status).toBe(status);
    },
    20_000,
  );

  it.each([
    ['an empty key', ''],
    ['a key over 255 characters', 'k'.repeat(256)],
    ['a key with a space', 'a key'],
  ])('answers 400 to %s', async (_name, key) => {
    const response = await post(key, VISA);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(IDEMPOTENCY_MESSAGES.missing);
  });
});
