import { describe, expect, it } from 'vitest';
import { ClubAddOnBundles } from './addOnBundle';
import { verdict } from './catalogRecords.fixture';
import { ClubCategories } from './category';
import { ClubExperiencePackages } from './experiencePackage';
import { ClubInterests } from './interest';
import { ClubNewMemberExperiences } from './newMemberExperience';
import { ClubPoolPasses } from './poolPassSeason';
import { PublicImprovementFee } from './publicImprovementFee';

const adult = { sku: 'pool-pass-adult', price: 19900 };
const junior = { sku: 'pool-pass-junior', price: 9900 };
const season = (startDate: string, endDate: string, poolPasses: unknown[] = [adult, junior]) => ({
  startDate,
  endDate,
  poolPasses,
});

describe("a club's pool seasons (product/add-ons-and-pool-pass.md#pool-pass-season)", () => {
  it.each([
    [
      'two seasons in order',
      [season('2026-05-23', '2026-09-07'), season('2027-05-29', '2027-09-06')],
      'valid',
    ],
    ['a season of one day', [season('2026-07-04', '2026-07-04', [adult])], 'valid'],
    [
      'a season ending before it starts',
      [season('2026-09-07', '2026-05-23')],
      'seasons.0.endDate: A season cannot end before it starts',
    ],
    [
      'a season without an adult pass',
      [season('2026-05-23', '2026-09-07', [junior])],
      'seasons.0.poolPasses: A season sells a pool-pass-adult pass',
    ],
    [
      'two adult passes',
      [season('2026-05-23', '2026-09-07', [adult, adult])],
      'seasons.0.poolPasses.1.sku: Two pool-pass-adult passes',
    ],
    [
      'an unknown sku',
      [season('2026-05-23', '2026-09-07', [{ sku: 'pool-pass-guest', price: 1 }])],
      'seasons.0.poolPasses.0.sku: Invalid option: expected one of "pool-pass-adult"|"pool-pass-junior"',
    ],
    [
      'overlapping seasons',
      [season('2026-05-23', '2026-09-07'), season('2026-09-07', '2026-10-01')],
      'seasons.1.startDate: A season starts after the one before ends',
    ],
  ])('%s', (_name, seasons, expected) => {
    expect(verdict(ClubPoolPasses, { mmsClubId: '5', seasons })).toBe(expected);
  });
});

const category = (overrides: Record<string, unknown>) => ({
  category: 'membership',
  name: 'Memberships',
  productType: 'Monthly',
  flows: [],
  selectedMembershipName: 'Monthly',
  couponCode: null,
  default: true,
  ...overrides,
});

describe("a club's categories (product/club-and-entry.md#sale-categories)", () => {
  const dayPass = category({
    category: 'day-pass',
    productType: 'DayPass',
    flows: ['DayPass'],
    couponCode: 'DAYPASS',
    default: false,
  });
  it.each([
    ['a default and a coupon category', [category({}), dayPass], 'valid'],
    ['a SignatureOnly descriptor', [category({ flows: ['SignatureOnly'] })], 'valid'],
    ['no default', [dayPass], 'categories: 0 default categories: a club has one'],
    [
      'two defaults',
      [category({}), { ...dayPass, default: true }],
      'categories: 2 default categories: a club has one',
    ],
    [
      'one category twice',
      [category({}), { ...dayPass, category: 'membership' }],
      'categories.1.category: Two categories membership',
    ],
    [
      'an unknown flow',
      [category({ flows: ['Gold'] })],
      expect.stringMatching(/^categories\.0\.flows\.0: Invalid option/),
    ],
    [
      'a category with capitals',
      [category({ category: 'DayPass' })],
      'categories.0.category: A category is lowercase letters, digits and dashes',
    ],
  ])('%s', (_name, categories, expected) => {
    expect(verdict(ClubCategories, { mmsClubId: '5', categories })).toEqual(expected);
  });
});

describe('lists a club shows (product/membership-and-promotions.md#interests)', () => {
  const interest = {
    displayName: 'Pilates',
    name: 'pilates',
    interests: [{ name: 'Reformer', kidsOnly: false }],
  };
  const experience = {
    experienceId: 'orientation',
    title: 'Club Orientation',
    description: 'A tour.',
  };
  const literals = {
    title: 't',
    description: 'd',
    priceDescription: '$1',
    detailsTitle: 'dt',
    detailsBody: 'db',
  };
  const product = {
    productId: 'PT4',
    name: 'PT',
    price: 29900,
    adminFee: 0,
    quantity: 1,
    literals,
  };
  const bundle = {
    bundleId: 'B1',
    productType: 'Monthly',
    name: 'Personal Training',
    packageType: 'For Adults',
    products: [product],
  };
  const pkg = {
    productType: 'Monthly',
    mmsPromotionCode: 'PKG-PT',
    promotionName: 'PT Starter',
    name: 'PT Starter',
    type: 'For Adults',
    adminFee: 4900,
    enrollmentFee: 14900,
    value: 36000,
    awards: [{ title: '3 sessions', description: 'Three sessions.' }],
    isRecommended: true,
  };
  it.each([
    ['interests', ClubInterests, { interests: [interest] }, 'valid'],
    [
      'one interest twice',
      ClubInterests,
      { interests: [interest, interest] },
      'interests.1.name: Two interests pilates',
    ],
    [
      'an interest name with spaces',
      ClubInterests,
      { interests: [{ ...interest, name: 'Reformer Pilates' }] },
      'interests.0.name: An interest name is lowercase letters, digits and dashes',
    ],
    ['experiences', ClubNewMemberExperiences, { experiences: [experience] }, 'valid'],
    [
      'one experience twice',
      ClubNewMemberExperiences,
      { experiences: [experience, experience] },
      'experiences.1.experienceId: Two experiences orientation',
    ],
    [
      'bundles of a type and of every type',
      ClubAddOnBundles,
      { bundles: [bundle, { ...bundle, bundleId: 'B2', productType: null }] },
      'valid',
    ],
    [
      'a bundle with one product twice',
      ClubAddOnBundles,
      { bundles: [{ ...bundle, products: [product, product] }] },
      'bundles.0.products.1.productId: Two products PT4',
    ],
    [
      'an empty bundle',
      ClubAddOnBundles,
      { bundles: [{ ...bundle, products: [] }] },
      'bundles.0.products: A bundle holds at least one product',
    ],
    [
      'a package type other than adults and kids',
      ClubAddOnBundles,
      { bundles: [{ ...bundle, packageType: 'For Seniors' }] },
      'bundles.0.packageType: Invalid option: expected one of "For Adults"|"For Kids"',
    ],
    [
      'packages',
      ClubExperiencePackages,
      { packages: [pkg, { ...pkg, mmsPromotionCode: 'PKG-KIDS', type: 'For Kids' }] },
      'valid',
    ],
    [
      'two packages of one promotion',
      ClubExperiencePackages,
      { packages: [pkg, pkg] },
      'packages.1.mmsPromotionCode: Two packages of promotion Monthly PKG-PT',
    ],
    [
      'a package with nothing in it',
      ClubExperiencePackages,
      { packages: [{ ...pkg, awards: [] }] },
      'packages.0.awards: A package gives at least one award',
    ],
  ])('%s', (_name, schema, fields, expected) => {
    expect(verdict(schema, { mmsClubId: '5', ...fields })).toBe(expected);
  });

  it('a public improvement fee is a rate above 0', () => {
    const fee = { mmsClubId: '24', description: 'District fee', rate: 10_000 };
    expect(verdict(PublicImprovementFee, fee)).toBe('valid');
    expect(verdict(PublicImprovementFee, { ...fee, rate: 0 })).toBe(
      'rate: A public improvement fee rate is above 0',
    );
  });
});
