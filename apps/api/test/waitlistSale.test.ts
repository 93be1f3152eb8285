import { describe, expect, it } from 'vitest';
import { CARDS, completionTestApp, WAITLIST_AGREEMENTS } from './completionKit';

/**
 * A waitlist sale (decisions 03 §3: nothing is charged until activation;
 * product/pricing-and-dues.md#price-details, product/payment-and-confirmation.md#what-a-purchase-creates):
 * priced at 0 today with the monthly figures told, its card verified and kept for activation but
 * not charged, the membership Pending.
 */

const NOW = new Date('2026-11-21T18:00:00Z');

/** Club 303 sells Monthly plus SGT through a waitlist category. */
const WAITLIST_CART = {
  clubId: '303',
  productType: 'MonthlySGT',
  mmsPromotionCode: undefined,
  waitlist: true,
};

describe('a waitlist sale, from cart to completion', () => {
  const { subject, kit } = completionTestApp(NOW);

  it('records the card for activation and charges nothing today', async () => {
    const order = await kit.stagedOrder(WAITLIST_CART);
    expect(order.summary).toMatchObject({ total: 0, totalWithSurcharge: 0 });
    expect(order.summary.monthlyCharge).toBeGreaterThan(0);
    const paymentToken = await kit.token(CARDS.visaCredit);
    const recorded = await kit.paymentInfo(order, paymentToken);
    expect(recorded.status).toBe(200);
    expect(recorded.body.chargedToday).toMatchObject({ amount: 0, surcharge: 0 });
    expect(recorded.body.monthly).toBe(order.summary.monthlyCharge);

    const completed = await kit.complete(order, paymentToken, { agreements: WAITLIST_AGREEMENTS });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ status: 'Pending', chargedToday: 0 });
    const [kept] = await subject().db.query<{ payment_token: string; charged_amount: number }>(
      'SELECT payment_token, charged_amount FROM orders WHERE order_id = $1',
      [order.orderId],
    );
    expect(kept).toEqual({ payment_token: paymentToken, charged_amount: 0 });
    const charges = await subject().db.query<{ amount: number }>(
      'SELECT amount FROM sandbox_charges WHERE reference = $1',
      [order.orderId],
    );
    // The gateway's zero authorisation: the card is good, nothing is taken.
    expect(charges.map((charge) => charge.amount)).toEqual([0]);
  });

  it('still refuses a card the gateway declines: it must be good at activation', async () => {
    const { order, paymentToken } = await kit.payableOrder(CARDS.genericDecline, WAITLIST_CART);
    const completed = await kit.complete(order, paymentToken, { agreements: WAITLIST_AGREEMENTS });
    expect(completed.status).toBe(402);
    expect(await kit.countOf('orders', 'order_id', order.orderId)).toBe(0);
  });

  it('is refused where the club has no waitlist for the product (400), writing no cart', async () => {
    const refused = await kit.post(
      '/api/membership-cart/v2/cart',
      {
        clubId: '5',
        productType: 'Monthly',
        adultProductQuantity: 1,
        juniorProductQuantity: 0,
        waitlist: true,
      },
      kit.newKey('cart'),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Club 5 has no waitlist for Monthly memberships.');
  });
});
