import { describe, expect, it } from 'vitest';
import { servedAt } from './servedAt';

const NOW = new Date('2026-11-21T12:00:00Z');

interface Bundle {
  bundleId: string;
  productType: string | null;
  packageType: string;
  products: { productId: string; price: number; quantity: number; totalPrice: number }[];
}

describe('the product service’s add-on bundles and pool passes (product/add-ons-and-pool-pass.md#add-on-bundles)', () => {
  const service = servedAt('/api/product', NOW);
  const { get } = service;
  const bundleIds = (body: { bundles: Bundle[] }) => body.bundles.map((bundle) => bundle.bundleId);

  describe('GET /club/{clubId}/addonbundle and GET /club/{clubId}/producttype/{type}/addonbundle', () => {
    it.each([
      {
        rule: 'for the club: the bundles of every type',
        url: '/club/17/addonbundle',
        ids: ['17-SPA'],
      },
      { rule: 'for a club with none of every type: none', url: '/club/5/addonbundle', ids: [] },
      {
        rule: 'for a type with add-ons: its bundles, then every type’s',
        url: '/club/17/producttype/Monthly/addonbundle',
        ids: ['17-MO-PT-4', '17-MO-PT-8', '17-MO-PIL', '17-MO-KIDS', '17-SPA'],
      },
      {
        rule: 'for a membership with no junior: none for kids (issue 21)',
        url: '/club/17/producttype/Monthly/addonbundle?juniorQuantity=0',
        ids: ['17-MO-PT-4', '17-MO-PT-8', '17-MO-PIL', '17-SPA'],
      },
      {
        rule: 'for a membership with a junior: the kids’ too',
        url: '/club/17/producttype/Monthly/addonbundle?juniorQuantity=1',
        ids: ['17-MO-PT-4', '17-MO-PT-8', '17-MO-PIL', '17-MO-KIDS', '17-SPA'],
      },
      {
        rule: 'for another type: its own bundles',
        url: '/club/17/producttype/JuniorExecutive/addonbundle',
        ids: ['17-JX-PT-4', '17-JX-PT-8', '17-JX-PIL', '17-JX-KIDS', '17-SPA'],
      },
      {
        rule: 'for a type whose product has no add-ons: none',
        url: '/club/17/producttype/DayPass/addonbundle',
        ids: [],
      },
    ])('$rule', async ({ url, ids }) => {
      const { status, body } = await get(url);
      expect(status).toBe(200);
      expect(bundleIds(body)).toEqual(ids);
    });

    it('answers For Adults and For Kids bundles, each one offer whose literal states its total price', async () => {
      const { body } = await get('/club/17/producttype/Monthly/addonbundle');
      expect(body).toMatchObject({ mmsClubId: '17', productType: 'Monthly' });
      expect(body.currency).toEqual({ code: 'USD', symbol: '$' });
      const byId = new Map<string, Bundle>(
        body.bundles.map((bundle: Bundle) => [bundle.bundleId, bundle]),
      );
      expect(byId.get('17-MO-KIDS')?.packageType).toBe('For Kids');
      expect(byId.get('17-MO-PT-4')?.packageType).toBe('For Adults');
      // One bundle is one offer: choosing it buys all its products, so each size is its own.
      expect(byId.get('17-MO-PT-8')?.products.map((product) => product.productId)).toEqual([
        '17-MO-PT8',
      ]);
      expect(byId.get('17-MO-PIL')?.products).toEqual([
        {
          productId: '17-MO-PIL4',
          name: 'Reformer 4-Pack',
          price: 4_475,
          adminFee: expect.any(Number),
          quantity: 4,
          totalPrice: 17_900,
          literals: {
            title: 'Reformer classes',
            description: expect.any(String),
            priceDescription: '$179 a month',
            detailsTitle: 'About Reformer classes',
            detailsBody: 'Classes are booked in the app up to 7 days ahead.',
          },
        },
      ]);
      expect(
        byId.get('17-MO-KIDS')?.products.map((product) => [product.quantity, product.totalPrice]),
      ).toEqual([
        [1, 8_900],
        [2, 12_900],
      ]);
      // What each card says a month is what it costs a month.
      for (const bundle of body.bundles as Bundle[]) {
        for (const product of bundle.products as (Bundle['products'][number] & {
          literals: { priceDescription: string };
        })[]) {
          expect(product.literals.priceDescription).toBe(`$${product.totalPrice / 100} a month`);
        }
      }
    });

    it('answers the club-wide bundles with productType null', async () => {
      const { body } = await get('/club/17/addonbundle');
      expect(body.productType).toBeNull();
      expect(body.bundles[0]).toMatchObject({ productType: null, name: 'Spa and Recovery' });
    });

    it('prices a Canadian club’s add-ons in Canadian dollars', async () => {
      const { body } = await get('/club/412/producttype/Monthly/addonbundle');
      expect(body.currency).toEqual({ code: 'CAD', symbol: 'C$' });
      expect(body.bundles.length).toBeGreaterThan(0);
      // The cards' own words name the same currency as the totals beside them.
      for (const bundle of body.bundles as {
        products: { literals: { priceDescription: string } }[];
      }[]) {
        for (const product of bundle.products) {
          expect(product.literals.priceDescription).toMatch(/^C\$\d+ a month$/);
        }
      }
    });

    it('takes a coupon the catalog holds: no coupon changes add-ons', async () => {
      const without = await get('/club/17/producttype/Monthly/addonbundle');
      expect(await get('/club/17/producttype/Monthly/addonbundle?coupon=REF-31588')).toEqual(
        without,
      );
    });

    it.each([
      {
        url: '/club/17/producttype/Digital/addonbundle',
        message: 'Club 17 does not sell Digital memberships.',
      },
      { url: '/club/996/addonbundle', message: 'Club 996 was not found.' },
      {
        url: '/club/17/addonbundle?coupon=NOPE-4',
        message: 'The coupon code NOPE-4 was not found.',
      },
    ])('answers 404 for $url', async ({ url, message }) => {
      expect(await get(url)).toMatchObject({ status: 404, body: { message } });
    });

    it.each(['7', '-1', 'two', '1.5'])('answers 400 for juniorQuantity=%s', async (value) => {
      expect(
        await get(`/club/17/producttype/Monthly/addonbundle?juniorQuantity=${value}`),
      ).toMatchObject({
        status: 400,
        body: { message: expect.stringContaining('juniorQuantity is a whole number from 0 to 6') },
      });
    });

    it.each([
      { url: '/club/x/addonbundle', field: 'params.clubId' },
      { url: '/club/17/producttype/Gym/addonbundle', field: 'params.type' },
      { url: '/club/17/addonbundle?coupon=%3Cscript%3E', field: 'query.coupon' },
    ])('answers 400 naming the parameter of $url', async ({ url, field }) => {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body.fields.map((bad: { field: string }) => bad.field)).toEqual([field]);
    });
  });

  describe('GET /club/{clubId}/poolpasses', () => {
    const passes = [
      { sku: 'pool-pass-adult', price: 19_900 },
      { sku: 'pool-pass-junior', price: 9_900 },
    ];

    it.each([
      {
        rule: 'a warm-state club in its season: the season running',
        club: '212',
        at: '2026-11-21T12:00:00Z',
        season: { startDate: '2026-03-01', endDate: '2026-11-30' },
      },
      {
        rule: 'a northern club between seasons: the next season',
        club: '5',
        at: '2026-11-21T12:00:00Z',
        season: { startDate: '2027-05-29', endDate: '2027-09-06' },
      },
      {
        rule: 'on the last day of a season (UTC): that season',
        club: '5',
        at: '2026-09-07T23:59:59Z',
        season: { startDate: '2026-05-23', endDate: '2026-09-07' },
      },
      {
        rule: 'the day after: the next season',
        club: '5',
        at: '2026-09-08T00:00:00Z',
        season: { startDate: '2027-05-29', endDate: '2027-09-06' },
      },
    ])('$rule', async ({ club, at, season }) => {
      service.setNow(new Date(at));
      const { status, body } = await get(`/club/${club}/poolpasses`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ mmsClubId: club, ...season });
      expect(body.currency).toEqual({ code: 'USD', symbol: '$' });
      expect(body.poolPasses.map((pass: { sku: string }) => pass.sku)).toEqual([
        'pool-pass-adult',
        'pool-pass-junior',
      ]);
    });

    it('answers the season’s adult and junior passes with their prices in cents', async () => {
      expect((await get('/club/5/poolpasses')).body.poolPasses).toEqual(passes);
    });

    it.each([
      { rule: 'a club without an outdoor pool', club: '17', at: '2026-11-21T12:00:00Z' },
      { rule: 'after the last season', club: '5', at: '2027-09-07T00:00:00Z' },
    ])(
      'answers an empty season, without dates or passes, with none to sell: $rule',
      async ({ club, at }) => {
        service.setNow(new Date(at));
        expect(await get(`/club/${club}/poolpasses`)).toEqual({
          status: 200,
          body: { mmsClubId: club, currency: { code: 'USD', symbol: '$' }, poolPasses: [] },
        });
      },
    );

    it.each([
      { url: '/club/995/poolpasses', status: 404, message: 'Club 995 was not found.' },
      {
        url: '/club/5/poolpasses?coupon=NOPE-5',
        status: 404,
        message: 'The coupon code NOPE-5 was not found.',
      },
    ])('answers $status for $url', async ({ url, status, message }) => {
      expect(await get(url)).toMatchObject({ status, body: { message } });
    });

    it('answers 400 naming a malformed club id', async () => {
      const { status, body } = await get('/club/-5/poolpasses');
      expect(status).toBe(400);
      expect(body.fields).toEqual([
        { field: 'params.clubId', message: 'A club id is 1 to 6 digits' },
      ]);
    });
  });
});
