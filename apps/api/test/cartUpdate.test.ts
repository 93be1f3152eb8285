import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';

/**
 * Saved carts (product/cart.md#cart-lifecycle, #saving-a-cart): an update recomputes everything,
 * keeps the ids, needs the version last read (a stale one answers 409 and changes nothing), and a
 * fetch answers the summary taxed for the member's state.
 */

const NOW = new Date('2026-11-21T18:00:00Z');
const MONTHLY = {
  clubId: '5',
  productType: 'Monthly',
  adultProductQuantity: 1,
  juniorProductQuantity: 0,
  mmsPromotionCode: 'STD-MO',
};

interface Cart {
  cartId: string;
  magentoCartId: string;
  orderId: string;
  partyId: string;
  version: number;
  totalPriceWithTax: number;
}

describe('updating and fetching a cart', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ clock: () => NOW });
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const send = async (
    method: 'POST' | 'PUT',
    version: string,
    payload: Record<string, unknown>,
  ) => {
    const response = await subject.app.inject({
      method,
      url: `/api/membership-cart/${version}/cart`,
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const fetch = async (cart: Cart, state?: string) => {
    const query = state ? `?membershipAddressState=${state}` : '';
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/membership-cart/v1/club/5/cart/${cart.cartId}/magentocart/${cart.magentoCartId}/party/${cart.partyId}/producttype/Monthly${query}`,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const idsOf = (cart: Cart) => ({
    cartId: cart.cartId,
    magentoCartId: cart.magentoCartId,
    orderId: cart.orderId,
  });

  it('gives each new cart opaque, distinct, random ids', async () => {
    const [a, b] = [
      (await send('POST', 'v1', MONTHLY)).body,
      (await send('PUT', 'v1', MONTHLY)).body,
    ];
    for (const cart of [a, b]) {
      for (const id of [cart.cartId, cart.magentoCartId, cart.orderId, cart.partyId]) {
        expect(id).toMatch(/^[\w-]{22}$/);
      }
      expect(cart.version).toBe(1);
    }
    expect(new Set([a.cartId, a.magentoCartId, a.orderId, a.partyId, b.cartId]).size).toBe(5);
  });

  it('keeps a partyId the caller sends', async () => {
    const { body } = await send('POST', 'v1', { ...MONTHLY, partyId: 'party-42' });
    expect(body.partyId).toBe('party-42');
  });

  it('recomputes everything on an update and moves to the next version', async () => {
    const created: Cart = (await send('POST', 'v1', MONTHLY)).body;
    // One adult: 41000 (5300 + 15900 + 4900 + 14900).
    expect(created.totalPriceWithTax).toBe(41000);
    const updated = await send('PUT', 'v1', {
      ...MONTHLY,
      ...idsOf(created),
      adultProductQuantity: 2,
      version: 1,
    });
    // Two adults, 28600 a month: 28600 ÷ 3 = 9533.33 → 9533 now; 9533 + 28600 + 4900 + 14900.
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ ...idsOf(created), partyId: created.partyId, version: 2 });
    expect(updated.body.totalPriceWithTax).toBe(57933);
    expect((await fetch(created)).body).toMatchObject({ version: 2, total: 57933 });
  });

  it('refuses a stale version with 409 and keeps the other update', async () => {
    const created: Cart = (await send('POST', 'v1', MONTHLY)).body;
    const first = await send('PUT', 'v1', {
      ...MONTHLY,
      ...idsOf(created),
      version: 1,
      adultProductQuantity: 2,
    });
    expect(first.status).toBe(200);
    const stale = await send('PUT', 'v1', { ...MONTHLY, ...idsOf(created), version: 1 });
    expect(stale).toMatchObject({
      status: 409,
      body: {
        message: `Cart ${created.cartId} was changed by another request (it is at version 2, not 1). Fetch it and try again.`,
      },
    });
    expect((await fetch(created)).body).toMatchObject({ version: 2, total: 57933 });
  });

  it('lets only one of two racing updates win; the other answers 409', async () => {
    const created: Cart = (await send('POST', 'v1', MONTHLY)).body;
    const answers = await Promise.all(
      [2, 3].map((adults) =>
        send('PUT', 'v1', {
          ...MONTHLY,
          ...idsOf(created),
          version: 1,
          adultProductQuantity: adults,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)?.body;
    expect((await fetch(created)).body).toMatchObject({
      version: 2,
      total: winner.totalPriceWithTax,
    });
  });

  it.each([
    {
      rule: 'an update without magentoCartId',
      change: { magentoCartId: undefined },
      status: 400,
      message: 'Unable to update cart due to missing magentoCartId',
    },
    {
      rule: 'an update without the version read',
      change: { version: undefined },
      status: 400,
      message: 'Unable to update cart due to missing version',
    },
    { rule: 'an update naming another magentoCartId', change: { magentoCartId: 'x' }, status: 404 },
    { rule: 'an update naming another orderId', change: { orderId: 'x' }, status: 404 },
    {
      rule: 'an update with an unknown promotion',
      change: { mmsPromotionCode: 'NOPE' },
      status: 404,
      message: 'Club 5 offers no promotion NOPE for Monthly memberships now.',
    },
  ])('$rule answers $status and changes nothing', async ({ change, status, message }) => {
    const created: Cart = (await send('POST', 'v1', MONTHLY)).body;
    const answer = await send('PUT', 'v1', {
      ...MONTHLY,
      ...idsOf(created),
      version: 1,
      adultProductQuantity: 2,
      ...change,
    });
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message ?? `Cart ${created.cartId} was not found.`);
    expect((await fetch(created)).body).toMatchObject({ version: 1, total: 41000 });
  });

  it('keeps what only v2 can state when v1 updates the cart', async () => {
    const created: Cart = (
      await send('POST', 'v2', { ...MONTHLY, poolPass: true, membershipAddressState: 'TX' })
    ).body;
    const updated = await send('PUT', 'v1', { ...MONTHLY, ...idsOf(created), version: 1 });
    // Still with the pool pass (19900, taxed in Texas 8.25 %: 1641.75 → 1642) and Texas taxes on
    // 5300 (437.25 → 437), 15900 (1311.75 → 1312), 4900 (404.25 → 404), 14900 (1229.25 → 1229):
    // 41000 + 19900 + 4024.
    expect(updated.body.subTotal).toBe(60900);
    expect(updated.body.totalTax).toBe(5024);
  });

  it('answers the summary with the ids, taxed for the member’s state when given (product/cart.md#fetching-a-cart)', async () => {
    const created: Cart = (await send('POST', 'v1', MONTHLY)).body;
    const atClub = await fetch(created);
    // Club 5 is in Minnesota: no tax on dues or fees; 41000, surcharge 1025.
    expect(atClub.body).toMatchObject({
      ...idsOf(created),
      partyId: created.partyId,
      total: 41000,
      taxes: 0,
      totalWithSurcharge: 42025,
      pricingCase: 'prorated',
      joinDate: '2026-11-21',
    });
    const inTexas = await fetch(created, 'tx');
    // Texas taxes every line and the surcharge at 8.25 %: 437 + 1312 + 404 + 1229 = 3382 (see
    // above); 44382 with tax; surcharge 1109.55 → 1110, its tax 91.58 → 92.
    expect(inTexas.body).toMatchObject({
      total: 44382,
      taxes: 3382,
      surchargeAmount: 1110,
      totalWithSurcharge: 45584,
      taxesWithSurcharge: 3474,
    });
    const badState = await fetch(created, 'ZZ');
    expect(badState.status).toBe(400);
  });
});
