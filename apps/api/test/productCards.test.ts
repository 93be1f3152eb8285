import { PRODUCT_TYPE_NAMES } from '@clubjoin/domain/vocabulary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';

/** The clock of these tests: a Saturday in November 2026, inside "Join in 2027". */
const NOW = new Date('2026-11-21T12:00:00Z');

interface Promotion {
  promotionName: string;
  promotionType: string;
  default: boolean;
  selected: boolean;
}
interface Card {
  productType: string;
  products: { quantity: number; sku: string; price: { productPrice: number } }[];
  promotions: Promotion[];
}

/** A card's promotions as 'name' or 'name (selected)', packages left out. */
const offered = (card: Card | undefined) =>
  card?.promotions
    .filter((promotion) => promotion.promotionType !== 'Package')
    .map((promotion) => `${promotion.promotionName}${promotion.selected ? ' (selected)' : ''}`);

describe('the product service’s cards (product/membership-and-promotions.md#membership-cards, product/decisions-and-platform.md#services-and-their-addresses product service)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ clock: () => NOW });
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const get = async (url: string) => {
    const response = await subject.app.inject({ method: 'GET', url: `/api/product${url}` });
    return { status: response.statusCode, body: response.json() };
  };
  const cardOf = (body: { cards: Card[] }, type: string) =>
    body.cards.find((card) => card.productType === type);

  describe('GET /club/{clubId}', () => {
    it('lists the club’s public cards in their authored order, each product priced in cents for 1 to 6 adults', async () => {
      const { status, body } = await get('/club/5');
      expect(status).toBe(200);
      expect(body.mmsClubId).toBe('5');
      expect(body.currency).toEqual({ code: 'USD', symbol: '$' });
      // The restricted ones are listed through their doors (membershipDoors.test.ts).
      expect(body.cards.map((card: Card) => card.productType)).toEqual([
        'Monthly',
        'MonthlySGT',
        'JuniorExecutive',
        'UnderTwentySix',
        'SixtyFivePlus',
        'ShortTerm',
      ]);
      const monthly = cardOf(body, 'Monthly');
      expect(monthly?.products.map((product) => product.quantity)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(monthly?.products[0]).toEqual({
        quantity: 1,
        productId: '5071',
        sku: 'MO-5-1A',
        price: {
          productPrice: 15_900,
          juniorMemberDues: 3_500,
          adminFee: 4_900,
          enrollmentFee: 14_900,
          normallyPricedJoiningFee: 29_800,
          adultSalesRuleDiscountAmount: 0,
          juniorSalesRuleDiscountAmounts: [],
          adminFeeSalesRuleDiscountAmount: 0,
        },
      });
    });

    it('prices a Canadian club’s cards in Canadian dollars (product/pricing-and-dues.md#currency)', async () => {
      const { status, body } = await get('/club/412');
      expect(status).toBe(200);
      expect(body.currency).toEqual({ code: 'CAD', symbol: 'C$' });
      expect(cardOf(body, 'Monthly')?.products[0]?.price.productPrice).toBe(19_900);
    });

    it('offers each card the promotions of its type in force now, the default selected', async () => {
      const { body } = await get('/club/5');
      expect(offered(cardOf(body, 'Monthly'))).toEqual([
        'Monthly Standard (selected)',
        'Join in 2027',
      ]);
      expect(offered(cardOf(body, 'ShortTerm'))).toEqual(['Short Term Standard (selected)']);
    });

    it('says which cards come with experience packages (product/membership-and-promotions.md#experience-packages)', async () => {
      const { body } = await get('/club/5');
      expect(
        body.cards.map((card: Card & { hasPackages: boolean }) => [
          card.productType,
          card.hasPackages,
        ]),
      ).toEqual([
        ['Monthly', true],
        ['MonthlySGT', false],
        ['JuniorExecutive', false],
        ['UnderTwentySix', false],
        ['SixtyFivePlus', false],
        ['ShortTerm', false],
      ]);
    });

    it.each([
      {
        rule: 'a referral coupon valid here: its coupon-only promotion, selected, on the cards it applies to',
        coupon: 'REF-20417',
        monthly: ['Monthly Standard', 'Join in 2027', 'Employee Referral (selected)'],
      },
      {
        rule: 'a coupon typed in small letters is the same coupon',
        coupon: 'ref-20417',
        monthly: ['Monthly Standard', 'Join in 2027', 'Employee Referral (selected)'],
      },
      {
        rule: 'a coupon valid only at another club: nothing unlocked',
        coupon: 'REF-31588',
        monthly: ['Monthly Standard (selected)', 'Join in 2027'],
      },
      {
        rule: 'an expired coupon: nothing unlocked',
        coupon: 'SUMMER25',
        monthly: ['Monthly Standard (selected)', 'Join in 2027'],
      },
      {
        rule: 'a coupon not yet valid: nothing unlocked',
        coupon: 'SPRING27',
        monthly: ['Monthly Standard (selected)', 'Join in 2027'],
      },
    ])('$rule', async ({ coupon, monthly }) => {
      const { status, body } = await get(`/club/5?coupon=${coupon}`);
      expect(status).toBe(200);
      expect(offered(cardOf(body, 'Monthly'))).toEqual(monthly);
      expect(offered(cardOf(body, 'ShortTerm'))).toEqual(['Short Term Standard (selected)']);
    });

    it('the coupon’s promotion carries the prices it changes (a referral waives the joining fees)', async () => {
      const { body } = await get('/club/5?coupon=REF-20417');
      const referral = cardOf(body, 'Monthly')?.promotions.find((p) => p.selected);
      expect(referral).toMatchObject({
        mmsPromotionCode: 'REFERRAL-MO',
        promotionType: 'Coupon',
        default: false,
        price: 0,
        adminFee: 0,
        joiningFeeDiscount: 19_800,
      });
    });

    it.each([
      { url: '/club/999', message: 'Club 999 was not found.' },
      { url: '/club/5?coupon=NOPE-1', message: 'The coupon code NOPE-1 was not found.' },
    ])('answers 404 for $url', async ({ url, message }) => {
      expect(await get(url)).toMatchObject({ status: 404, body: { statusCode: 404, message } });
    });

    it.each([
      { url: '/club/5a', field: 'params.clubId' },
      { url: '/club/1234567', field: 'params.clubId' },
      { url: '/club/5?coupon=no%20spaces', field: 'query.coupon' },
      { url: '/club/5?coupon=AB', field: 'query.coupon' },
    ])('answers 400 naming the parameter of $url', async ({ url, field }) => {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body.fields.map((bad: { field: string }) => bad.field)).toEqual([field]);
    });
  });

  describe('GET /club/{clubId}/default', () => {
    it.each([
      { rule: 'nothing asked: the default category', query: '', type: 'Monthly', flows: [] },
      {
        rule: 'a category: its product type and flows',
        query: '?category=signature',
        type: 'MonthlySGT',
        flows: ['SignatureOnly'],
      },
      {
        rule: 'a category in capitals is the same category',
        query: '?category=SIGNATURE',
        type: 'MonthlySGT',
        flows: ['SignatureOnly'],
      },
      {
        rule: 'a category spelt without its hyphen is the same category (a link’s daypass)',
        query: '?category=daypass&coupon=DAYPASS',
        type: 'DayPass',
        flows: ['DayPass'],
      },
      {
        rule: 'the day-pass category, opened by its coupon: the DayPass flow',
        query: '?category=day-pass&coupon=DAYPASS',
        type: 'DayPass',
        flows: ['DayPass'],
      },
      {
        rule: 'the day-pass coupon: the DayPass flow',
        query: '?coupon=DAYPASS',
        type: 'DayPass',
        flows: ['DayPass'],
      },
      {
        rule: 'the pickleball coupon: the PickleballOnly flow',
        query: '?coupon=PICKLEBALL',
        type: 'PickleballOnly',
        flows: ['PickleballOnly'],
      },
      {
        rule: 'a Medicare program coupon: the Qualified flow',
        query: '?coupon=SILVERSTEP',
        type: 'MonthlyQualified',
        flows: ['Qualified'],
      },
      {
        rule: 'a corporate coupon: the CorpSales flow',
        query: '?coupon=NORTHWIND',
        type: 'Monthly',
        flows: ['CorpSales'],
      },
      {
        rule: 'the corporate category with its coupon: CorpSales once',
        query: '?category=corporate&coupon=NORTHWIND',
        type: 'Monthly',
        flows: ['CorpSales'],
      },
      {
        rule: 'a pickleball coupon not yet valid: the default, no flow',
        query: '?coupon=PICKLE-SPRING27',
        type: 'Monthly',
        flows: [],
      },
      {
        rule: 'a corporate coupon of other clubs: the default, no flow',
        query: '?coupon=CONTOSO',
        type: 'Monthly',
        flows: [],
      },
    ])('$rule', async ({ query, type, flows }) => {
      const { status, body } = await get(`/club/5/default${query}`);
      expect(status).toBe(200);
      expect(body.clubProduct.productType).toBe(type);
      expect(body.membershipDescriptor).toEqual({
        flows,
        selectedMembershipName: PRODUCT_TYPE_NAMES[type as keyof typeof PRODUCT_TYPE_NAMES],
      });
    });

    it.each([
      { rule: 'the digital club 815: Digital', club: '815', type: 'Digital', flows: ['Digital'] },
      {
        rule: 'the digital studio club 370: DigitalStudio',
        club: '370',
        type: 'GroupFitness',
        flows: ['DigitalStudio'],
      },
    ])('$rule', async ({ club, type, flows }) => {
      const { body } = await get(`/club/${club}/default`);
      expect(body.clubProduct.productType).toBe(type);
      expect(body.membershipDescriptor.flows).toEqual(flows);
    });

    it('answers the default card with its products and the coupon’s promotion selected', async () => {
      const { body } = await get('/club/5/default?coupon=PICKLEBALL');
      expect(body.currency).toEqual({ code: 'USD', symbol: '$' });
      expect(body.clubProduct.products).toHaveLength(6);
      expect(offered(body.clubProduct)).toEqual([
        'Pickleball Only Standard',
        'Pickleball Intro (selected)',
      ]);
    });

    it.each([
      { url: '/club/5/default?category=tennis', message: "Club 5 has no category 'tennis'." },
      { url: '/club/998/default', message: 'Club 998 was not found.' },
      { url: '/club/5/default?coupon=NOPE-2', message: 'The coupon code NOPE-2 was not found.' },
    ])('answers 404 for $url', async ({ url, message }) => {
      expect(await get(url)).toMatchObject({ status: 404, body: { message } });
    });

    it('answers 400 naming a malformed category', async () => {
      const { status, body } = await get('/club/5/default?category=day_pass!');
      expect(status).toBe(400);
      expect(body.fields).toEqual([
        { field: 'query.category', message: 'A category is 1 to 40 letters, digits and dashes' },
      ]);
    });
  });
});
