// @vitest-environment happy-dom
import { compressToEncodedURIComponent } from 'lz-string';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getContentClubs } from '@clubjoin/contract/content';
import { CouponAnswer, getClubCoupon } from '@clubjoin/contract/coupon';
import { postLog } from '@clubjoin/contract/logs';
import {
  DefaultClubProduct,
  getCategoryCouponCode,
  getClubCategories,
  getDefaultClubProduct,
  getProductPromotion,
  SaleCategory,
} from '@clubjoin/contract/product';
import { failure, setupFakeApi } from '../../testing/fakeApi';
import { expireSession } from '../session/expireSession';
import { couponWarningStore, dismissCouponWarning } from '../stores/couponWarningStore';
import { clubStore } from '../stores/clubStore';
import { couponStore } from '../stores/couponStore';
import { entryNoticeStore, showEntryNotice } from '../stores/entryNoticeStore';
import { membershipStore } from '../stores/membershipStore';
import { productStore } from '../stores/productStore';
import type { ProductType } from '@clubjoin/domain/vocabulary';
import { encodeEmployeeId } from '@clubjoin/domain/wizard/entryParameters';
import { membershipCard, offeredPromotion } from './membership/membershipCard.fixture';
import { initializeFromLink } from './initializeFromLink';

const club = {
  mmsClubId: '12',
  marketingClubName: 'Eden Prairie',
  country: 'US',
  domainPrefix: 'edenprairie',
};
const CLUB_CHOICE = { kind: 'step', step: 'clubLocation' };

/**
 * The API as the browser sees it here: the club list, the club's categories and the default
 * product cannot be had (503 unless a test says otherwise), so the link is checked against the
 * stored club; each failure is sent to the server's log. The answers of the real server are the
 * browser tests' (e2e/wizard-initialize.spec.ts).
 */
const api = setupFakeApi();

beforeEach(() => {
  api.answer(getContentClubs, failure(503, 'The content service is down'));
  api.answer(getClubCategories, failure(503, 'The product service is down'));
  api.answer(getDefaultClubProduct, failure(503, 'The product service is down'));
  api.answer(postLog, null);
});

afterEach(() => {
  expireSession();
  dismissCouponWarning();
  showEntryNotice(undefined);
});

describe('initialize (product/club-and-entry.md#initialize)', () => {
  it('sends a link naming a club it cannot find to club choice, saying so', async () => {
    expect(await initializeFromLink('?clubId=99999')).toEqual({
      target: CLUB_CHOICE,
      notice: { reason: 'invalidClub', problems: [] },
    });
  });

  it('sends a link with invalid parameters to club choice, naming each', async () => {
    expect(await initializeFromLink('?adultQuantity=5&membershipType=Gold')).toEqual({
      target: CLUB_CHOICE,
      notice: {
        reason: 'invalidParameters',
        problems: [
          {
            parameter: 'adultQuantity',
            value: '5',
            message: 'adultQuantity must be a whole number from 1 to 4.',
          },
          {
            parameter: 'membershipType',
            value: 'Gold',
            message: 'membershipType must be a known product type.',
          },
        ],
      },
    });
  });

  it('applies the plan of a link without a club and goes on to club choice', async () => {
    membershipStore.setState({
      transaction: { cartId: 'c-1' },
      product: { productId: 'p-1', productType: 'Monthly', hasAddOns: true },
    });
    productStore.setState({
      defaultProduct: {
        clubId: '9',
        clubProduct: membershipCard('Monthly', { products: [] }),
        membershipDescriptor: { flows: [] },
      },
    });

    const outcome = await initializeFromLink(
      '?adultQuantity=3&juniorQuantity=2&source=radio&referral=R1',
    );

    expect(outcome).toEqual({ target: CLUB_CHOICE });
    const state = membershipStore.getState();
    expect(state.quantities).toEqual({ adults: 3, juniors: 2 });
    expect(state.adultMembers).toHaveLength(2);
    expect(state.juniorMembers).toHaveLength(2);
    expect(state.options).toMatchObject({ source: 'radio', referral: 'R1', employeeId: 0 });
    expect(state.locationAccess).toEqual({
      adultQuantity: 3,
      juniorQuantity: 2,
      clubId: undefined,
      membershipType: undefined,
      showOnlyModal: undefined,
    });
    expect(state.transaction).toBeUndefined();
    expect(state.product).toBeUndefined();
    expect(productStore.getState()).toEqual({});
  });

  it.each([
    ['a day-pass category', '?category=day-pass', ['DayPass']],
    ['the purchaser parameter', '?purchaser=true', ['Purchaser']],
  ])('sets the flow flags of %s', async (_case, search, flows) => {
    await initializeFromLink(search);

    expect(membershipStore.getState().membershipDescriptor.flows).toEqual(flows);
  });

  it('gives the single-adult flows 1 adult and 0 juniors', async () => {
    await initializeFromLink('?category=daypass&adultQuantity=3&juniorQuantity=2');

    expect(membershipStore.getState().quantities).toEqual({ adults: 1, juniors: 0 });
  });

  it('accepts a link naming the club in the store, by id or by domain prefix', async () => {
    clubStore.setState({ club });

    expect(await initializeFromLink('?clubId=12')).toEqual({ target: CLUB_CHOICE });
    expect(membershipStore.getState().mmsClubId).toBe('12');
    expect(await initializeFromLink('?domainPrefix=EdenPrairie')).toEqual({ target: CLUB_CHOICE });
  });

  it('stores a complete location access as the plan gives it', async () => {
    clubStore.setState({ club });

    await initializeFromLink('?clubId=12&adultQuantity=2&juniorQuantity=0&membershipType=monthly');

    expect(membershipStore.getState().locationAccess).toEqual({
      adultQuantity: 2,
      juniorQuantity: 0,
      clubId: '12',
      membershipType: 'Monthly',
      showOnlyModal: false,
    });
  });

  it('seeds the stores from session-start parameters before reading the link', async () => {
    const clubModule = compressToEncodedURIComponent(
      JSON.stringify({ state: { club }, version: 1 }),
    );

    const outcome = await initializeFromLink(`?clubModule=${clubModule}&clubId=12`);

    expect(outcome).toEqual({ target: CLUB_CHOICE });
    expect(clubStore.getState().club?.marketingClubName).toBe('Eden Prairie');
  });

  it('fetches the default product of a complete link, and without one goes to add members', async () => {
    clubStore.setState({ club });
    productStore.setState({
      defaultProduct: {
        clubId: '12',
        clubProduct: membershipCard('Monthly', { products: [] }),
        membershipDescriptor: { flows: [] },
      },
    });
    api.answer(getDefaultClubProduct, failure(503, 'The product service is down'));

    const outcome = await initializeFromLink(
      '?clubId=12&adultQuantity=2&juniorQuantity=1&membershipType=Monthly&category=Family',
    );

    expect(await api.requests()).toContain('GET /api/product/club/12/default?category=Family');
    expect(outcome).toEqual({ target: { kind: 'step', step: 'addMembers' } });
    expect(productStore.getState()).toEqual({});
    expect(membershipStore.getState().quantities).toEqual({ adults: 2, juniors: 1 });
  });

  it('reads the club list only when the link names a club', async () => {
    await initializeFromLink('?adultQuantity=2');
    expect(await api.requests()).not.toContain('GET /api/content/clubs');

    await initializeFromLink('?clubId=12');
    expect(await api.requests()).toContain('GET /api/content/clubs');
  });

  it('starts the flows over: flags of an earlier visit do not carry on', async () => {
    membershipStore.setState({ membershipDescriptor: { flows: ['Digital'] } });

    expect(await initializeFromLink('')).toEqual({ target: CLUB_CHOICE });
    expect(membershipStore.getState().membershipDescriptor.flows).toEqual([]);
  });
});

const PRODUCT_TYPE_OF_KIND: Record<string, string> = {
  DayPass: 'DayPass',
  Pickleball: 'PickleballOnly',
  Promotional: 'Monthly',
};

/**
 * A coupon of a kind as the coupon service answers it at a club
 * (product/membership-and-promotions.md#coupons, isValid).
 */
const couponAnswer = (code: string, kind: string, isValid: boolean) =>
  CouponAnswer.parse({
    code,
    kind,
    promotionName: `${code} offer`,
    promotionDisplayName: `${code} offer`,
    promotionIdentifier: code,
    sourcePromotionId: `SRC-${code}`,
    description: `The ${code} offer`,
    clientAppAccess: 'All',
    clubIds: ['12'],
    productTypes: [PRODUCT_TYPE_OF_KIND[kind]],
    startDateTime: null,
    endDateTime: null,
    isValid,
    verdict: isValid ? 'valid' : 'notAtClub',
    message: `The coupon code ${code} is ${isValid ? 'valid' : 'not valid at this club'}.`,
  });

/** The club's default product with the flows and membership name of its descriptor. */
const defaultProduct = (
  flows: string[],
  selectedMembershipName: string,
  productType: ProductType = 'Monthly',
) =>
  DefaultClubProduct.parse({
    mmsClubId: '12',
    currency: { code: 'USD', symbol: '$' },
    clubProduct: membershipCard(productType),
    membershipDescriptor: { flows, selectedMembershipName },
  });

describe('initialize and the held coupon (product/club-and-entry.md#initialize, product/membership-and-promotions.md#coupons)', () => {
  beforeEach(() => {
    clubStore.setState({ club });
  });

  it.each([
    ['day-pass', 'DAYPASS', 'DayPass', ['DayPass']],
    ['pickleball', 'PICKLEBALL', 'Pickleball', ['PickleballOnly']],
    ['promotional', 'WELCOME26', 'Promotional', []],
  ])(
    "checks a %s coupon at the link's club and sets the flow its kind selects",
    async (_case, code, kind, flows) => {
      couponStore.setState({ coupon: { code, isValid: true } });
      api.answer(getClubCoupon, couponAnswer(code, kind, true));

      await initializeFromLink('?clubId=12&adultQuantity=3');

      expect(await api.requests()).toContain(`GET /api/coupon-code/v1/clubs/12/coupons/${code}`);
      expect(couponStore.getState()).toMatchObject({
        coupon: { code, kind },
        checkedAtClubId: '12',
      });
      const state = membershipStore.getState();
      expect(state.membershipDescriptor.flows).toEqual(flows);
      expect(state.quantities.adults).toBe(flows.length > 0 ? 1 : 3);
    },
  );

  it('discards a coupon not valid at the club before pricing with it; a used one warns', async () => {
    couponStore.setState({ coupon: { code: 'DAYPASS', isValid: true } });
    membershipStore.setState({ couponUsed: 'DAYPASS' });
    api.answer(getClubCoupon, couponAnswer('DAYPASS', 'DayPass', false));
    api.answer(getDefaultClubProduct, defaultProduct([], 'Monthly'));

    const outcome = await initializeFromLink(
      '?clubId=12&adultQuantity=2&juniorQuantity=0&membershipType=Monthly',
    );

    expect(outcome).toEqual({ target: { kind: 'step', step: 'membershipProducts' } });
    expect(couponStore.getState()).toEqual({});
    expect(await api.requests()).toContain('GET /api/product/club/12/default');
    const state = membershipStore.getState();
    expect(state.couponUsed).toBeUndefined();
    expect(state.membershipDescriptor.flows).toEqual([]);
    expect(state.quantities).toEqual({ adults: 2, juniors: 0 });
    expect(couponWarningStore.getState().discardedCode).toBe('DAYPASS');
  });

  it('asks for the default product with the coupon kept', async () => {
    couponStore.setState({ coupon: { code: 'DAYPASS', isValid: true } });
    api.answer(getClubCoupon, couponAnswer('DAYPASS', 'DayPass', true));
    api.answer(getDefaultClubProduct, defaultProduct(['DayPass'], 'Day Pass'));

    await initializeFromLink('?clubId=12&adultQuantity=1&juniorQuantity=0&membershipType=DayPass');

    expect(await api.requests()).toContain('GET /api/product/club/12/default?coupon=DAYPASS');
  });

  it("asks for the default product with the employee link's id, as the link gave it", async () => {
    const employeeLink = encodeEmployeeId(48213);
    api.answer(getDefaultClubProduct, defaultProduct(['Employee'], 'Employee', 'Employee'));

    await initializeFromLink(
      `?clubId=12&adultQuantity=1&juniorQuantity=0&membershipType=Employee&category=employee&employeeId=${employeeLink}`,
    );

    expect(membershipStore.getState().options.employeeId).toBe(48213);
    expect(await api.requests()).toContain(
      `GET /api/product/club/12/default?category=employee&employeeId=${employeeLink}`,
    );
  });

  it("merges the default product's flow flags once each and takes its membership name", async () => {
    api.answer(
      getDefaultClubProduct,
      defaultProduct(['Purchaser', 'CorpSales', 'SignatureOnly'], 'Monthly plus SGT'),
    );

    await initializeFromLink(
      '?clubId=12&adultQuantity=1&juniorQuantity=0&membershipType=Monthly&purchaser=true',
    );

    const state = membershipStore.getState();
    expect(state.membershipDescriptor).toEqual({
      flows: ['Purchaser', 'CorpSales'],
      selectedMembershipName: 'Monthly plus SGT',
    });
    expect(state.selectedMembershipName).toBe('Monthly plus SGT');
  });
});

describe('initialize in a flow without membership cards (product/wizard.md#steps-each-flow-drops)', () => {
  beforeEach(() => {
    clubStore.setState({ club });
  });

  it('chooses the default product of a complete day-pass link and goes past the cards', async () => {
    api.answer(getDefaultClubProduct, defaultProduct(['DayPass'], 'Day Pass', 'DayPass'));

    const outcome = await initializeFromLink(
      '?clubId=12&adultQuantity=1&juniorQuantity=0&membershipType=DayPass&category=daypass',
    );

    expect(outcome).toEqual({ target: { kind: 'step', step: 'membershipSummary' } });
    const state = membershipStore.getState();
    expect(state.product).toMatchObject({ productType: 'DayPass', quantity: 1 });
    expect(state.pricingSummary?.adultSummary.quantity).toBe(1);
  });

  it('fetches and chooses the default product for a link at a club without a membership type, then goes on to club choice as any link', async () => {
    api.answer(getDefaultClubProduct, defaultProduct(['DayPass'], 'Day Pass', 'DayPass'));

    const outcome = await initializeFromLink('?clubId=12&category=daypass');

    expect(await api.requests()).toContain('GET /api/product/club/12/default?category=daypass');
    expect(outcome).toEqual({ target: { kind: 'step', step: 'clubLocation' } });
    expect(membershipStore.getState().product?.productType).toBe('DayPass');
  });

  it('goes to add members with no product when the default product cannot be had', async () => {
    api.answer(getDefaultClubProduct, failure(503, 'The product service is down'));

    const outcome = await initializeFromLink('?clubId=12&category=daypass');

    expect(outcome).toEqual({ target: { kind: 'step', step: 'addMembers' } });
    expect(membershipStore.getState().product).toBeUndefined();
  });
});

/** A sale category as GET /club/{clubId}/categories lists it; a link token for its coupon, if any. */
const saleCategory = (
  category: string,
  productType: ProductType,
  flows: string[],
  linkToken: string | null = null,
) =>
  SaleCategory.parse({
    category,
    name: `${category} memberships`,
    productType,
    flows,
    selectedMembershipName: `${productType} name`,
    default: category === 'membership',
    opensWithCoupon: linkToken !== null,
    linkToken,
  });

/** The categories of club 12, modelled on club 5's (data/catalog/categories.json). */
const CATEGORIES = [
  saleCategory('membership', 'Monthly', []),
  saleCategory('signature', 'MonthlySGT', ['SignatureOnly']),
  saleCategory('day-pass', 'DayPass', ['DayPass'], 'day-pass-token'),
  saleCategory('pickleball', 'PickleballOnly', ['PickleballOnly'], 'pickleball-token'),
  saleCategory('short-term', 'ShortTerm', ['ShortTerm']),
  saleCategory('club-only', 'ClubOnly', ['ClubOnly']),
  saleCategory('medicare', 'MonthlyQualified', ['Qualified']),
  saleCategory('employee', 'Employee', ['Employee']),
  saleCategory('waitlist', 'MonthlySGT', ['Waitlist']),
  saleCategory('corporate', 'Monthly', ['CorpSales'], 'corporate-token'),
];

/**
 * The coupon each link token reveals (GET .../couponcode), and its kind as far as initialize reads
 * it (the corporate coupon's kind sets no flow here; its category does).
 */
const CATEGORY_COUPONS: Record<string, [string, string]> = {
  'day-pass': ['DAYPASS', 'DayPass'],
  pickleball: ['PICKLEBALL', 'Pickleball'],
  corporate: ['NORTHWIND', 'Promotional'],
};

/** A category's default product; a Qualified card states its eligibility and legal terms. */
const categoryProduct = (flows: string[], productType: ProductType) =>
  DefaultClubProduct.parse({
    mmsClubId: '12',
    currency: { code: 'USD', symbol: '$' },
    clubProduct: membershipCard(productType, {
      eligibilityRequirements: 'Medicare members of a partner program.',
      legalDisclaimer: 'Eligibility is checked with the program.',
      promotions: [
        offeredPromotion(productType, { selected: true }),
        offeredPromotion(productType, {
          mmsPromotionCode: 'SPRING',
          promotionName: 'Spring Offer',
          default: false,
        }),
      ],
    }),
    membershipDescriptor: { flows, selectedMembershipName: `${productType} name` },
  });

describe('the links a club prints (decision 0017, product/club-and-entry.md#initialize)', () => {
  beforeEach(() => {
    clubStore.setState({ club });
    api.answer(getClubCategories, { mmsClubId: '12', categories: CATEGORIES });
    api.answer(getCategoryCouponCode, ({ params }) => ({
      mmsClubId: '12',
      category: params.category,
      couponCode: CATEGORY_COUPONS[params.category]?.[0] ?? 'NONE',
    }));
    api.answer(getClubCoupon, ({ params }) => {
      const [code, kind] = Object.values(CATEGORY_COUPONS).find(
        ([candidate]) => candidate === params.couponCode,
      ) ?? [params.couponCode, 'Promotional'];
      return couponAnswer(code, kind, true);
    });
    // The default product of the category asked for, as the product service answers it.
    api.answer(getDefaultClubProduct, ({ query }) => {
      const asked = CATEGORIES.find(({ category }) => category === query.category);
      const { productType, flows } = asked ?? saleCategory('membership', 'Monthly', []);
      return categoryProduct(flows, productType);
    });
  });

  const flows = () => membershipStore.getState().membershipDescriptor.flows;
  const defaultRequests = async () =>
    (await api.requests()).filter((request) => request.includes('/default'));

  it('category=short-term sells the Short Term product in its flow, without the cards', async () => {
    const outcome = await initializeFromLink('?clubId=12&category=short-term');

    expect(flows()).toEqual(['ShortTerm']);
    expect(await defaultRequests()).toEqual([
      'GET /api/product/club/12/default?category=short-term',
    ]);
    expect(membershipStore.getState().product?.productType).toBe('ShortTerm');
    expect(outcome).toEqual({ target: CLUB_CHOICE });
    expect(entryNoticeStore.getState().notice).toBeUndefined();
  });

  it.each([
    ['pickleball', 'PICKLEBALL', 'PickleballOnly'],
    ['day-pass', 'DAYPASS', 'DayPass'],
  ])(
    'category=%s takes its coupon through the category token and sells its product past the cards',
    async (category, code, flow) => {
      const outcome = await initializeFromLink(`?clubId=12&category=${category}`);

      const [revealed] = await api.calls(getCategoryCouponCode);
      expect(revealed?.headers['x-ltf-category-token']).toBe(`${category}-token`);
      expect(couponStore.getState().coupon).toMatchObject({ code, isValid: true });
      expect(flows()).toEqual([flow]);
      expect(membershipStore.getState().quantities).toEqual({ adults: 1, juniors: 0 });
      expect(await defaultRequests()).toEqual([
        `GET /api/product/club/12/default?category=${category}&coupon=${code}`,
      ]);
      expect(membershipStore.getState().product?.productType).toBe(flow);
      expect(outcome).toEqual({ target: { kind: 'step', step: 'membershipSummary' } });
    },
  );

  it('category=corporate holds the company’s coupon, so its pricing applies, in the CorpSales flow', async () => {
    await initializeFromLink('?clubId=12&category=corporate&adultQuantity=2&juniorQuantity=0');

    expect(couponStore.getState().coupon).toMatchObject({ code: 'NORTHWIND', isValid: true });
    expect(flows()).toEqual(['CorpSales']);
    // The category's type fetched its product; only a membershipType link opens club access.
    expect(membershipStore.getState().locationAccess?.membershipType).toBeUndefined();
    expect(await defaultRequests()).toEqual([
      'GET /api/product/club/12/default?category=corporate&coupon=NORTHWIND',
    ]);
  });

  it('category=waitlist sets the Waitlist flow and the type the category names', async () => {
    const outcome = await initializeFromLink('?clubId=12&category=waitlist');

    expect(flows()).toEqual(['Waitlist']);
    expect(await api.requests()).not.toContain(
      'GET /api/product/club/12/categories/waitlist/couponcode',
    );
    expect(outcome).toEqual({ target: CLUB_CHOICE });
  });

  it('category=medicare with a Medicare coupon opens the same Qualified sale as the membershipType link', async () => {
    const quantities = 'adultQuantity=1&juniorQuantity=0';
    const enter = async (search: string) => {
      couponStore.setState({ coupon: { code: 'SILVERSTEP', isValid: true } });
      const outcome = await initializeFromLink(search);
      const defaultType = productStore.getState().defaultProduct?.clubProduct.productType;
      return { outcome, flows: flows(), defaultType };
    };

    const byCategory = await enter(`?clubId=12&category=medicare&${quantities}`);
    const byType = await enter(`?clubId=12&membershipType=MonthlyQualified&${quantities}`);

    expect(byCategory).toEqual(byType);
    expect(byCategory.flows).toEqual(['Qualified']);
    expect(byCategory.defaultType).toBe('MonthlyQualified');
    expect(await defaultRequests()).toEqual([
      'GET /api/product/club/12/default?category=medicare&coupon=SILVERSTEP',
      'GET /api/product/club/12/default?category=medicare&coupon=SILVERSTEP',
    ]);
  });

  it.each(['', '&adultQuantity=1&juniorQuantity=0'])(
    'membershipType=ClubOnly%s sells the Club Only product in the ClubOnly flow, without the cards',
    async (quantities) => {
      await initializeFromLink(`?clubId=12&membershipType=ClubOnly${quantities}`);

      expect(flows()).toEqual(['ClubOnly']);
      expect(await defaultRequests()).toEqual([
        'GET /api/product/club/12/default?category=club-only',
      ]);
      expect(membershipStore.getState().product?.productType).toBe('ClubOnly');
    },
  );

  it('membershipType=ExecutiveSignature sells the signature membership without the cards', async () => {
    await initializeFromLink('?clubId=12&membershipType=ExecutiveSignature');

    expect(flows()).toEqual(['ExecutiveSignature']);
    expect(await defaultRequests()).toEqual([
      'GET /api/product/club/12/default?category=signature',
    ]);
    expect(membershipStore.getState().product?.productType).toBe('MonthlySGT');
  });

  it('tells of a category the club does not have and opens its usual sale', async () => {
    const outcome = await initializeFromLink('?clubId=12&category=platinum');

    expect(entryNoticeStore.getState().notice).toEqual({
      kind: 'unknownCategory',
      category: 'platinum',
    });
    expect(flows()).toEqual([]);
    expect(outcome).toEqual({ target: CLUB_CHOICE });
  });

  it('category=employee without an employee id: no way in, said so, and the usual sale', async () => {
    const shut = 'The Employee membership is sold only through a team member’s employee link.';
    api.answer(getDefaultClubProduct, ({ query }) =>
      query.category === 'employee'
        ? failure(403, shut)
        : defaultProduct([], 'Monthly name', 'Monthly'),
    );

    await initializeFromLink('?clubId=12&category=employee');

    expect(entryNoticeStore.getState().notice).toEqual({ kind: 'doorShut', message: shut });
    expect(flows()).toEqual([]);
    expect(membershipStore.getState().product).toBeUndefined();
    expect(await defaultRequests()).toEqual(['GET /api/product/club/12/default?category=employee']);
  });
});

describe('a club whose default category carries flows (product/club-and-entry.md#clubs)', () => {
  const digitalClub = { ...club, mmsClubId: '815', marketingClubName: 'Digital' };

  it('/join?clubId=815 starts the Digital flow at add members, fetching nothing more', async () => {
    clubStore.setState({ club: digitalClub });
    api.answer(getClubCategories, {
      mmsClubId: '815',
      categories: [saleCategory('membership', 'Digital', ['Digital'])],
    });

    const outcome = await initializeFromLink('?clubId=815');

    expect(membershipStore.getState().membershipDescriptor.flows).toEqual(['Digital']);
    expect(outcome).toEqual({ target: { kind: 'step', step: 'addMembers' } });
    expect(await api.requests()).not.toContain('GET /api/product/club/815/default');
  });

  it('a Digital link with everything club access needs opens no club-access modal by itself', async () => {
    clubStore.setState({ club: digitalClub });
    api.answer(getClubCategories, {
      mmsClubId: '815',
      categories: [saleCategory('membership', 'Digital', ['Digital'])],
    });
    api.answer(getDefaultClubProduct, defaultProduct(['Digital'], 'Digital', 'Digital'));

    const outcome = await initializeFromLink(
      '?clubId=815&membershipType=Digital&adultQuantity=1&juniorQuantity=0',
    );

    expect(outcome).toEqual({ target: { kind: 'step', step: 'membershipProducts' } });
    expect(membershipStore.getState().locationAccess?.membershipType).toBeUndefined();
  });

  it.each([
    ['370', 'GroupFitness', 'DigitalStudio'],
    ['313', 'PickleballOnly', 'PickleballOnly'],
  ] as const)('/join?clubId=%s starts the %s sale in the %s flow', async (id, type, flow) => {
    clubStore.setState({ club: { ...club, mmsClubId: id } });
    api.answer(getClubCategories, {
      mmsClubId: id,
      categories: [saleCategory('membership', type, [flow])],
    });
    api.answer(getDefaultClubProduct, defaultProduct([flow], type, type));

    await initializeFromLink(`?clubId=${id}`);

    expect(membershipStore.getState().membershipDescriptor.flows).toContain(flow);
    expect(membershipStore.getState().quantities).toEqual({ adults: 1, juniors: 0 });
    expect(await api.requests()).toContain(
      `GET /api/product/club/${id}/default?category=membership`,
    );
  });
});

describe('the link’s promotionName (product/club-and-entry.md#entry-links)', () => {
  beforeEach(() => {
    clubStore.setState({ club });
    api.answer(getClubCategories, { mmsClubId: '12', categories: CATEGORIES });
    api.answer(getDefaultClubProduct, ({ query }) => {
      const asked = CATEGORIES.find(({ category }) => category === query.category);
      const { productType, flows } = asked ?? saleCategory('membership', 'Monthly', []);
      return categoryProduct(flows, productType);
    });
  });

  it('selects the named promotion the club offers: the product carries its code', async () => {
    api.answer(getProductPromotion, ({ params }) => ({
      mmsClubId: '12',
      productType: params.type,
      currency: { code: 'USD', symbol: '$' },
      promotion: offeredPromotion(params.type, { promotionName: 'Spring Offer' }),
      products: membershipCard(params.type).products,
    }));

    await initializeFromLink('?clubId=12&category=short-term&promotionName=Spring%20Offer');

    expect(await api.requests()).toContain(
      'GET /api/product/club/12/producttype/ShortTerm/promotion?promotionName=Spring+Offer',
    );
    expect(membershipStore.getState().options.promotionName).toBe('Spring Offer');
    expect(membershipStore.getState().product).toMatchObject({
      mmsPromotionCode: 'SPRING',
      promotionName: 'Spring Offer',
    });
    expect(entryNoticeStore.getState().notice).toBeUndefined();
  });

  it('tells of a promotion not on offer, and the membership keeps its usual one', async () => {
    const why = "Club 12 has no promotion 'Gone' for Short Term memberships.";
    api.answer(getProductPromotion, failure(404, why));

    await initializeFromLink('?clubId=12&category=short-term&promotionName=Gone');

    expect(entryNoticeStore.getState().notice).toEqual({
      kind: 'promotionNotOffered',
      message: why,
    });
    expect(membershipStore.getState().options.promotionName).toBeUndefined();
    expect(membershipStore.getState().product?.mmsPromotionCode).toBe('STD-SHORTTERM');
  });
});
