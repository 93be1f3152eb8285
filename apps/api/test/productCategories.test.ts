import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealCategoryToken } from '../src/modules/product/categoryToken';
import { buildTestApp, type TestApp } from './testApp';

const NOW = new Date('2026-11-21T12:00:00Z');
const IN_AN_HOUR = NOW.getTime() + 3_600_000;
const TOKEN_REQUIRED = 'A valid category token is required in the X-LTF-CATEGORY-TOKEN header.';

describe('the product service’s sale categories (product/club-and-entry.md#sale-categories .../categories, .../couponcode)', () => {
  let subject: TestApp;
  /** The app's clock: NOW, unless a test moves it. */
  let now = NOW;
  beforeAll(async () => {
    subject = await buildTestApp({ clock: () => now });
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/product${url}`,
      headers,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const token = (claims: { mmsClubId?: string; category?: string; expiresAt?: number } = {}) =>
    sealCategoryToken(subject.db, {
      mmsClubId: '5',
      category: 'day-pass',
      expiresAt: IN_AN_HOUR,
      ...claims,
    });

  describe('GET /club/{clubId}/categories', () => {
    it('lists the club’s categories in order, the default marked, without their coupon codes', async () => {
      const { status, body } = await get('/club/5/categories');
      expect(status).toBe(200);
      expect(body.mmsClubId).toBe('5');
      expect(
        body.categories.map(
          (category: { category: string; default: boolean; opensWithCoupon: boolean }) => [
            category.category,
            category.default,
            category.opensWithCoupon,
          ],
        ),
      ).toEqual([
        ['membership', true, false],
        ['signature', false, false],
        ['day-pass', false, true],
        ['pickleball', false, true],
        ['short-term', false, false],
        ['medicare', false, false],
        ['employee', false, false],
        ['corporate', false, true],
      ]);
      expect(body.categories[2]).toEqual({
        category: 'day-pass',
        name: '1-Day Membership',
        productType: 'DayPass',
        flows: ['DayPass'],
        selectedMembershipName: 'Day Pass',
        default: false,
        opensWithCoupon: true,
        linkToken: expect.any(String),
      });
      expect(JSON.stringify(body)).not.toContain('DAYPASS');
    });

    it('gives a token only to the categories their public link opens (decision 0017)', async () => {
      const { body } = await get('/club/5/categories');
      const withToken = body.categories
        .filter((category: { linkToken: string | null }) => category.linkToken !== null)
        .map((category: { category: string }) => category.category);
      expect(withToken).toEqual(['day-pass', 'pickleball', 'corporate']);
    });

    it.each([
      ['day-pass', 'DAYPASS'],
      ['pickleball', 'PICKLEBALL'],
      ['corporate', 'NORTHWIND'],
    ])('its %s token reveals the coupon %s, for an hour', async (name, couponCode) => {
      const { body } = await get('/club/5/categories');
      const { linkToken } = body.categories.find(
        (category: { category: string }) => category.category === name,
      );
      const revealed = await get(`/club/5/categories/${name}/couponcode`, {
        'x-ltf-category-token': linkToken,
      });
      expect(revealed).toEqual({
        status: 200,
        body: { mmsClubId: '5', category: name, couponCode },
      });
      now = new Date(IN_AN_HOUR);
      try {
        const expired = await get(`/club/5/categories/${name}/couponcode`, {
          'x-ltf-category-token': linkToken,
        });
        expect(expired.status).toBe(401);
      } finally {
        now = NOW;
      }
    });

    it('answers 404 for an unknown club and 400 for a malformed id', async () => {
      expect(await get('/club/994/categories')).toMatchObject({
        status: 404,
        body: { message: 'Club 994 was not found.' },
      });
      expect((await get('/club/five/categories')).body.fields).toEqual([
        { field: 'params.clubId', message: 'A club id is 1 to 6 digits' },
      ]);
    });
  });

  describe('GET /club/{clubId}/categories/{category}/couponcode', () => {
    it('tells the coupon code to a caller holding a token sealed for the club and category', async () => {
      const { status, body } = await get('/club/5/categories/day-pass/couponcode', {
        'x-ltf-category-token': await token(),
      });
      expect(status).toBe(200);
      expect(body).toEqual({ mmsClubId: '5', category: 'day-pass', couponCode: 'DAYPASS' });
    });

    it.each([
      { rule: 'no token', headers: async () => ({}) },
      {
        rule: 'a token of another category',
        headers: async () => ({ 'x-ltf-category-token': await token({ category: 'corporate' }) }),
      },
      {
        rule: 'a token of another club',
        headers: async () => ({ 'x-ltf-category-token': await token({ mmsClubId: '17' }) }),
      },
      {
        rule: 'a token expired at the clock’s instant',
        headers: async () => ({
          'x-ltf-category-token': await token({ expiresAt: NOW.getTime() }),
        }),
      },
      {
        rule: 'a token altered by one character',
        headers: async () => {
          const sealed = await token();
          const last = sealed.at(-2) === 'A' ? 'B' : 'A';
          return { 'x-ltf-category-token': `${sealed.slice(0, -2)}${last}${sealed.slice(-1)}` };
        },
      },
      {
        rule: 'text that is no token',
        headers: async () => ({ 'x-ltf-category-token': 'not-a-token' }),
      },
    ])('answers 401 in the shared error shape for $rule', async ({ headers }) => {
      const { status, body } = await get('/club/5/categories/day-pass/couponcode', await headers());
      expect(status).toBe(401);
      expect(body).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: TOKEN_REQUIRED,
        requestId: expect.any(String),
      });
    });

    it.each([
      {
        rule: 'a category no coupon opens',
        url: '/club/5/categories/membership/couponcode',
        claims: { category: 'membership' },
        message: "The category 'membership' of club 5 is not opened by a coupon code.",
      },
      {
        rule: 'a category the club does not have',
        url: '/club/17/categories/pickleball/couponcode',
        claims: { mmsClubId: '17', category: 'pickleball' },
        message: "Club 17 has no category 'pickleball'.",
      },
      {
        rule: 'a club the catalog does not hold',
        url: '/club/993/categories/day-pass/couponcode',
        claims: { mmsClubId: '993' },
        message: 'Club 993 was not found.',
      },
    ])('answers 404 with a valid token for $rule', async ({ url, claims, message }) => {
      expect(await get(url, { 'x-ltf-category-token': await token(claims) })).toMatchObject({
        status: 404,
        body: { message },
      });
    });

    it('answers 400 naming a malformed category', async () => {
      const { status, body } = await get('/club/5/categories/day%20pass/couponcode');
      expect(status).toBe(400);
      expect(body.fields.map((bad: { field: string }) => bad.field)).toEqual(['params.category']);
    });
  });
});
