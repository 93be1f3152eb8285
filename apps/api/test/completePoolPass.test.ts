import { COMPLETION_MESSAGES } from '@clubjoin/domain/completion/completionRequirements';
import { describe, expect, it } from 'vitest';
import { CARDS, completionTestApp } from './completionKit';

/**
 * The summer pool access through completion (product/add-ons-and-pool-pass.md#pool-pass-season,
 * product/payment-and-confirmation.md#completing-the-purchase isPoolPass): a cart saved with the
 * pass charges it, once, as its own line of the order.
 */

// Outside the season: the cart sells the club's next one (docs/decisions/0004).
const NOW = new Date('2026-11-21T18:00:00Z');

describe('completing a membership with the pool pass', () => {
  const { subject, kit } = completionTestApp(NOW);

  it('charges the cart’s total with the pass, and the order lists the pass', async () => {
    const { order, paymentToken } = await kit.payableOrder(CARDS.visaCredit, { poolPass: true });
    const { status, body } = await kit.complete(order, paymentToken, { isPoolPass: true });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.chargedToday).toBe(order.summary.totalWithSurcharge);

    const season = (
      await subject().app.inject({ method: 'GET', url: '/api/product/club/5/poolpasses' })
    ).json();
    const adultPass = season.poolPasses.find(
      (pass: { sku: string }) => pass.sku === 'pool-pass-adult',
    );
    const saved = (
      await subject().app.inject({
        method: 'GET',
        url: `/api/membership/v1/orders/${order.orderId}`,
        headers: { 'x-confirmation-token': body.confirmationToken },
      })
    ).json();
    expect(saved.poolPass).toBe(true);
    expect(
      saved.lines.filter((line: { category: string }) => line.category === 'PoolPass'),
    ).toEqual([
      expect.objectContaining({
        description: 'Summer Pool Access (Adult)',
        quantity: 1,
        amount: adultPass.price,
      }),
    ]);
  });

  it('refuses isPoolPass false for a cart with the pass', async () => {
    const { order, paymentToken } = await kit.payableOrder(CARDS.visaCredit, { poolPass: true });
    const { status, body } = await kit.complete(order, paymentToken, { isPoolPass: false });
    expect(status).toBe(400);
    expect(body.message).toBe(COMPLETION_MESSAGES.poolPassMismatch(true));
  });
});
