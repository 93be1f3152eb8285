import { COMPLETION_MESSAGES } from '@clubjoin/domain/completion/completionRequirements';
import { CompleteRequest } from '@clubjoin/contract/completion';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { fingerprintHash } from '../src/http/idempotency';
import type { PaymentGateway } from '../src/payments/paymentGateway';
import { sandboxGateway } from '../src/payments/sandboxGateway';
import { ADDRESS, CARDS, completionTestApp, ONE_ADULT_CART, PRIMARY } from './completionKit';

/**
 * Exactly once must also mean the right amount on the right card
 * (product/payment-and-confirmation.md#charging-once; issue "Trust first" §3): complete charges
 * what the order's current cart version says, on the token paymentInfo recorded, with every refusal
 * before the charge; once payment begins the cart and staging are frozen.
 */

const NOW = new Date('2026-11-21T18:00:00Z');

/** A sandbox gateway that runs `during` while a charge is being made (a slow card network). */
function gatewayWithPause(db: Database, during: { run: (() => Promise<void>) | undefined }) {
  const sandbox = sandboxGateway(db);
  const gateway: PaymentGateway = {
    ...sandbox,
    async charge(request, now) {
      const work = during.run;
      during.run = undefined;
      await work?.();
      return sandbox.charge(request, now);
    },
  };
  return gateway;
}

describe('complete charges exactly what the order says', () => {
  const duringCharge: { run: (() => Promise<void>) | undefined } = { run: undefined };
  const { subject, kit } = completionTestApp(NOW, {
    paymentGateway: (db) => gatewayWithPause(db, duringCharge),
  });

  /** The cart update the browser sends, to `adults` adults, at the version it read. */
  function updateCart(
    order: { cartId: string; magentoCartId: string; orderId: string },
    version: number,
    adults = 2,
  ) {
    return subject().app.inject({
      method: 'PUT',
      url: '/api/membership-cart/v2/cart',
      payload: {
        ...ONE_ADULT_CART,
        adultProductQuantity: adults,
        cartId: order.cartId,
        magentoCartId: order.magentoCartId,
        orderId: order.orderId,
        version,
      },
    });
  }

  /** The order's charges at the gateway, and what its lines add up to. */
  async function chargesAndLines(orderId: string) {
    const charges = await sandboxGateway(subject().db).chargesOf(orderId);
    const [lines] = await subject().db.query<{ total: number | null }>(
      'SELECT sum(amount + tax)::int AS total FROM order_lines WHERE order_id = $1',
      [orderId],
    );
    return {
      captured: charges
        .filter((charge) => charge.status === 'captured')
        .map(({ amount, token }) => ({ amount, token })),
      voided: charges.filter((charge) => charge.status === 'voided').length,
      lines: lines?.total ?? 0,
    };
  }

  it('refuses agreements that repeat an id with 400, before anything is charged (P1)', async () => {
    const { order, paymentToken } = await kit.payableOrder();
    const agreement = {
      id: 'membership-terms',
      name: 'Membership agreement',
      version: '2026.1',
      accepted: true,
    };
    const { status, body } = await kit.complete(order, paymentToken, {
      agreements: [agreement, agreement],
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual([
      {
        field: 'body.agreements',
        message: COMPLETION_MESSAGES.duplicateAgreement('membership-terms'),
      },
    ]);
    expect(await kit.countOf('sandbox_charges', 'reference', order.orderId)).toBe(0);
    // Nothing began: the order can still be changed.
    expect((await updateCart(order, order.version)).statusCode).toBe(200);
  });

  it('freezes a cart once its payment began: a change committed during the charge is refused (P2)', async () => {
    const { order, paymentToken } = await kit.payableOrder();
    let updateDuringCharge: number | undefined;
    duringCharge.run = async () => {
      updateDuringCharge = (await updateCart(order, order.version)).statusCode;
    };
    const completed = await kit.complete(order, paymentToken);
    expect(completed.status).toBe(200);
    expect(updateDuringCharge).toBe(409);
    const { captured, lines } = await chargesAndLines(order.orderId);
    expect(captured).toEqual([{ amount: completed.body.chargedToday, token: paymentToken }]);
    expect(lines).toBe(completed.body.chargedToday);
    const [cart] = await subject().db.query<{ adult_quantity: number }>(
      'SELECT adult_quantity FROM carts WHERE cart_id = $1',
      [order.cartId],
    );
    expect(cart?.adult_quantity).toBe(1);
  });

  it('refuses every change to a paid order’s cart, staging and payment method with 409 (P3)', async () => {
    const { order, paymentToken } = await kit.payableOrder();
    expect((await kit.complete(order, paymentToken)).status).toBe(200);
    const update = await updateCart(order, order.version);
    expect([update.statusCode, update.json().message]).toEqual([
      409,
      COMPLETION_MESSAGES.paymentBegun,
    ]);
    const restage = await kit.post(
      '/api/membership/v1/stage',
      {
        ...ONE_ADULT_CART,
        cartId: order.cartId,
        magentoCartId: order.magentoCartId,
        orderId: order.orderId,
        stagingId: order.stagingId,
        primaryMember: { ...PRIMARY, partyId: order.partyId, firstName: 'Someone' },
        membershipAddress: ADDRESS,
      },
      kit.newKey('restage'),
    );
    expect([restage.status, restage.body.message]).toEqual([409, COMPLETION_MESSAGES.paymentBegun]);
    const otherCard = await kit.paymentInfo(order, await kit.token(CARDS.visaDebit));
    expect([otherCard.status, otherCard.body.message]).toEqual([
      409,
      COMPLETION_MESSAGES.paymentBegun,
    ]);
  });

  it('after a failure past the charge, keeps the order frozen and the retry reuses the charge', async () => {
    const { order, paymentToken } = await kit.payableOrder();
    await subject().db.exec(`
      CREATE FUNCTION fail_orders() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the disk is full'; END $$;
      CREATE TRIGGER fail_orders BEFORE INSERT ON orders
        FOR EACH ROW EXECUTE FUNCTION fail_orders();
    `);
    try {
      expect((await kit.complete(order, paymentToken)).status).toBe(500);
    } finally {
      await subject().db.exec('DROP TRIGGER fail_orders ON orders; DROP FUNCTION fail_orders();');
    }
    // The person cannot turn the charged order into another one (the case the charge was lost in).
    expect((await updateCart(order, order.version)).statusCode).toBe(409);
    const debit = await kit.paymentInfo(order, await kit.token(CARDS.visaDebit));
    expect(debit.status).toBe(409);
    const retry = await kit.complete(order, paymentToken);
    expect(retry.status).toBe(200);
    const { captured, voided, lines } = await chargesAndLines(order.orderId);
    expect(captured).toEqual([{ amount: retry.body.chargedToday, token: paymentToken }]);
    expect(voided).toBe(0);
    expect(lines).toBe(retry.body.chargedToday);
  });

  it('voids a charge of the order for another amount or card and charges what the order says (P1)', async () => {
    const { order, paymentToken } = await kit.payableOrder(CARDS.visaDebit);
    // A charge an earlier attempt left for another amount on another card.
    const stale = await kit.token(CARDS.visaCredit);
    const gateway = sandboxGateway(subject().db);
    await gateway.charge(
      { token: stale, amount: 39_852, reference: order.orderId, idempotencyKey: 'earlier-attempt' },
      NOW,
    );
    const completed = await kit.complete(order, paymentToken);
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ paymentKind: 'debit', lastFour: '5556' });
    const { captured, voided, lines } = await chargesAndLines(order.orderId);
    expect(voided).toBe(1);
    expect(captured).toEqual([{ amount: completed.body.chargedToday, token: paymentToken }]);
    expect(lines).toBe(completed.body.chargedToday);
    expect(completed.body.chargedToday).toBe(order.summary.total);
  });

  it('thaws the order after a decline: it may be changed and paid with another card', async () => {
    const { order, paymentToken } = await kit.payableOrder(CARDS.insufficientFunds);
    expect((await kit.complete(order, paymentToken)).status).toBe(402);
    const changed = await updateCart(order, order.version);
    expect(changed.statusCode).toBe(200);
  });

  it('takes over a complete whose process died mid-request, within one retry (seconds, not minutes)', async () => {
    const { order, paymentToken } = await kit.payableOrder();
    const body = kit.completeBody(order, paymentToken);
    // As a process killed mid-request leaves its claim: running, renewed no more, its lease
    // ending two seconds from now.
    await subject().db.query(
      `INSERT INTO idempotency_keys (operation, idempotency_key, request_hash, status, created_at,
         lease_until)
       VALUES ('membership.complete', 'died-mid-request', $1, 'running', $2,
         clock_timestamp() + interval '2 seconds')`,
      [fingerprintHash(CompleteRequest.parse(body)), NOW],
    );
    const retry = await kit.post('/api/membership/v1/complete', body, 'died-mid-request');
    expect(retry.status).toBe(200);
    expect(retry.body.orderId).toBe(order.orderId);
    expect(await kit.countOf('sandbox_charges', 'reference', order.orderId)).toBe(1);
  });
});
