import { encodeEmployeeId } from '@clubjoin/domain/wizard/entryParameters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealCategoryToken } from '../src/modules/product/categoryToken';
import { fixedClock, HOUR } from './accountsTestKit';
import { CARDS, completionKit } from './completionKit';
import { buildTestApp, type TestApp } from './testApp';

/**
 * Restricted memberships are shown and sold only through their door (issue 15 §2; the doors are
 * data of data/catalog/products.json, the rule the domain's catalog/membershipDoor.ts): Employee
 * with an employee id (the link's, or an employee referral coupon's), the Medicare types with a
 * Qualified coupon and, to buy, its member identifier, day pass and pickleball with their coupon or
 * a category token. The proof is what the server checks, never a flag the caller sets.
 */

const NOW = '2026-11-21T18:00:00Z';
const EMPLOYEE_LINK = encodeEmployeeId(48213);
const RESTRICTED = [
  'Employee',
  'MonthlyQualified',
  'MonthlySGTQualified',
  'PickleballOnly',
  'DayPass',
];
const SILVERSTEP_ID = {
  programId: 'SILVERSTEP',
  formatId: 'SS-MEMBER-ID',
  identifierPartValues: [{ formatPartId: 'memberId', value: '123456789' }],
};

const EMPLOYEE_SHUT =
  'The Employee membership is sold only through a team member’s employee link or with an employee referral coupon.';
const QUALIFIED_SHUT =
  'The Monthly Qualified membership is sold only with a Medicare program coupon valid at this club.';
const DAY_PASS_SHUT =
  'The Day Pass membership is sold only with a day pass coupon valid at this club, or through the link the club gives for it.';
const PICKLEBALL_SHUT =
  'The Pickleball Only membership is sold only with a pickleball coupon valid at this club, or through the link the club gives for it.';
const needsSilverStepId = (problem: string) =>
  `The Monthly Qualified membership is sold only with the member identifier of your SilverStep Medicare program. ${problem}`;

const cart = (productType: string, change: Record<string, unknown> = {}) => ({
  clubId: '5',
  productType,
  adultProductQuantity: 1,
  juniorProductQuantity: 0,
  ...change,
});

describe('restricted memberships are sold only through their door (issue 15 §2)', () => {
  const time = fixedClock(NOW);
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ clock: time.clock });
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const request = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { payload?: object; headers?: Record<string, string> } = {},
  ) => {
    const response = await subject.app.inject({ method, url, ...options });
    return { status: response.statusCode, body: response.json() };
  };
  const dayPassToken = (claims: { mmsClubId?: string; expiresAt?: number } = {}) =>
    sealCategoryToken(subject.db, {
      mmsClubId: '5',
      category: 'day-pass',
      expiresAt: time.clock().getTime() + HOUR,
      ...claims,
    });
  const categoryHeader = async (claims: { mmsClubId?: string; expiresAt?: number } = {}) => ({
    'x-ltf-category-token': await dayPassToken(claims),
  });
  const cardTypes = async (query: string, headers: Record<string, string> = {}) => {
    const { status, body } = await request('GET', `/api/product/club/5${query}`, { headers });
    expect(status).toBe(200);
    return (body.cards as { productType: string }[]).map((card) => card.productType);
  };
  const shownRestricted = async (query: string, headers: Record<string, string> = {}) =>
    (await cardTypes(query, headers)).filter((type) => RESTRICTED.includes(type));
  const promotionOf = async (cartId: string) =>
    (
      await subject.db.query<{ code: string }>(
        'SELECT mms_promotion_code AS code FROM carts WHERE cart_id = $1',
        [cartId],
      )
    )[0]?.code;
  const cartCount = async () =>
    Number((await subject.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts'))[0]?.n);

  describe('the cards a visitor sees (GET /api/product/club/{clubId})', () => {
    it('shows a visitor without proof only the public memberships', async () => {
      expect(await cardTypes('')).toEqual([
        'Monthly',
        'MonthlySGT',
        'JuniorExecutive',
        'UnderTwentySix',
        'SixtyFivePlus',
        'ShortTerm',
      ]);
    });

    it.each<{ rule: string; query: string; shown: string[] }>([
      {
        rule: 'the employee link’s id: Employee',
        query: `?employeeId=${EMPLOYEE_LINK}`,
        shown: ['Employee'],
      },
      {
        rule: 'an employee referral coupon: Employee',
        query: '?coupon=REF-20417',
        shown: ['Employee'],
      },
      {
        rule: 'an employeeId that decodes to no employee: nothing',
        query: '?employeeId=48213',
        shown: [],
      },
      {
        rule: 'a Medicare coupon: the Qualified types it is made for',
        query: '?coupon=SILVERSTEP',
        shown: ['MonthlyQualified', 'MonthlySGTQualified'],
      },
      {
        rule: 'a Medicare coupon made for Monthly Qualified only: that one',
        query: '?coupon=ACTIVEAGE',
        shown: ['MonthlyQualified'],
      },
      { rule: 'the day-pass coupon: Day Pass', query: '?coupon=DAYPASS', shown: ['DayPass'] },
      { rule: 'an expired day-pass coupon: nothing', query: '?coupon=DAYPASS-2025', shown: [] },
      {
        rule: 'the pickleball coupon: Pickleball Only',
        query: '?coupon=PICKLEBALL',
        shown: ['PickleballOnly'],
      },
      { rule: 'a corporate coupon: nothing restricted', query: '?coupon=NORTHWIND', shown: [] },
    ])('$rule', async ({ query, shown }) => {
      expect(await shownRestricted(query)).toEqual(shown);
    });

    it.each<{ rule: string; claims: { mmsClubId?: string; expiresAt?: number }; shown: string[] }>([
      {
        rule: 'a category token of the club’s day-pass category: Day Pass',
        claims: {},
        shown: ['DayPass'],
      },
      { rule: 'a token sealed for another club: nothing', claims: { mmsClubId: '17' }, shown: [] },
      { rule: 'an expired token: nothing', claims: { expiresAt: Date.parse(NOW) }, shown: [] },
    ])('$rule', async ({ claims, shown }) => {
      expect(await shownRestricted('', await categoryHeader(claims))).toEqual(shown);
    });

    it('shows a token no server sealed nothing', async () => {
      expect(
        await shownRestricted('', { 'x-ltf-category-token': 'bm90IGEgdG9rZW4gYXQgYWxsIQ' }),
      ).toEqual([]);
    });

    it('shows anyone the pickleball venue’s own membership', async () => {
      const { body } = await request('GET', '/api/product/club/313');
      expect(body.cards.map((card: { productType: string }) => card.productType)).toEqual([
        'PickleballOnly',
      ]);
    });

    it('answers 400 for an employeeId that is not the number a link carries', async () => {
      const { status, body } = await request('GET', '/api/product/club/5?employeeId=emp-1');
      expect(status).toBe(400);
      expect(body.fields).toEqual([
        {
          field: 'query.employeeId',
          message: 'employeeId is the number the employee link carries',
        },
      ]);
    });
  });

  describe('the default product of a link (GET /api/product/club/{clubId}/default)', () => {
    it.each<{ rule: string; query: string; message: string }>([
      { rule: 'the employee category', query: '?category=employee', message: EMPLOYEE_SHUT },
      { rule: 'the day-pass category', query: '?category=day-pass', message: DAY_PASS_SHUT },
      { rule: 'the medicare category', query: '?category=medicare', message: QUALIFIED_SHUT },
    ])(
      'refuses $rule without its proof: the category named is no proof',
      async ({ query, message }) => {
        const { status, body } = await request('GET', `/api/product/club/5/default${query}`);
        expect({ status, message: body.message }).toEqual({ status: 403, message });
      },
    );

    it.each<{ rule: string; query: string; type: string }>([
      {
        rule: 'the employee category with the link’s id',
        query: `?category=employee&employeeId=${EMPLOYEE_LINK}`,
        type: 'Employee',
      },
      {
        rule: 'the day-pass category with its coupon',
        query: '?category=day-pass&coupon=DAYPASS',
        type: 'DayPass',
      },
      { rule: 'a Medicare coupon', query: '?coupon=SILVERSTEP', type: 'MonthlyQualified' },
    ])('answers $rule', async ({ query, type }) => {
      const { status, body } = await request('GET', `/api/product/club/5/default${query}`);
      expect(status).toBe(200);
      expect(body.clubProduct.productType).toBe(type);
    });

    it('answers the day-pass category with its token', async () => {
      const { status, body } = await request(
        'GET',
        '/api/product/club/5/default?category=day-pass',
        {
          headers: await categoryHeader(),
        },
      );
      expect(status).toBe(200);
      expect(body.clubProduct.productType).toBe('DayPass');
    });
  });

  describe('the cart service (POST and PUT /api/membership-cart/v1 and v2/cart)', () => {
    it.each<{ rule: string; body: Record<string, unknown>; status: number; message: string }>([
      {
        rule: 'Employee with no proof',
        body: cart('Employee'),
        status: 403,
        message: EMPLOYEE_SHUT,
      },
      {
        rule: 'Employee with an employeeId that decodes to nothing',
        body: cart('Employee', { employeeId: '48213' }),
        status: 403,
        message: EMPLOYEE_SHUT,
      },
      {
        rule: 'Employee with a referral coupon of another club',
        body: cart('Employee', { clubId: '412', coupon: 'REF-20417' }),
        status: 400,
        message: 'The coupon code REF-20417 is not valid at this club.',
      },
      {
        rule: 'Monthly Qualified with no coupon',
        body: cart('MonthlyQualified'),
        status: 403,
        message: QUALIFIED_SHUT,
      },
      {
        rule: 'Monthly Qualified with a program identifier but no coupon',
        body: cart('MonthlyQualified', { partnerProgramIdentifierParts: SILVERSTEP_ID }),
        status: 403,
        message: QUALIFIED_SHUT,
      },
      {
        rule: 'Monthly Qualified with another kind of coupon',
        body: cart('MonthlyQualified', { coupon: 'OPTIFIT' }),
        status: 403,
        message: QUALIFIED_SHUT,
      },
      {
        rule: 'Monthly Qualified with its coupon and no identifier',
        body: cart('MonthlyQualified', { coupon: 'SILVERSTEP' }),
        status: 400,
        message: needsSilverStepId('Please enter your SilverStep Member ID.'),
      },
      {
        rule: 'Monthly Qualified with its coupon and an identifier breaking its rule',
        body: cart('MonthlyQualified', {
          coupon: 'SILVERSTEP',
          partnerProgramIdentifierParts: {
            ...SILVERSTEP_ID,
            identifierPartValues: [{ formatPartId: 'memberId', value: '12345678X' }],
          },
        }),
        status: 400,
        message: needsSilverStepId('A SilverStep Member ID is 9 digits.'),
      },
      {
        rule: 'Monthly plus SGT Qualified with a coupon not made for it',
        body: cart('MonthlySGTQualified', {
          coupon: 'ACTIVEAGE',
          partnerProgramIdentifierParts: SILVERSTEP_ID,
        }),
        status: 403,
        message:
          'The Monthly plus SGT Qualified membership is sold only with a Medicare program coupon valid at this club.',
      },
      {
        rule: 'a day pass with no proof',
        body: cart('DayPass'),
        status: 403,
        message: DAY_PASS_SHUT,
      },
      {
        rule: 'a day pass with the pickleball coupon',
        body: cart('DayPass', { coupon: 'PICKLEBALL' }),
        status: 403,
        message: DAY_PASS_SHUT,
      },
      {
        rule: 'Pickleball Only with no proof',
        body: cart('PickleballOnly'),
        status: 403,
        message: PICKLEBALL_SHUT,
      },
      {
        rule: 'the corporate promotion without its coupon',
        body: cart('Monthly', { mmsPromotionCode: 'CORP-NW-MO' }),
        status: 404,
        message: 'Club 5 offers no promotion CORP-NW-MO for Monthly memberships now.',
      },
      {
        rule: 'a coupon-only promotion with another coupon',
        body: cart('Monthly', { mmsPromotionCode: 'CORP-NW-MO', coupon: 'WELCOME26' }),
        status: 404,
        message: 'Club 5 offers no promotion CORP-NW-MO for Monthly memberships now.',
      },
    ])('refuses $rule, and stores nothing', async ({ body, status, message }) => {
      const before = await cartCount();
      for (const version of ['v1', 'v2']) {
        const answer = await request('POST', `/api/membership-cart/${version}/cart`, {
          payload: body,
        });
        expect({ status: answer.status, message: answer.body.message }).toEqual({
          status,
          message,
        });
      }
      expect(await cartCount()).toBe(before);
    });

    it.each<{ rule: string; body: Record<string, unknown>; promotion: string }>([
      {
        rule: 'Employee with the link’s employee id',
        body: cart('Employee', { employeeId: EMPLOYEE_LINK }),
        promotion: 'STD-EMP',
      },
      {
        rule: 'Employee with an employee referral coupon',
        body: cart('Employee', { coupon: 'REF-20417' }),
        promotion: 'STD-EMP',
      },
      {
        rule: 'Monthly Qualified with its coupon and a complete identifier',
        body: cart('MonthlyQualified', {
          coupon: 'SILVERSTEP',
          partnerProgramIdentifierParts: SILVERSTEP_ID,
        }),
        promotion: 'MED-SS-MQ',
      },
      {
        rule: 'Monthly Qualified with a program that asks no identifier',
        body: cart('MonthlyQualified', { coupon: 'FITWELL' }),
        promotion: 'MED-FW-MQ',
      },
      {
        rule: 'a day pass with its coupon',
        body: cart('DayPass', { coupon: 'DAYPASS' }),
        promotion: 'DP-FREE-DP',
      },
      {
        rule: 'a day pass with its coupon, at its standard price',
        body: cart('DayPass', { coupon: 'DAYPASS', mmsPromotionCode: 'STD-DP' }),
        promotion: 'STD-DP',
      },
      {
        rule: 'Pickleball Only with its coupon',
        body: cart('PickleballOnly', { coupon: 'PICKLEBALL' }),
        promotion: 'PB-INTRO-PB',
      },
      {
        rule: 'the pickleball venue’s own membership, to anyone',
        body: cart('PickleballOnly', { clubId: '313' }),
        promotion: 'STD-PB',
      },
      {
        rule: 'the corporate promotion with its coupon',
        body: cart('Monthly', { coupon: 'NORTHWIND', mmsPromotionCode: 'CORP-NW-MO' }),
        promotion: 'CORP-NW-MO',
      },
    ])('sells $rule', async ({ body, promotion }) => {
      for (const version of ['v1', 'v2']) {
        const answer = await request('POST', `/api/membership-cart/${version}/cart`, {
          payload: body,
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(await promotionOf(answer.body.cartId)).toBe(promotion);
      }
    });

    it('names the bad part of a Medicare member identifier, as staging does', async () => {
      const { status, body } = await request('POST', '/api/membership-cart/v2/cart', {
        payload: cart('MonthlyQualified', {
          coupon: 'SILVERSTEP',
          partnerProgramIdentifierParts: {
            ...SILVERSTEP_ID,
            identifierPartValues: [{ formatPartId: 'memberId', value: '1234' }],
          },
        }),
      });
      expect(status).toBe(400);
      expect(body.fields).toEqual([
        {
          field: 'body.partnerProgramIdentifierParts.identifierPartValues.0.value',
          message: 'A SilverStep Member ID is 9 digits.',
        },
      ]);
    });

    it('sells a day pass through its category token, and refuses one sealed for another club', async () => {
      const saved = await request('POST', '/api/membership-cart/v2/cart', {
        payload: cart('DayPass'),
        headers: await categoryHeader(),
      });
      expect(saved.status).toBe(200);
      const refused = await request('POST', '/api/membership-cart/v2/cart', {
        payload: cart('DayPass'),
        headers: await categoryHeader({ mmsClubId: '17' }),
      });
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 403,
        message: DAY_PASS_SHUT,
      });
    });

    it('refuses an update that turns a cart into a restricted membership without its proof', async () => {
      const created = await request('POST', '/api/membership-cart/v2/cart', {
        payload: cart('Monthly', { mmsPromotionCode: 'STD-MO' }),
      });
      expect(created.status).toBe(200);
      const ids = {
        cartId: created.body.cartId,
        magentoCartId: created.body.magentoCartId,
        version: created.body.version,
      };

      const refused = await request('PUT', '/api/membership-cart/v2/cart', {
        payload: cart('Employee', ids),
      });
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 403,
        message: EMPLOYEE_SHUT,
      });
      const updated = await request('PUT', '/api/membership-cart/v2/cart', {
        payload: cart('Employee', { ...ids, employeeId: EMPLOYEE_LINK }),
      });
      expect(updated.status).toBe(200);
      expect(updated.body.version).toBe(ids.version + 1);
    });
  });

  describe('completion sells nothing restricted that lost its door', () => {
    const kit = completionKit(() => subject);

    it('sells a Medicare membership through its door, the identifier kept with its cart', async () => {
      const { order, paymentToken } = await kit.payableOrder(
        CARDS.visaCredit,
        cart('MonthlyQualified', {
          coupon: 'SILVERSTEP',
          mmsPromotionCode: 'MED-SS-MQ',
          partnerProgramIdentifierParts: SILVERSTEP_ID,
        }),
        // The Qualified sale has no program information step
        // (product/membership-and-promotions.md#coupons): the stage sends none.
        { coupon: 'SILVERSTEP' },
      );

      const answer = await kit.complete(order, paymentToken);

      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    });

    it('refuses to take payment for an Employee cart saved without its proof', async () => {
      const order = await kit.stagedOrder(
        cart('Employee', { employeeId: EMPLOYEE_LINK, mmsPromotionCode: 'STD-EMP' }),
      );
      // A cart saved before doors existed holds no proof.
      await subject.db.query('UPDATE carts SET door_proof = NULL WHERE cart_id = $1', [
        order.cartId,
      ]);

      const answer = await kit.paymentInfo(order, await kit.token(CARDS.visaCredit));

      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 403,
        message: EMPLOYEE_SHUT,
      });
    });

    it('refuses to complete a day pass whose coupon expired after it was chosen', async () => {
      const { order, paymentToken } = await kit.payableOrder(
        CARDS.visaCredit,
        cart('DayPass', { clubId: '301', coupon: 'DAYPASS-TX', mmsPromotionCode: 'STD-DP' }),
      );
      // DAYPASS-TX ends 2027-02-01 (data/catalog/coupons.json).
      time.set('2027-02-02T18:00:00Z');
      try {
        const answer = await kit.complete(order, paymentToken);
        expect({ status: answer.status, message: answer.body.message }).toEqual({
          status: 403,
          message:
            'The Day Pass membership is sold only with a day pass coupon valid at this club, or through the link the club gives for it.',
        });
      } finally {
        time.set(NOW);
      }
    });
  });
});
