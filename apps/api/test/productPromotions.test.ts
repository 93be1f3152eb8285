import { dayPassPrice } from '@clubjoin/domain/catalog/dayPassPrice';
import { describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '../src/catalog/catalogCache';
import { servedAt } from './servedAt';

/** The clock of these tests unless one sets another: inside "Join in 2027", between seasons. */
const NOW = new Date('2026-11-21T12:00:00Z');

interface Promotion {
  promotionName: string;
  promotionType: string;
  default: boolean;
  selected: boolean;
}

/** Promotions as 'name' or 'name (selected)', package promotions left out. */
const names = (promotions: Promotion[]) =>
  promotions
    .filter((promotion) => promotion.promotionType !== 'Package')
    .map((promotion) => `${promotion.promotionName}${promotion.selected ? ' (selected)' : ''}`);

describe('the product service’s promotions (product/membership-and-promotions.md#promotions .../promotion and .../promotions)', () => {
  const service = servedAt('/api/product', NOW);
  const { get } = service;

  describe('GET /club/{clubId}/producttype/{type}/promotions', () => {
    it.each([
      {
        rule: 'inside the Summer 2026 window',
        at: '2026-08-31T12:00:00Z',
        offered: ['Monthly Standard (selected)', 'Summer 2026'],
      },
      {
        rule: 'at the instant Summer 2026 ends',
        at: '2026-09-01T05:00:00Z',
        offered: ['Monthly Standard (selected)'],
      },
      {
        rule: 'just before Join in 2027 starts',
        at: '2026-10-01T04:59:59Z',
        offered: ['Monthly Standard (selected)'],
      },
      {
        rule: 'at the instant Join in 2027 starts',
        at: '2026-10-01T05:00:00Z',
        offered: ['Monthly Standard (selected)', 'Join in 2027'],
      },
      {
        rule: 'inside New Year 2028, after Join in 2027 ended',
        at: '2028-01-01T06:00:00Z',
        offered: ['Monthly Standard (selected)', 'New Year 2028'],
      },
    ])('dated promotions are offered only inside their window: $rule', async ({ at, offered }) => {
      service.setNow(new Date(at));
      const { status, body } = await get('/club/5/producttype/Monthly/promotions');
      expect(status).toBe(200);
      expect(names(body.promotions)).toEqual(offered);
    });

    it('marks the default promotion, includes awards and join offers, amounts in cents', async () => {
      const { body } = await get('/club/5/producttype/Monthly/promotions');
      expect(body.currency).toEqual({ code: 'USD', symbol: '$' });
      const [standard, join] = body.promotions;
      expect(standard).toMatchObject({
        promotionName: 'Monthly Standard',
        default: true,
        selected: true,
        price: 19_800,
      });
      expect(join).toMatchObject({
        promotionName: 'Join in 2027',
        default: false,
        selected: false,
        monthlyDuesDiscount: 1_000,
        joiningFeeDiscount: 5_000,
        awards: [
          {
            title: 'Guest passes',
            description: 'Two guest passes each month for your first three months.',
          },
        ],
        joinOffers: [
          { joinOfferText: '$10 off monthly dues' },
          { joinOfferText: '$50 off joining fees' },
        ],
      });
    });

    it.each([
      {
        rule: 'without a coupon the coupon-only promotion is not offered',
        query: '',
        offered: ['Monthly Standard (selected)', 'Join in 2027'],
      },
      {
        rule: 'with its coupon it is offered and selected',
        query: '?coupon=WELCOME26',
        offered: ['Monthly Standard', 'Join in 2027', 'Welcome 2026 Offer (selected)'],
      },
      {
        rule: 'a referral coupon offers the referral promotion',
        query: '?coupon=REF-20417',
        offered: ['Monthly Standard', 'Join in 2027', 'Employee Referral (selected)'],
      },
      {
        rule: 'an expired referral coupon offers nothing more',
        query: '?coupon=REF-42290',
        offered: ['Monthly Standard (selected)', 'Join in 2027'],
      },
      {
        rule: 'the name asked for is selected over the coupon’s',
        query: '?coupon=REF-20417&promotionName=join%20in%202027',
        offered: ['Monthly Standard', 'Join in 2027 (selected)', 'Employee Referral'],
      },
    ])('$rule', async ({ query, offered }) => {
      const { status, body } = await get(`/club/5/producttype/Monthly/promotions${query}`);
      expect(status).toBe(200);
      expect(names(body.promotions)).toEqual(offered);
    });

    it.each([
      {
        rule: 'before the opening, the presale default and the dated presale offer',
        at: '2026-11-21T12:00:00Z',
        offered: ['Founding Member Presale (selected)', 'Presale: Joining Fees Waived'],
      },
      {
        rule: 'once the dated presale offer has ended, the presale default alone',
        at: '2027-01-15T00:00:00Z',
        offered: ['Founding Member Presale (selected)'],
      },
    ])('a presale club: $rule', async ({ at, offered }) => {
      service.setNow(new Date(at));
      const { body } = await get('/club/303/producttype/Monthly/promotions');
      expect(names(body.promotions)).toEqual(offered);
      expect(body.promotions[0]).toMatchObject({ promotionType: 'Presale', default: true });
    });

    it('lists the packages of the offered promotions in the recommended order, priced at admin plus enrollment fee', async () => {
      const { body } = await get('/club/5/producttype/Monthly/promotions');
      expect(
        body.packages.map((pkg: { name: string; type: string; price: number }) => [
          pkg.name,
          pkg.type,
          pkg.price,
        ]),
      ).toEqual([
        ['Kids Swim Starter', 'For Kids', 2_400 + 14_900],
        ['Pilates Reformer Starter', 'For Adults', 0 + 14_800],
        ['Tennis Starter', 'For Adults', 4_900 + 14_900],
        ['Personal Training Starter', 'For Adults', 4_900 + 14_900],
      ]);
      expect(body.packages[3]).toMatchObject({
        mmsPromotionCode: 'PKG-PT',
        promotionName: 'Personal Training Starter',
        value: 36_000,
        isRecommended: true,
        awards: [{ title: '3 personal training sessions' }],
      });
      const packagePromotions = body.promotions.filter(
        (promotion: Promotion) => promotion.promotionType === 'Package',
      );
      expect(packagePromotions).toHaveLength(4);
    });

    it('a type without packages lists none', async () => {
      const { body } = await get('/club/5/producttype/MonthlySGT/promotions');
      expect(body.packages).toEqual([]);
    });

    it.each([
      {
        name: 'Summer%202026',
        message: "The promotion 'Summer 2026' for Monthly memberships at club 5 has ended.",
      },
      {
        name: 'New%20Year%202028',
        message:
          "The promotion 'New Year 2028' for Monthly memberships at club 5 has not started yet.",
      },
      {
        name: 'Employee%20Referral',
        message:
          "The promotion 'Employee Referral' for Monthly memberships at club 5 is offered only with its coupon code.",
      },
      {
        name: 'Black%20Friday',
        message: "Club 5 has no promotion 'Black Friday' for Monthly memberships.",
      },
    ])('answers 404 for a promotion name not offered: $name', async ({ name, message }) => {
      expect(
        await get(`/club/5/producttype/Monthly/promotions?promotionName=${name}`),
      ).toMatchObject({
        status: 404,
        body: { message },
      });
    });

    it.each([
      {
        url: '/club/815/producttype/Monthly/promotions',
        message: 'Club 815 does not sell Monthly memberships.',
      },
      { url: '/club/997/producttype/Monthly/promotions', message: 'Club 997 was not found.' },
      {
        url: '/club/5/producttype/Monthly/promotions?coupon=NOPE-3',
        message: 'The coupon code NOPE-3 was not found.',
      },
    ])('answers 404 for $url', async ({ url, message }) => {
      expect(await get(url)).toMatchObject({ status: 404, body: { message } });
    });

    it.each([
      { url: '/club/5/producttype/monthly/promotions', field: 'params.type' },
      { url: '/club/5/producttype/Monthly%20plus%20SGT/promotions', field: 'params.type' },
      {
        url: `/club/5/producttype/Monthly/promotions?promotionName=${'x'.repeat(101)}`,
        field: 'query.promotionName',
      },
      {
        url: '/club/5/producttype/Monthly/promotions?promotionName=%20',
        field: 'query.promotionName',
      },
    ])('answers 400 naming the parameter of $url', async ({ url, field }) => {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body.fields.map((bad: { field: string }) => bad.field)).toEqual([field]);
    });
  });

  describe('GET /club/{clubId}/producttype/{type}/promotion', () => {
    it('answers the selected promotion and the type’s products: the one-day page’s day-pass price', async () => {
      const { status, body } = await get('/club/5/producttype/DayPass/promotion');
      expect(status).toBe(200);
      expect(body.promotion).toMatchObject({
        promotionName: 'Day Pass Standard',
        default: true,
        selected: true,
      });
      expect(body.products).toHaveLength(6);
      expect(dayPassPrice(body.products)).toEqual({ kind: 'price', cents: 3_500 });
    });

    it.each([
      {
        rule: 'the day-pass coupon selects its promotion',
        query: '?coupon=DAYPASS',
        selected: 'Free Day Pass',
      },
      {
        rule: 'a promotion named is selected',
        query: '?promotionName=Join%20in%202027',
        selected: 'Join in 2027',
        type: 'Monthly',
      },
    ])('$rule', async ({ query, selected, type = 'DayPass' }) => {
      const { body } = await get(`/club/5/producttype/${type}/promotion${query}`);
      expect(body.promotion).toMatchObject({ promotionName: selected, selected: true });
    });

    it('prices a Canadian club’s day pass in Canadian dollars: the one-day page’s C$ price', async () => {
      const { body } = await get('/club/412/producttype/DayPass/promotion');
      expect(body.currency).toEqual({ code: 'CAD', symbol: 'C$' });
      expect(dayPassPrice(body.products)).toEqual({ kind: 'price', cents: 3_900 });
    });

    it('answers 404 at a club that sells no day pass: the one-day page’s missing price', async () => {
      const { status, body } = await get('/club/451/producttype/DayPass/promotion');
      expect(status).toBe(404);
      expect(body.message).toEqual(expect.any(String));
    });

    it('prices a Canadian club’s products in Canadian dollars', async () => {
      const { body } = await get('/club/412/producttype/Monthly/promotion');
      expect(body.currency).toEqual({ code: 'CAD', symbol: 'C$' });
      expect(body.products[0].price.productPrice).toBe(19_900);
    });

    it('answers 404 for a promotion not offered, naming why', async () => {
      expect(
        await get('/club/5/producttype/Monthly/promotion?promotionName=Summer%202026'),
      ).toMatchObject({
        status: 404,
        body: {
          message: "The promotion 'Summer 2026' for Monthly memberships at club 5 has ended.",
        },
      });
    });
  });
});

describe('promotions the catalog gains later (product/membership-and-promotions.md#promotions: presale promotions only at presale clubs)', () => {
  const service = servedAt('/api/product', NOW);

  it('a presale promotion at an open club is never offered, and the cache sees the new row', async () => {
    const url = '/api/product/club/5/producttype/Monthly/promotions';
    const before = (await service.app().app.inject({ method: 'GET', url })).json();
    await service.app().db.transaction(async (tx) => {
      const [row] = await tx.query<{ record: Record<string, unknown> }>(
        "SELECT record FROM promotions WHERE mms_club_id = '5' AND mms_promotion_code = 'JOIN27-MO'",
      );
      const presale = {
        ...row?.record,
        mmsPromotionCode: 'PRESALE-MO',
        promotionName: 'Presale',
        promotionType: 'Presale',
      };
      await tx.query(
        `INSERT INTO promotions (mms_club_id, product_type, mms_promotion_code, promotion_name,
           promotion_type, is_default, position, record)
         VALUES ('5', 'Monthly', 'PRESALE-MO', 'Presale', 'Presale', false, 99, $1)`,
        [JSON.stringify(presale)],
      );
      await bumpCatalogVersion(tx);
    });
    const presaleAnswer = async () =>
      (
        await service.app().app.inject({ method: 'GET', url: `${url}?promotionName=Presale` })
      ).json().message;
    // The write's notification reaches the server's listening connection at its commit.
    await expect
      .poll(presaleAnswer)
      .toBe(
        "The promotion 'Presale' for Monthly memberships at club 5 is offered only before the club opens.",
      );
    expect(
      names((await service.app().app.inject({ method: 'GET', url })).json().promotions),
    ).toEqual(names(before.promotions));
  });
});
