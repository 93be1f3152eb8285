import { PAYMENT_MESSAGES } from '@clubjoin/domain/payments/paymentChecks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxGateway } from '../src/payments/sandboxGateway';
import { DECLINE_MESSAGES } from '@clubjoin/domain/payments/declineMessages';
import { buildTestApp, type TestApp } from './testApp';

/**
 * The tokenisation endpoint and the sandbox gateway
 * (product/decisions-and-platform.md#payment-gateway): cards are checked, the answer is a token
 * with brand, last four and expiry, nothing keeps a number or CVC, and a charge follows the public
 * test-card numbers.
 */

const NOW = new Date('2026-11-21T18:00:00Z');
const card = (cardNumber: string, cvc = '123') => ({
  kind: 'card',
  cardNumber,
  expiryMonth: 12,
  expiryYear: 2030,
  cvc,
});

describe('payment tokens and the sandbox gateway', () => {
  let subject: TestApp;
  let keys = 0;
  let orders = 0;
  beforeAll(async () => {
    subject = await buildTestApp({ clock: () => NOW });
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const tokenise = async (payload: Record<string, unknown>) => {
    keys += 1;
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/payments/v1/tokens',
      headers: { 'idempotency-key': `payments-test-${keys}` },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const charge = (
    token: string,
    reference = `order-${(orders += 1)}`,
    amount = 12_345,
    idempotencyKey = `${reference}:${token}:${amount}`,
  ) => sandboxGateway(subject.db).charge({ token, amount, reference, idempotencyKey }, NOW);

  it.each([
    ['4242424242424242', '123', 'visa', 'credit'],
    ['4242 4242 4242 4242', '123', 'visa', 'credit'],
    ['5555555555554444', '123', 'mastercard', 'credit'],
    ['378282246310005', '1234', 'amex', 'credit'],
    ['6011111111111117', '123', 'discover', 'credit'],
    ['4000056655665556', '123', 'visa', 'debit'],
    ['5200828282828210', '123', 'mastercard', 'debit'],
  ])('tokenises %s as %s (%s)', async (cardNumber, cvc, brand, paymentKind) => {
    const { status, body } = await tokenise(card(cardNumber, cvc));
    expect(status).toBe(201);
    expect(body).toEqual({
      token: expect.stringMatching(/^tok_sandbox_[\w-]{22}$/),
      paymentKind,
      brand,
      lastFour: cardNumber.slice(-4),
      expiryMonth: 12,
      expiryYear: 2030,
    });
  });

  it.each([
    ['4242424242424241', '123', 'body.cardNumber', PAYMENT_MESSAGES.cardNumber],
    ['3530111333300000', '123', 'body.cardNumber', PAYMENT_MESSAGES.cardBrand],
    ['4242424242424242', '12', 'body.cvc', PAYMENT_MESSAGES.cvc(3)],
    ['378282246310005', '123', 'body.cvc', PAYMENT_MESSAGES.cvc(4)],
  ])('refuses %s with CVC %s: 400 on %s', async (cardNumber, cvc, field, message) => {
    const { status, body } = await tokenise(card(cardNumber, cvc));
    expect(status).toBe(400);
    expect(body.fields).toEqual([{ field, message }]);
  });

  it('refuses a card past its expiry month, by the clock’s day', async () => {
    const { status, body } = await tokenise({
      ...card('4242424242424242'),
      expiryMonth: 10,
      expiryYear: 2026,
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual([{ field: 'body.expiry', message: PAYMENT_MESSAGES.expired }]);
  });

  it.each([
    ['4242424242424242', { ok: true, amount: 12_345 }],
    ['5555555555554444', { ok: true, amount: 12_345 }],
    ['378282246310005', { ok: true, amount: 12_345 }],
    [
      '4000000000000002',
      { ok: false, reason: 'genericDecline', message: DECLINE_MESSAGES.genericDecline },
    ],
    [
      '4000000000009995',
      { ok: false, reason: 'insufficientFunds', message: DECLINE_MESSAGES.insufficientFunds },
    ],
    [
      '4000000000000069',
      { ok: false, reason: 'expiredCard', message: DECLINE_MESSAGES.expiredCard },
    ],
    [
      '4000000000000127',
      { ok: false, reason: 'incorrectCvc', message: DECLINE_MESSAGES.incorrectCvc },
    ],
    [
      '4000000000000119',
      { ok: false, reason: 'processingError', message: DECLINE_MESSAGES.processingError },
    ],
  ])('a charge on %s answers %j', async (cardNumber, expected) => {
    const cvc = cardNumber.startsWith('37') ? '1234' : '123';
    const { body } = await tokenise(card(cardNumber, cvc));
    expect(await charge(body.token as string)).toMatchObject(expected);
  });

  it('charges once per idempotency key: a repeat answers the first charge', async () => {
    const { body } = await tokenise(card('4242424242424242'));
    const first = await charge(body.token as string, 'order-once', 12_345, 'key-once');
    const again = await charge(body.token as string, 'order-once', 99_999, 'key-once');
    expect(first).toEqual({
      ok: true,
      chargeId: expect.stringMatching(/^ch_sandbox_/),
      amount: 12_345,
    });
    expect(again).toEqual(first);
    expect(await sandboxGateway(subject.db).chargesOf('order-once')).toEqual([
      {
        chargeId: (first as { chargeId: string }).chargeId,
        token: body.token,
        amount: 12_345,
        status: 'captured',
        refundedAmount: 0,
      },
    ]);
  });

  it('keeps every charge of a reference; one voided is no longer captured', async () => {
    const gateway = sandboxGateway(subject.db);
    const { body } = await tokenise(card('4242424242424242'));
    const first = await charge(body.token as string, 'order-void', 10_000);
    const second = await charge(body.token as string, 'order-void', 20_000);
    if (!first.ok || !second.ok) throw new Error('both charges are approved');
    await gateway.voidCharge(first.chargeId, NOW);
    const charges = await gateway.chargesOf('order-void');
    expect(
      charges.map(({ amount, status }) => ({ amount, status })).sort((a, b) => a.amount - b.amount),
    ).toEqual([
      { amount: 10_000, status: 'voided' },
      { amount: 20_000, status: 'captured' },
    ]);
    expect(await gateway.refund(first.chargeId, 100, NOW)).toMatchObject({ ok: false });
  });

  it('refunds part or all of a captured charge, never more than it took', async () => {
    const gateway = sandboxGateway(subject.db);
    const { body } = await tokenise(card('4242424242424242'));
    const charged = await charge(body.token as string, 'order-refund', 10_000);
    if (!charged.ok) throw new Error('the charge is approved');
    expect(await gateway.refund(charged.chargeId, 2_500, NOW)).toEqual({
      ok: true,
      refundedAmount: 2_500,
    });
    expect(await gateway.refund(charged.chargeId, 7_501, NOW)).toMatchObject({ ok: false });
    expect(await gateway.refund(charged.chargeId, 7_500, NOW)).toEqual({
      ok: true,
      refundedAmount: 10_000,
    });
    // A refunded charge is not voided afterwards: the money already went back.
    await gateway.voidCharge(charged.chargeId, NOW);
    expect((await gateway.chargesOf('order-refund'))[0]).toMatchObject({
      status: 'captured',
      refundedAmount: 10_000,
    });
  });

  it('leaves a declined order payable with another card', async () => {
    const declined = await tokenise(card('4000000000000002'));
    const approved = await tokenise(card('5555555555554444'));
    expect(await charge(declined.body.token as string, 'order-retry')).toMatchObject({ ok: false });
    expect(await charge(approved.body.token as string, 'order-retry')).toMatchObject({
      ok: true,
      amount: 12_345,
    });
  });

  it('declines a token it never gave', async () => {
    expect(await charge('tok_sandbox_unknown')).toEqual({
      ok: false,
      reason: 'unknownToken',
      message: DECLINE_MESSAGES.unknownToken,
    });
  });

  it('tokenises a bank account with a valid routing number, as a bank payment', async () => {
    const { status, body } = await tokenise({
      kind: 'bank',
      routingNumber: '110000000',
      accountNumber: '000123456789',
      accountType: 'checking',
      accountHolderName: 'Jane Doe',
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      token: expect.stringMatching(/^tok_sandbox_/),
      paymentKind: 'bank',
      brand: 'bank',
      lastFour: '6789',
    });
    expect(await charge(body.token as string)).toMatchObject({ ok: true });
  });

  it.each([
    ['110000001', '000123456789', [['body.routingNumber', PAYMENT_MESSAGES.routingNumber]]],
    ['110000000', '12', [['body.accountNumber', PAYMENT_MESSAGES.accountNumber]]],
  ])('refuses routing %s account %s', async (routingNumber, accountNumber, fields) => {
    const { status, body } = await tokenise({
      kind: 'bank',
      routingNumber,
      accountNumber,
      accountType: 'savings',
      accountHolderName: 'Jane Doe',
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual(fields.map(([field, message]) => ({ field, message })));
  });

  it('keeps no card number, CVC or account number in the database or the logs', async () => {
    await tokenise(card('4000000000009995', '987'));
    await tokenise({
      kind: 'bank',
      routingNumber: '021000021',
      accountNumber: '99887766554433',
      accountType: 'checking',
      accountHolderName: 'Jane Doe',
    });
    const stored = JSON.stringify(await subject.db.query('SELECT * FROM payment_tokens'));
    const keysStored = JSON.stringify(await subject.db.query('SELECT * FROM idempotency_keys'));
    const logged = JSON.stringify(subject.logs.lines);
    for (const text of [stored, keysStored, logged]) {
      expect(text).not.toContain('4000000000009995');
      expect(text).not.toContain('99887766554433');
      expect(text).not.toMatch(/"cvc"|"cardNumber"|"accountNumber"/);
    }
    expect(stored).toContain('9995');
  });

  it('logs no card number from a body that is not even JSON', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/payments/v1/tokens',
      headers: { 'idempotency-key': 'broken-json', 'content-type': 'application/json' },
      payload: '{"kind":"card","cardNumber":"4000000000000127",',
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(subject.logs.lines)).not.toContain('4000000000000127');
  });

  it('tells credit from debit by a BIN, as the token later pays', async () => {
    const funding = async (bin: string) => {
      const response = await subject.app.inject({
        method: 'GET',
        url: `/api/payments/v1/card-funding?bin=${bin}`,
      });
      return { status: response.statusCode, body: response.json() };
    };
    expect(await funding('40000566')).toEqual({
      status: 200,
      body: { bin: '40000566', funding: 'debit' },
    });
    expect((await funding('41111111')).body.funding).toBe('credit');
    expect((await tokenise(card('4000056655665556'))).body.paymentKind).toBe('debit');
    expect((await tokenise(card('4111111111111111'))).body.paymentKind).toBe('credit');

    for (const bad of ['4000056', '400005665', '4000 056', 'abcdefgh']) {
      const refused = await funding(encodeURIComponent(bad));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('The bin is the first 8 digits of a card number.');
    }
  });

  it('needs an Idempotency-Key header', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/payments/v1/tokens',
      payload: card('4242424242424242'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'headers.idempotency-key', message: expect.stringContaining('Idempotency-Key') },
    ]);
  });
});
