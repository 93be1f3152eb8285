import { describe, expect, it } from 'vitest';
import type { CatalogFile } from './catalogFiles';
import { CATALOG_FILES } from './catalogFiles';
import { CatalogIndex } from './catalogIndex';
import { cardRecord, clubRecord, couponRecord, promotionRecord } from './catalogRecords.fixture';
import { catalogFileSchemas } from './catalogReferences';

type Item = Record<string, unknown>;
type Files = Record<keyof typeof CATALOG_FILES, Item[]>;

const presaleClub = clubRecord({ mmsClubId: '415', open: 'PRESALE', openDate: '2027-03-01' });
const dayPassCard = cardRecord('DayPass', { hasAddOns: false });
const packagePromotion = promotionRecord({
  mmsPromotionCode: 'PKG-PT',
  promotionName: 'PT Starter',
  promotionType: 'Package',
  default: false,
  joiningFeeDiscount: 5000,
  adminFee: 0,
  price: 14800,
});
const pkg = {
  productType: 'Monthly',
  mmsPromotionCode: 'PKG-PT',
  promotionName: 'PT Starter',
  name: 'PT Starter',
  type: 'For Adults',
  adminFee: 0,
  enrollmentFee: 14800,
  value: 36000,
  awards: [{ title: '3 sessions', description: 'Three sessions.' }],
  isRecommended: true,
};
const literals = {
  title: 't',
  description: 'd',
  priceDescription: 'p',
  detailsTitle: 'dt',
  detailsBody: 'db',
};
const bundle = (bundleId: string, productType: string | null) => ({
  bundleId,
  productType,
  name: 'Personal Training',
  packageType: 'For Adults',
  products: [
    { productId: `${bundleId}-1`, name: 'PT', price: 29900, adminFee: 0, quantity: 1, literals },
  ],
});
const category = (overrides: Item) => ({
  category: 'membership',
  name: 'Memberships',
  productType: 'Monthly',
  flows: [],
  selectedMembershipName: 'Monthly',
  couponCode: null,
  default: true,
  ...overrides,
});

/** A deep copy, so that a test's change never reaches another test. */
const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A small consistent catalog: an open club 17 and a presale club 415, each file in load order. */
function catalog(): Files {
  return copyOf({
    taxRates: [{ region: 'MN', components: [], cardSurcharge: { allowed: true } }],
    clubs: [clubRecord(), presaleClub],
    publicImprovementFees: [{ mmsClubId: '17', description: 'District fee', rate: 10_000 }],
    coupons: [
      couponRecord('Promotional'),
      couponRecord('DayPass', { code: 'DAYPASS', promotionName: 'Free Day Pass' }),
    ],
    products: [
      { mmsClubId: '17', cards: [cardRecord(), dayPassCard] },
      {
        mmsClubId: '415',
        cards: [
          cardRecord('Monthly', {
            products: [{ ...cardRecord().products[1], productId: 'P2', sku: 'S2' }],
          }),
        ],
      },
    ],
    promotions: [
      {
        mmsClubId: '17',
        promotions: [
          promotionRecord(),
          promotionRecord({
            mmsPromotionCode: 'WELCOME-MO',
            default: false,
            couponPromotionName: 'Welcome Offer',
          }),
          packagePromotion,
          promotionRecord({ productType: 'DayPass', mmsPromotionCode: 'STD-DP' }),
        ],
      },
      {
        mmsClubId: '415',
        promotions: [promotionRecord({ promotionType: 'Presale', adminFee: 0, price: 0 })],
      },
    ],
    experiencePackages: [{ mmsClubId: '17', packages: [pkg] }],
    addOnBundles: [
      { mmsClubId: '17', bundles: [bundle('17-MO-PT', 'Monthly')] },
      { mmsClubId: '415', bundles: [bundle('415-SPA', null)] },
    ],
    poolPasses: [
      {
        mmsClubId: '17',
        seasons: [
          {
            startDate: '2026-05-23',
            endDate: '2026-09-07',
            poolPasses: [{ sku: 'pool-pass-adult', price: 19900 }],
          },
        ],
      },
    ],
    categories: [
      {
        mmsClubId: '17',
        categories: [
          category({}),
          category({
            category: 'day-pass',
            productType: 'DayPass',
            couponCode: 'DAYPASS',
            default: false,
          }),
        ],
      },
    ],
    interests: [
      { mmsClubId: '17', interests: [{ displayName: 'Pilates', name: 'pilates', interests: [] }] },
    ],
    experiences: [
      {
        mmsClubId: '17',
        experiences: [{ experienceId: 'tour', title: 'Tour', description: 'A tour.' }],
      },
    ],
    teamNavigation: [
      { path: '/login', title: 'Login', hidden: false, rawLink: false, children: [] },
    ],
  });
}

/** Checks every record in load order, as the loader does: 'valid', or "file record: path: message". */
function check(files: Files): string {
  const schemas = catalogFileSchemas(new CatalogIndex());
  for (const [name, file] of Object.entries(CATALOG_FILES) as [keyof Files, CatalogFile][]) {
    for (const [index, record] of files[name].entries()) {
      const result = schemas[name].safeParse(record);
      if (!result.success) {
        const [issue] = result.error.issues;
        return `${file} ${index + 1}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`;
      }
    }
  }
  return 'valid';
}

const set = (
  files: Files,
  name: keyof Files,
  index: number,
  path: (string | number)[],
  value: unknown,
) => {
  let target: unknown = files[name][index];
  for (const key of path.slice(0, -1)) target = (target as Record<string | number, unknown>)[key];
  (target as Record<string | number, unknown>)[path[path.length - 1] ?? ''] = value;
  return files;
};

describe('what one catalog file may say of another (product/decisions-and-platform.md#demo-catalog)', () => {
  it.each<[string, (files: Files) => Files, string]>([
    ['the consistent catalog', (f) => f, 'valid'],
    [
      'a club in a state without a tax row',
      (f) => set(f, 'taxRates', 0, ['region'], 'TX'),
      'clubs.json 1: stateAbbr: No tax row for MN in taxRates.json',
    ],
    [
      'a fee of an unknown club',
      (f) => set(f, 'publicImprovementFees', 0, ['mmsClubId'], '9'),
      'publicImprovementFees.json 1: mmsClubId: No club 9 in clubs.json',
    ],
    [
      'a coupon valid at an unknown club',
      (f) => set(f, 'coupons', 1, ['clubIds', 0], '9'),
      'coupons.json 2: clubIds.0: No club 9 in clubs.json',
    ],
    [
      'two kinds of coupon sharing a promotion',
      (f) => set(f, 'coupons', 1, ['promotionName'], 'Welcome Offer'),
      'coupons.json 2: promotionName: Promotion "Welcome Offer" belongs to Promotional coupons, not DayPass ones',
    ],
    [
      'products of an unknown club',
      (f) => set(f, 'products', 0, ['mmsClubId'], '9'),
      'products.json 1: mmsClubId: No club 9 in clubs.json',
    ],
    [
      'a product id two clubs use',
      (f) => set(f, 'products', 1, ['cards', 0, 'products', 0, 'productId'], '17-Monthly-1'),
      'products.json 2: cards.0.products.0.productId: 17-Monthly-1 is already used by club 17',
    ],
    [
      'a sku two clubs use',
      (f) => set(f, 'products', 1, ['cards', 0, 'products', 0, 'sku'], 'Monthly-17-1A'),
      'products.json 2: cards.0.products.0.sku: Monthly-17-1A is already used by club 17',
    ],
    [
      'promotions of an unknown club',
      (f) => set(f, 'promotions', 0, ['mmsClubId'], '9'),
      'promotions.json 1: mmsClubId: No club 9 in clubs.json',
    ],
    [
      'a promotion of a type the club does not sell',
      (f) => set(f, 'promotions', 0, ['promotions', 3, 'productType'], 'Student'),
      'promotions.json 1: promotions.3.productType: Club 17 sells no Student in products.json',
    ],
    [
      'a coupon-only promotion no coupon unlocks',
      (f) => set(f, 'promotions', 0, ['promotions', 1, 'couponPromotionName'], 'Nobody'),
      'promotions.json 1: promotions.1.couponPromotionName: No coupon of promotion "Nobody" in coupons.json',
    ],
    [
      'a presale promotion at an open club',
      (f) => set(f, 'promotions', 0, ['promotions', 1, 'promotionType'], 'Presale'),
      'promotions.json 1: promotions.1.promotionType: Club 17 is not in presale: it has no Presale promotions',
    ],
    [
      'an admin fee that is not the product’s less the discount',
      (f) => set(f, 'promotions', 0, ['promotions', 0, 'adminFee'], 0),
      'promotions.json 1: promotions.0.adminFee: adminFee is 4900: the 1-adult admin fee less joiningFeeDiscount',
    ],
    [
      'a price that is not the joining fees less the discount',
      (f) => set(f, 'promotions', 0, ['promotions', 2, 'price'], 19800),
      'promotions.json 1: promotions.2.price: price is 14800: the 1-adult joining fees less joiningFeeDiscount',
    ],
    [
      'a card without promotions',
      (f) =>
        set(
          f,
          'promotions',
          0,
          ['promotions'],
          (f.promotions[0]?.promotions as Item[]).slice(0, 3),
        ),
      'promotions.json 1: promotions: DayPass has no promotion: it needs a default',
    ],
    [
      'a package of an unknown promotion',
      (f) => set(f, 'experiencePackages', 0, ['packages', 0, 'mmsPromotionCode'], 'PKG-X'),
      'experiencePackages.json 1: packages.0.mmsPromotionCode: Club 17 has no Monthly promotion PKG-X in promotions.json',
    ],
    [
      'a package naming its promotion wrongly',
      (f) => set(f, 'experiencePackages', 0, ['packages', 0, 'promotionName'], 'PT'),
      'experiencePackages.json 1: packages.0.promotionName: Promotion PKG-PT is named "PT Starter"',
    ],
    [
      'a package of a promotion that is no package',
      (f) =>
        set(f, 'experiencePackages', 0, ['packages', 0], {
          ...pkg,
          mmsPromotionCode: 'STD-MO',
          promotionName: 'Monthly Standard',
        }),
      'experiencePackages.json 1: packages.0.mmsPromotionCode: Promotion STD-MO is a Standard promotion, not a Package one',
    ],
    [
      'a package’s admin fee that is not its promotion’s',
      (f) => set(f, 'experiencePackages', 0, ['packages', 0, 'adminFee'], 4900),
      'experiencePackages.json 1: packages.0.adminFee: adminFee is 0, as in promotion PKG-PT',
    ],
    [
      'a package’s price that is not its promotion’s',
      (f) => set(f, 'experiencePackages', 0, ['packages', 0, 'enrollmentFee'], 1),
      "experiencePackages.json 1: packages.0.enrollmentFee: A package costs its promotion's price, 14800: adminFee plus enrollmentFee",
    ],
    [
      'a bundle of a type the club does not sell',
      (f) => set(f, 'addOnBundles', 0, ['bundles', 0, 'productType'], 'Student'),
      'addOnBundles.json 1: bundles.0.productType: Club 17 sells no Student in products.json',
    ],
    [
      'a bundle of a card without add-ons',
      (f) => set(f, 'addOnBundles', 0, ['bundles', 0, 'productType'], 'DayPass'),
      'addOnBundles.json 1: bundles.0.productType: The DayPass card of club 17 has no add-ons',
    ],
    [
      'a card with add-ons that no bundle offers',
      (f) => set(f, 'products', 0, ['cards', 1, 'hasAddOns'], true),
      'addOnBundles.json 1: bundles: The DayPass card has add-ons, but no bundle offers them',
    ],
    [
      'a bundle id two clubs use',
      (f) => set(f, 'addOnBundles', 1, ['bundles', 0, 'bundleId'], '17-MO-PT'),
      'addOnBundles.json 2: bundles.0.bundleId: 17-MO-PT is already used by club 17',
    ],
    [
      'pool passes of an unknown club',
      (f) => set(f, 'poolPasses', 0, ['mmsClubId'], '9'),
      'poolPasses.json 1: mmsClubId: No club 9 in clubs.json',
    ],
    [
      'a category of a type the club does not sell',
      (f) => set(f, 'categories', 0, ['categories', 0, 'productType'], 'Student'),
      'categories.json 1: categories.0.productType: Club 17 sells no Student in products.json',
    ],
    [
      'a default category of a membership sold only through its door',
      (f) => set(f, 'products', 0, ['cards', 0, 'door'], [{ proof: 'employeeId' }]),
      'categories.json 1: categories.0.productType: The default category opens Monthly, which is sold only through its door',
    ],
    [
      'a category opened by an unknown coupon',
      (f) => set(f, 'categories', 0, ['categories', 1, 'couponCode'], 'NOPE'),
      'categories.json 1: categories.1.couponCode: No coupon NOPE in coupons.json',
    ],
    [
      'a category opened by a coupon not valid at the club',
      (f) => set(f, 'coupons', 1, ['clubIds'], ['415']),
      'categories.json 1: categories.1.couponCode: Coupon DAYPASS is not valid at club 17',
    ],
    [
      'interests of an unknown club',
      (f) => set(f, 'interests', 0, ['mmsClubId'], '9'),
      'interests.json 1: mmsClubId: No club 9 in clubs.json',
    ],
    [
      'experiences of an unknown club',
      (f) => set(f, 'experiences', 0, ['mmsClubId'], '9'),
      'experiences.json 1: mmsClubId: No club 9 in clubs.json',
    ],
  ])('%s', (_name, change, expected) => {
    expect(check(change(catalog()))).toBe(expected);
  });
});
