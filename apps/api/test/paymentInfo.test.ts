import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '../src/http/idempotency';
import { CARDS, completionTestApp } from './completionKit';

/**
 * POST /api/membership/v1/paymentInfo (product/payment-and-confirmation.md#payment-steps,
 * #payment-information): it checks the order's cart, staging and token, records the payment method,
 * and prices the cart for its kind: credit carries the surcharge, debit and bank do not
 * (product/pricing-and-dues.md#card-surcharge).
 */

const NOW = new Date('2026-11-21T18:00:00Z');

describe('POST /api/membership/v1/paymentInfo', () => {
  const { subject, kit } = completionTestApp(NOW);

  describe('charges the cart’s total for the payment kind (product/pricing-and-dues.md#card-surcharge)', () => {
    it.each([
      ['a credit card', CARDS.visaCredit, 'credit', 'totalWithSurcharge'],
      ['a debit card', CARDS.visaDebit, 'debit', 'total'],
      ['a bank account', 'bank', 'bank', 'total'],
    ] as const)('%s', async (_name, method, paymentKind, cartTotal) => {
      const order = await kit.stagedOrder();
      const paymentToken = await kit.token(method);
      const { status, body } = await kit.paymentInfo(order, paymentToken);
      expect(status).toBe(200);
      const { total, totalWithSurcharge } = order.summary;
      expect(totalWithSurcharge).toBeGreaterThan(total);
      expect(body).toMatchObject({
        orderId: order.orderId,
        cartId: order.cartId,
        stagingId: order.stagingId,
        paymentKind,
        currency: 'USD',
        monthly: order.summary.monthlyCharge,
        chargedToday: {
          amount: order.summary[cartTotal],
          amountBeforeSurcharge: total,
          surcharge: order.summary[cartTotal] - total,
        },
      });
      // The cart service now prices the cart for that kind.
      const [cart] = await subject().db.query<{
        payment_kind: string;
        summary: { revisedOrderTotal: number };
      }>('SELECT payment_kind, summary FROM carts WHERE cart_id = $1', [order.cartId]);
      expect(cart).toEqual({
        payment_kind: paymentKind,
        summary: expect.objectContaining({ revisedOrderTotal: order.summary[cartTotal] }),
      });
    });

    it('re-prices the cart when another card of another kind replaces the first', async () => {
      const order = await kit.stagedOrder();
      await kit.paymentInfo(order, await kit.token(CARDS.visaDebit));
      const { body } = await kit.paymentInfo(order, await kit.token(CARDS.visaCredit));
      expect(body.paymentKind).toBe('credit');
      expect(body.chargedToday.amount).toBe(order.summary.totalWithSurcharge);
      const [payment] = await subject().db.query<{ payment_kind: string }>(
        'SELECT payment_kind FROM order_payments WHERE order_id = $1',
        [order.orderId],
      );
      expect(payment?.payment_kind).toBe('credit');
    });

    it('records the brand, last four and club-tab choice, never the number', async () => {
      const order = await kit.stagedOrder();
      const paymentToken = await kit.token(CARDS.visaCredit);
      const { body } = await kit.paymentInfo(order, paymentToken, {
        usePaymentForClubTab: true,
        paymentInfo: { paymentKind: 'credit', brand: 'visa', lastFour: '4242' },
      });
      expect(body).toMatchObject({ brand: 'visa', lastFour: '4242', usePaymentForClubTab: true });
      const [row] = await subject().db.query<Record<string, unknown>>(
        'SELECT * FROM order_payments WHERE order_id = $1',
        [order.orderId],
      );
      expect(row).toMatchObject({
        brand: 'visa',
        last_four: '4242',
        use_payment_for_club_tab: true,
      });
      expect(JSON.stringify(row)).not.toContain(CARDS.visaCredit);
    });
  });

  describe('refuses an order it cannot match', () => {
    it('answers 404 for an unknown cart and an unknown staging', async () => {
      const order = await kit.stagedOrder();
      const paymentToken = await kit.token(CARDS.visaCredit);
      const noCart = await kit.paymentInfo(order, paymentToken, { cartId: 'no-such-cart' });
      expect(noCart).toMatchObject({
        status: 404,
        body: { message: 'Cart no-such-cart was not found.' },
      });
      const noStaging = await kit.paymentInfo(order, paymentToken, {
        stagingId: 'no-such-staging',
      });
      expect(noStaging).toMatchObject({
        status: 404,
        body: { message: 'Staging no-such-staging was not found.' },
      });
    });

    it('answers 400 for the staging of another cart', async () => {
      const order = await kit.stagedOrder();
      const other = await kit.stagedOrder();
      const { status, body } = await kit.paymentInfo(order, await kit.token(CARDS.visaCredit), {
        stagingId: other.stagingId,
      });
      expect(status).toBe(400);
      expect(body.message).toBe(
        `Staging ${other.stagingId} is not the staging of cart ${order.cartId}.`,
      );
    });

    it.each([
      ['another club', { clubId: '301' }, 'clubId is 301, the cart’s is 5'],
      [
        'another product type',
        { productType: 'DayPass' },
        'productType is DayPass, the cart’s is Monthly',
      ],
      [
        'another primary party',
        { partyId: 'someone-else' },
        'partyId is someone-else, the staging’s is',
      ],
    ])('answers 400 for %s', async (_name, change, detail) => {
      const order = await kit.stagedOrder();
      const { status, body } = await kit.paymentInfo(
        order,
        await kit.token(CARDS.visaCredit),
        change,
      );
      expect(status).toBe(400);
      expect(body.message).toContain(`The payment does not match cart ${order.cartId}: ${detail}`);
    });

    it('answers 400 naming the field for an unknown token', async () => {
      const order = await kit.stagedOrder();
      const { status, body } = await kit.paymentInfo(order, 'tok_sandbox_unknown');
      expect(status).toBe(400);
      expect(body.fields).toEqual([
        {
          field: 'body.paymentToken',
          message:
            'This payment token is not known: enter the payment method again to get a new one.',
        },
      ]);
    });

    it('answers 400 when paymentInfo says debit for a credit card', async () => {
      const order = await kit.stagedOrder();
      const { status, body } = await kit.paymentInfo(order, await kit.token(CARDS.visaCredit), {
        paymentInfo: { paymentKind: 'debit' },
      });
      expect(status).toBe(400);
      expect(body.message).toBe(
        'paymentInfo.paymentKind is debit, but the payment token’s is credit.',
      );
    });

    it('answers 400 for a body missing its token or with a bad field', async () => {
      const order = await kit.stagedOrder();
      const { status, body } = await kit.paymentInfo(order, '', { usePaymentForClubTab: 'yes' });
      expect(status).toBe(400);
      expect(body.fields.map((field: { field: string }) => field.field).sort()).toEqual([
        'body.paymentToken',
        'body.usePaymentForClubTab',
      ]);
    });

    it('changes nothing when refused', async () => {
      const order = await kit.stagedOrder();
      await kit.paymentInfo(order, await kit.token(CARDS.visaDebit), { partyId: 'someone-else' });
      expect(await kit.countOf('order_payments', 'order_id', order.orderId)).toBe(0);
      const [cart] = await subject().db.query<{ payment_kind: string | null }>(
        'SELECT payment_kind FROM carts WHERE cart_id = $1',
        [order.cartId],
      );
      expect(cart?.payment_kind).toBeNull();
    });
  });

  describe('is retry-safe by its Idempotency-Key (product/payment-and-confirmation.md#charging-once)', () => {
    it('answers a repeat with the first answer and another body with 409', async () => {
      const order = await kit.stagedOrder();
      const paymentToken = await kit.token(CARDS.visaCredit);
      const first = await kit.paymentInfo(order, paymentToken, {}, 'same-key');
      const repeat = await kit.paymentInfo(order, paymentToken, {}, 'same-key');
      expect(repeat).toEqual(first);
      const other = await kit.paymentInfo(
        order,
        paymentToken,
        { usePaymentForClubTab: true },
        'same-key',
      );
      expect(other.status).toBe(409);
      expect(other.body.message).toBe(IDEMPOTENCY_MESSAGES.otherBody);
    });

    it('requires the key', async () => {
      const order = await kit.stagedOrder();
      const response = await subject().app.inject({
        method: 'POST',
        url: '/api/membership/v1/paymentInfo',
        payload: {
          clubId: order.clubId,
          cartId: order.cartId,
          partyId: order.partyId,
          stagingId: order.stagingId,
          productType: order.productType,
          paymentToken: await kit.token(CARDS.visaCredit),
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(IDEMPOTENCY_MESSAGES.missing);
    });
  });
});
