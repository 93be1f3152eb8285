import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';

/**
 * Bad cart requests answer 400 or 404 with a message and change nothing
 * (product/cart.md#fetching-a-cart, product/errors-and-messages.md#thrown-messages;
 * product/decisions-and-platform.md#schemas-and-bad-input).
 */

const NOW = new Date('2026-11-21T18:00:00Z');
const MONTHLY = {
  clubId: '5',
  productType: 'Monthly',
  adultProductQuantity: 1,
  juniorProductQuantity: 0,
  mmsPromotionCode: 'STD-MO',
};

describe('the cart service refuses bad input', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ clock: () => NOW });
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const save = async (body: Record<string, unknown>, version = 'v2') => {
    const response = await subject.app.inject({
      method: 'POST',
      url: `/api/membership-cart/${version}/cart`,
      payload: body,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const cartCount = async () =>
    Number((await subject.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts'))[0]?.n);

  it.each([
    {
      rule: 'unknown club',
      body: { ...MONTHLY, clubId: '999' },
      status: 404,
      message: 'Club 999 was not found.',
    },
    {
      rule: 'a product type the club does not sell',
      body: { ...MONTHLY, clubId: '815' },
      status: 404,
      message: 'Club 815 does not sell Monthly memberships.',
    },
    {
      rule: 'a card not sold online',
      body: { ...MONTHLY, clubId: '19' },
      status: 400,
      message: 'The Monthly membership is not sold online at club 19.',
    },
    {
      rule: 'an unknown product',
      body: { ...MONTHLY, productId: 'X1' },
      status: 404,
      message: 'Club 5 has no Monthly product X1.',
    },
    {
      rule: 'the product of another adult quantity',
      body: { ...MONTHLY, productId: '5072' },
      status: 400,
      message: 'Product 5072 is for 2 adults, not 1 adult.',
    },
    {
      rule: 'a product sku that is not the product’s',
      body: { ...MONTHLY, productId: '5071', productSku: 'MO-5-2A' },
      status: 400,
      message: 'productSku MO-5-2A is not the sku of product 5071.',
    },
    {
      rule: 'juniors at a club that takes none',
      body: { ...MONTHLY, clubId: '301', juniorProductQuantity: 1 },
      status: 400,
      message: 'Club 301 does not take junior members.',
    },
    {
      rule: 'a day pass for two',
      body: {
        ...MONTHLY,
        productType: 'DayPass',
        mmsPromotionCode: 'STD-DP',
        coupon: 'DAYPASS',
        adultProductQuantity: 2,
      },
      status: 400,
      message: 'A day pass is sold for one adult and no juniors.',
    },
    {
      rule: 'a day pass with a pool pass',
      body: {
        ...MONTHLY,
        productType: 'DayPass',
        mmsPromotionCode: 'STD-DP',
        coupon: 'DAYPASS',
        poolPass: true,
      },
      status: 400,
      message: 'A day pass comes without a pool pass.',
    },
    {
      rule: 'a pool pass at a club with no season on sale',
      body: { ...MONTHLY, clubId: '17', poolPass: true },
      status: 404,
      message: 'Club 17 has no pool-pass season on sale.',
    },
    {
      rule: 'an unknown promotion',
      body: { ...MONTHLY, mmsPromotionCode: 'NOPE' },
      status: 404,
      message: 'Club 5 offers no promotion NOPE for Monthly memberships now.',
    },
    {
      rule: 'a coupon-only promotion without its coupon',
      body: { ...MONTHLY, mmsPromotionCode: 'WELCOME26-MO' },
      status: 404,
      message: 'Club 5 offers no promotion WELCOME26-MO for Monthly memberships now.',
    },
    {
      rule: 'a promotion sku that is not the promotion’s',
      body: { ...MONTHLY, promotionSku: 'JOIN27-MO-5' },
      status: 400,
      message: 'promotionSku JOIN27-MO-5 is not the sku of promotion STD-MO.',
    },
    {
      rule: 'an unknown coupon',
      body: { ...MONTHLY, coupon: 'NOSUCH' },
      status: 404,
      message: 'We do not recognize the coupon code NOSUCH. Please check it and try again.',
    },
    {
      rule: 'an expired coupon',
      body: { ...MONTHLY, coupon: 'SUMMER25' },
      status: 400,
      message: 'The coupon code SUMMER25 has expired.',
    },
    {
      rule: 'an add-on not offered with the product',
      body: { ...MONTHLY, addOnProductsSelected: [{ productId: '5-SGT-PT4', quantity: 1 }] },
      status: 404,
      message: 'Club 5 offers no add-on 5-SGT-PT4 with Monthly memberships.',
    },
    {
      rule: 'a kids’ add-on on a membership with no junior',
      body: { ...MONTHLY, addOnProductsSelected: [{ productId: '5-MO-KSWIM', quantity: 1 }] },
      status: 400,
      message: 'Kids Academy is for juniors: add a junior to the membership to choose 5-MO-KSWIM.',
    },
    {
      rule: 'an add-on chosen more often than its bundle holds',
      body: {
        ...MONTHLY,
        juniorProductQuantity: 1,
        addOnProductsSelected: [{ productId: '5-MO-KCAMP', quantity: 3 }],
      },
      status: 400,
      message: 'Add-on 5-MO-KCAMP can be chosen 1 to 2 times, not 3.',
    },
    {
      rule: 'an add-on listed twice',
      body: {
        ...MONTHLY,
        addOnProductsSelected: [
          { productId: '5-MO-PT4', quantity: 1 },
          { productId: '5-MO-PT4', quantity: 1 },
        ],
      },
      status: 400,
      message: 'Add-on 5-MO-PT4 is listed twice: send it once with its quantity.',
    },
    {
      rule: 'a waitlist where the club has none',
      body: { ...MONTHLY, waitlist: true },
      status: 400,
      message: 'Club 5 has no waitlist for Monthly memberships.',
    },
    {
      rule: 'ids of a saved cart without its cartId',
      body: { ...MONTHLY, magentoCartId: 'abc' },
      status: 400,
      message: 'A new cart is given its own ids: send magentoCartId and orderId only with cartId.',
    },
  ])('$rule: $status', async ({ body, status, message }) => {
    const before = await cartCount();
    const answer = await save(body);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect(await cartCount()).toBe(before);
  });

  it.each([
    { field: 'adultProductQuantity', body: { ...MONTHLY, adultProductQuantity: 7 } },
    { field: 'juniorProductQuantity', body: { ...MONTHLY, juniorProductQuantity: 7 } },
    { field: 'productType', body: { ...MONTHLY, productType: 'Gold' } },
    { field: 'clubId', body: { ...MONTHLY, clubId: 'five' } },
  ])('a malformed $field answers 400 naming it', async ({ field, body }) => {
    const answer = await save(body, 'v1');
    expect(answer.status).toBe(400);
    expect(answer.body.fields.map((bad: { field: string }) => bad.field)).toEqual([
      `body.${field}`,
    ]);
  });

  describe('fetching (product/cart.md#fetching-a-cart: a fetch requires magentoCartId, cartId and partyId)', () => {
    let cart: { cartId: string; magentoCartId: string; partyId: string };
    beforeAll(async () => {
      cart = (await save(MONTHLY)).body;
    });
    const fetch = async (ids: Partial<typeof cart>, clubId = '5', type = 'Monthly') => {
      const { cartId, magentoCartId, partyId } = { ...cart, ...ids };
      const response = await subject.app.inject({
        method: 'GET',
        url: `/api/membership-cart/v1/club/${clubId}/cart/${cartId}/magentocart/${magentoCartId}/party/${partyId}/producttype/${type}`,
      });
      return { status: response.statusCode, message: response.json().message };
    };

    it.each([
      {
        rule: 'missing magentoCartId, checked first',
        ids: { magentoCartId: '', cartId: '' },
        message: 'Unable to get cart due to missing magentoCartId',
      },
      {
        rule: 'missing cartId (the text of an unset value)',
        ids: { cartId: 'undefined' },
        message: 'Unable to get cart due to missing MMS cartId',
      },
      {
        rule: 'missing partyId',
        ids: { partyId: 'null' },
        message: 'Unable to get cart due to missing partyId',
      },
    ])('$rule: 400', async ({ ids, message }) => {
      expect(await fetch(ids)).toEqual({ status: 400, message });
    });

    it.each([
      { rule: 'another magentoCartId', ids: { magentoCartId: 'someone-else' } },
      { rule: 'another partyId', ids: { partyId: 'someone-else' } },
      { rule: 'an unknown cartId', ids: { cartId: 'no-such-cart' } },
      { rule: 'another club', ids: {}, clubId: '17' },
      { rule: 'another product type', ids: {}, type: 'MonthlySGT' },
    ])('$rule: 404', async ({ ids, clubId, type }) => {
      const answer = await fetch(ids, clubId, type);
      expect(answer.status).toBe(404);
      expect(answer.message).toMatch(/^Cart .+ was not found\.$/);
    });
  });
});
