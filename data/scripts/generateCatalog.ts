/**
 * Writes the demo catalog (data/catalog/*.json) from the club sites and the pricing and offer
 * rules below, deterministically: the same script always writes the same files. The committed JSON
 * is the catalog; this script only makes it reproducible.
 *
 *   npx tsx data/scripts/generateCatalog.ts
 */
import { writeFile } from 'node:fs/promises';
import { POOL_PASS_ADULT_SKU, POOL_PASS_JUNIOR_SKU } from '@clubjoin/domain/catalog/poolPass';
import { CANADIAN_PROVINCES, US_STATES } from '@clubjoin/domain/validation/regions';
import type { ProductType } from '@clubjoin/domain/vocabulary';
import {
  DIGITAL_CLUB_ID,
  DIGITAL_STUDIO_CLUB_ID,
  PRODUCT_TYPE_NAMES,
} from '@clubjoin/domain/vocabulary';
import { format, resolveConfig } from 'prettier';
import type { ClubSite } from './clubSites';
import { CLUB_SITES } from './clubSites';
import type { CouponDraft } from './coupons';
import { COUPONS } from './coupons';
import { TAX_RATES } from './taxRates';
import { TEAM_NAVIGATION } from './teamNavigation';

const catalogDir = new URL('../catalog/', import.meta.url);

type Level = ClubSite['level'];
const LEVELS: readonly Level[] = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Onyx'];

/** Per tier, in whole US dollars: monthly dues of 1 adult, a junior, enrollment, a day pass, pool passes. */
const TIER: Record<
  Level,
  { monthly: number; junior: number; enrollment: number; dayPass: number; pool: [number, number] }
> = {
  Bronze: { monthly: 99, junior: 20, enrollment: 99, dayPass: 25, pool: [149, 79] },
  Silver: { monthly: 129, junior: 25, enrollment: 129, dayPass: 30, pool: [179, 89] },
  Gold: { monthly: 159, junior: 35, enrollment: 149, dayPass: 35, pool: [199, 99] },
  Platinum: { monthly: 199, junior: 45, enrollment: 199, dayPass: 40, pool: [229, 119] },
  Diamond: { monthly: 239, junior: 55, enrollment: 249, dayPass: 45, pool: [259, 129] },
  Onyx: { monthly: 269, junior: 60, enrollment: 299, dayPass: 50, pool: [299, 149] },
};

const REGION_OF_STATE: Record<string, string> = {
  MN: 'Midwest',
  IL: 'Midwest',
  OH: 'Midwest',
  MI: 'Midwest',
  IN: 'Midwest',
  WI: 'Midwest',
  MO: 'Midwest',
  KS: 'Midwest',
  AZ: 'Southwest',
  TX: 'Southwest',
  OK: 'Southwest',
  NV: 'Southwest',
  CO: 'Mountain',
  UT: 'Mountain',
  GA: 'Southeast',
  FL: 'Southeast',
  NC: 'Southeast',
  TN: 'Southeast',
  VA: 'Mid-Atlantic',
  MD: 'Mid-Atlantic',
  PA: 'Mid-Atlantic',
  NY: 'Northeast',
  NJ: 'Northeast',
  CT: 'Northeast',
  MA: 'Northeast',
  CA: 'West',
  WA: 'West',
  OR: 'West',
  ON: 'Eastern Canada',
  QC: 'Eastern Canada',
  NS: 'Eastern Canada',
  BC: 'Western Canada',
  AB: 'Western Canada',
  MB: 'Western Canada',
};

const CANADIAN = new Set(CANADIAN_PROVINCES.map((province) => province.abbreviation));
const stateName = (abbr: string) =>
  [...US_STATES, ...CANADIAN_PROVINCES].find((region) => region.abbreviation === abbr)?.name ??
  abbr;
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Dollars to a price ending in 9 (149, 189), the way club prices read. */
const endIn9 = (dollars: number) => Math.max(9, Math.round((dollars + 1) / 10) * 10 - 1);
const cents = (dollars: number) => Math.round(dollars * 100);

// ---------------------------------------------------------------------------------------------
// Clubs

const digitalSite = (id: string, name: string, clubTypeId: number): ClubSite => ({
  id,
  name,
  street1: '2902 Corporate Pl',
  city: 'Chanhassen',
  stateAbbr: 'MN',
  zip: '55317',
  latitude: 44.8625,
  longitude: -93.5478,
  timeZone: 'America/Chicago',
  areaCode: '800',
  area: 'Digital',
  level: 'Bronze',
  clubTypeId,
  salesRadius: null,
});
const SITES: readonly ClubSite[] = [
  ...CLUB_SITES,
  digitalSite(DIGITAL_CLUB_ID, 'Digital', 3),
  digitalSite(DIGITAL_STUDIO_CLUB_ID, 'Digital Studio', 4),
];
const isDigital = (site: ClubSite) => site.clubTypeId === 3 || site.clubTypeId === 4;

function clubRecord(site: ClubSite, index: number) {
  const phoneSuffix =
    site.areaCode === '800'
      ? site.id.padStart(4, '0')
      : `01${String(index % 100).padStart(2, '0')}`;
  return {
    mmsClubId: site.id,
    name: site.name,
    clubTitle: site.name,
    marketingClubName: `${site.name}, ${site.stateAbbr}`,
    country: CANADIAN.has(site.stateAbbr) ? 'CA' : 'US',
    street1: site.street1,
    city: site.city,
    state: stateName(site.stateAbbr),
    stateAbbr: site.stateAbbr,
    zip: site.zip,
    region: isDigital(site) ? 'Digital' : (REGION_OF_STATE[site.stateAbbr] ?? 'Other'),
    area: site.area,
    timeZone: site.timeZone,
    membershipLevel: site.level,
    juniorAccess: site.juniorAccess ?? 'Yes',
    salesRadius: site.salesRadius === undefined ? 20 : site.salesRadius,
    latitude: site.latitude,
    longitude: site.longitude,
    phone: `${site.areaCode}555${phoneSuffix}`,
    open: site.opens ? 'PRESALE' : 'OPEN',
    openDate: site.opens ?? null,
    oms: !site.offline,
    webFreePass: !site.opens && !isDigital(site),
    clubTypeId: site.clubTypeId ?? 1,
    domainPrefix: slug(site.name),
  };
}

// ---------------------------------------------------------------------------------------------
// Products

const has = (site: ClubSite, feature: NonNullable<ClubSite['features']>[number]) =>
  site.features?.includes(feature) ?? false;
const levelAtLeast = (site: ClubSite, level: Level) =>
  LEVELS.indexOf(site.level) >= LEVELS.indexOf(level);
const isCanadian = (site: ClubSite) => CANADIAN.has(site.stateAbbr);

/**
 * An open club that sells no day pass, so that the one-day page has a listed club without a price
 * (product/pages.md#one-day-membership-page: the not-available notice).
 */
const NO_DAY_PASS_CLUB_ID = '451';

/** The product types a club sells, in its authored card order. */
function productTypes(site: ClubSite): ProductType[] {
  if (site.id === DIGITAL_CLUB_ID) return ['Digital'];
  if (site.id === DIGITAL_STUDIO_CLUB_ID) return ['GroupFitness', 'Digital'];
  if (site.clubTypeId === 5) return ['PickleballOnly', 'DayPass'];
  if (site.clubTypeId === 6) return ['Monthly', 'Employee'];
  const open = !site.opens;
  const types: ProductType[] = ['Monthly', 'MonthlySGT'];
  if (levelAtLeast(site, 'Platinum')) types.push('MonthlySGTPremier');
  if (!levelAtLeast(site, 'Gold')) types.push('ClubOnly');
  if (site.premiumMarket && !isCanadian(site)) types.push('GroupFitness');
  if (levelAtLeast(site, 'Gold')) types.push('JuniorExecutive');
  types.push('UnderTwentySix');
  if (has(site, 'university')) types.push('Student');
  types.push('SixtyFivePlus');
  if (!isCanadian(site) && open && !levelAtLeast(site, 'Diamond')) {
    types.push('MonthlyQualified');
    if (levelAtLeast(site, 'Gold')) types.push('MonthlySGTQualified');
  }
  if (has(site, 'pickleball')) types.push('PickleballOnly');
  if (site.id === '31') types.push('RosemountResident');
  if (open) types.push('ShortTerm');
  if (open && site.id !== NO_DAY_PASS_CLUB_ID) types.push('DayPass');
  types.push('Employee');
  return types;
}

const TYPE_CODE: Record<ProductType, string> = {
  ClubOnly: 'CO',
  DayPass: 'DP',
  Digital: 'DIG',
  Employee: 'EMP',
  GroupFitness: 'GF',
  JuniorExecutive: 'JX',
  Monthly: 'MO',
  MonthlySGT: 'SGT',
  MonthlySGTPremier: 'SGTP',
  MonthlyQualified: 'MQ',
  MonthlySGTQualified: 'SGTQ',
  PickleballOnly: 'PB',
  Student: 'ST',
  UnderTwentySix: 'U26',
  SixtyFivePlus: '65P',
  ShortTerm: 'STM',
  RosemountResident: 'RR',
};

const CARD_DESCRIPTIONS: Record<ProductType, string> = {
  Monthly:
    'Full access to the club: the fitness floor, studio classes, pools and the kids academy.',
  MonthlySGT: 'Everything in Monthly, plus unlimited small group training sessions with a coach.',
  MonthlySGTPremier:
    'Everything in Monthly plus SGT, with premier small group training and recovery services.',
  ClubOnly: 'Access to this club only, at a lower monthly rate.',
  GroupFitness: 'Unlimited studio classes: yoga, cycle, pilates and strength.',
  JuniorExecutive: 'A full membership for members aged 26 to 29.',
  Student: 'A full membership for full-time students with a valid student ID.',
  UnderTwentySix: 'A full membership for members aged 18 to 26.',
  SixtyFivePlus: 'A full membership for members aged 65 and over, with active aging classes.',
  MonthlyQualified: 'A membership for members of a qualified Medicare fitness program.',
  MonthlySGTQualified: 'A qualified Medicare membership with small group training.',
  PickleballOnly: 'Open play, leagues and clinics on the pickleball courts.',
  RosemountResident: 'A full membership at the resident rate of the City of Rosemount.',
  ShortTerm: 'Thirty days of full access, paid in full today, with no enrollment fee.',
  DayPass: 'One day of full access to the club.',
  Employee: 'The team member membership, on employee terms.',
  Digital: 'On-demand workouts, live classes and coaching in the app, wherever you are.',
};

/** The monthly dues of 1 adult of a type at a club, in dollars, before the currency's scaling. */
function oneAdultDollars(site: ClubSite, type: ProductType): number {
  const monthly = Math.min(269, TIER[site.level].monthly + (site.premiumMarket ? 10 : 0));
  switch (type) {
    case 'Monthly':
      return monthly;
    case 'MonthlySGT':
      return monthly + 80;
    case 'MonthlySGTPremier':
      return monthly + 160;
    case 'ClubOnly':
      return endIn9(monthly * 0.85);
    case 'GroupFitness':
      return site.id === DIGITAL_STUDIO_CLUB_ID ? 59 : endIn9(monthly * 0.6);
    case 'JuniorExecutive':
      return endIn9(monthly * 0.8);
    case 'Student':
      return endIn9(monthly * 0.55);
    case 'UnderTwentySix':
      return endIn9(monthly * 0.7);
    case 'SixtyFivePlus':
      return endIn9(monthly * 0.8);
    case 'MonthlyQualified':
      return endIn9(monthly * 0.4);
    case 'MonthlySGTQualified':
      return endIn9(monthly * 0.4) + 60;
    case 'PickleballOnly':
      return 69;
    case 'RosemountResident':
      return endIn9(monthly * 0.8);
    case 'ShortTerm':
      return endIn9(monthly * 1.35);
    case 'DayPass':
      return TIER[site.level].dayPass;
    case 'Employee':
      return 19;
    case 'Digital':
      return 15;
  }
}

/** Dues of n adults: the second adult adds 80 %, each further one 65 % (a day pass: one each). */
function adultsDollars(site: ClubSite, type: ProductType, adults: number): number {
  const one = oneAdultDollars(site, type);
  if (type === 'DayPass') return one * adults;
  if (type === 'Digital') return one + 5 * (adults - 1);
  if (adults === 1) return one;
  return Math.round(one * (1.8 + 0.65 * (adults - 2)));
}

const NO_FEES = new Set<ProductType>([
  'DayPass',
  'Digital',
  'Employee',
  'MonthlyQualified',
  'MonthlySGTQualified',
]);
const HALF_ENROLLMENT = new Set<ProductType>([
  'Student',
  'UnderTwentySix',
  'SixtyFivePlus',
  'JuniorExecutive',
]);
const WITH_ADD_ONS = new Set<ProductType>([
  'Monthly',
  'MonthlySGT',
  'MonthlySGTPremier',
  'ClubOnly',
  'JuniorExecutive',
]);

function priceOf(site: ClubSite, type: ProductType, adults: number, clubIndex: number) {
  const scale = isCanadian(site) ? 1.2 : 1;
  const dollars = (amount: number) => cents(isCanadian(site) ? endIn9(amount * scale) : amount);
  const tier = TIER[site.level];
  const adminFee = NO_FEES.has(type) ? 0 : cents(49);
  let enrollmentFee = 0;
  if (!NO_FEES.has(type) && type !== 'ShortTerm') {
    enrollmentFee =
      type === 'PickleballOnly'
        ? cents(49)
        : dollars(HALF_ENROLLMENT.has(type) ? endIn9(tier.enrollment / 2) : tier.enrollment);
  }
  const juniorMemberDues =
    type === 'Digital'
      ? 0
      : type === 'DayPass'
        ? dollars(15)
        : type === 'Employee'
          ? dollars(endIn9(tier.junior / 2))
          : dollars(tier.junior);
  const productPrice = dollars(adultsDollars(site, type, adults));
  const promoted = clubIndex % 5 === 1 && (type === 'Monthly' || type === 'MonthlySGT');
  const normallyHigher = clubIndex % 4 === 0 && enrollmentFee > 0;
  return {
    productPrice,
    juniorMemberDues,
    adminFee,
    enrollmentFee,
    normallyPricedJoiningFee: adminFee + enrollmentFee + (normallyHigher ? cents(100) : 0),
    adultSalesRuleDiscountAmount: promoted ? cents(10) * adults : 0,
    juniorSalesRuleDiscountAmounts: promoted ? [cents(5), cents(5), cents(5)] : [],
    adminFeeSalesRuleDiscountAmount: promoted ? cents(24) : 0,
  };
}

/**
 * Who a card is shown and sold to (issue 15 §2): the employee membership through an employee id
 * (the link's, or an employee referral coupon's), the Medicare types with a Medicare program
 * coupon and its member identifier, a day pass or pickleball with its coupon or the club's token
 * for its category; pickleball is the pickleball venue's own membership, so open to all there.
 * Everything else is sold to anyone.
 */
function doorOf(site: ClubSite, type: ProductType) {
  switch (type) {
    case 'Employee':
      return [{ proof: 'employeeId' }];
    case 'MonthlyQualified':
    case 'MonthlySGTQualified':
      return [{ proof: 'coupon', couponKinds: ['Qualified'], withProgramIdentifier: true }];
    case 'DayPass':
      return [{ proof: 'coupon', couponKinds: ['DayPass'] }, { proof: 'categoryToken' }];
    case 'PickleballOnly':
      return site.clubTypeId === 5
        ? null
        : [{ proof: 'coupon', couponKinds: ['Pickleball'] }, { proof: 'categoryToken' }];
    default:
      return null;
  }
}

function cardsOf(site: ClubSite, clubIndex: number) {
  const clubId = Number(site.id);
  return productTypes(site).map((type, position) => {
    const name = PRODUCT_TYPE_NAMES[type];
    const qualified = type === 'MonthlyQualified' || type === 'MonthlySGTQualified';
    const unavailable =
      site.clubTypeId === 6 ||
      (type === 'MonthlySGTPremier' && clubIndex % 3 === 0) ||
      (type === 'Student' && site.id === '223');
    return {
      productType: type,
      name,
      productName: `${site.level} ${name}`,
      cardTitle: name,
      membershipCardTitle: `${name} Membership`,
      membershipCardDescription: CARD_DESCRIPTIONS[type],
      isAvailable: !unavailable,
      // Some clubs leave the late cards unordered: they fall back to 999
      // (product/membership-and-promotions.md#card-order).
      ...(type === 'ShortTerm' && clubIndex % 2 === 0 ? {} : { displayOrder: position + 1 }),
      hasAddOns: WITH_ADD_ONS.has(type) && !isDigital(site) && site.clubTypeId !== 6,
      ...(qualified
        ? {
            promoCompanyName: 'Medicare fitness program',
            eligibilityRequirements:
              'Members of a participating Medicare Advantage plan, aged 65 or over, with an active program ID.',
            legalDisclaimer:
              'Program eligibility is confirmed by your health plan. The plan may end its participation at any time; dues then return to the standard rate.',
          }
        : {}),
      door: doorOf(site, type),
      displayContent: {
        disclaimers: {
          priceDisclaimer: `Monthly dues before taxes and fees, in ${isCanadian(site) ? 'Canadian' : 'US'} dollars, drafted on the 1st of each month.`,
          ...(type === 'ShortTerm'
            ? {
                pifDisclaimer:
                  'Short Term memberships are paid in full today and end after 30 days.',
              }
            : {}),
          ...(isDigital(site)
            ? {}
            : { accessDisclaimer: `Includes ${site.level} clubs and the tiers below it.` }),
        },
      },
      products: [1, 2, 3, 4, 5, 6].map((quantity) => ({
        quantity,
        productId: String(
          clubId * 1000 + (Object.keys(TYPE_CODE).indexOf(type) + 1) * 10 + quantity,
        ),
        sku: `${TYPE_CODE[type]}-${site.id}-${quantity}A`,
        price: priceOf(site, type, quantity, clubIndex),
      })),
    };
  });
}
type Card = ReturnType<typeof cardsOf>[number];

/** The price of a card's product for one adult (every card sells 1 to 6). */
function oneAdult(card: Card) {
  const product = card.products.find((candidate) => candidate.quantity === 1);
  if (!product) throw new Error(`The ${card.productType} card has no product for 1 adult`);
  return product.price;
}

// ---------------------------------------------------------------------------------------------
// Promotions and experience packages

interface PromotionDraft {
  productType: ProductType;
  mmsPromotionCode: string;
  promotionName: string;
  promotionType: 'Standard' | 'Presale' | 'Seasonal' | 'Coupon' | 'Package';
  promotionDescription: string;
  default?: boolean;
  monthlyDuesDiscount?: number;
  joiningFeeDiscount?: number;
  defersJoiningFees?: boolean;
  awards?: { title: string; description: string }[];
  joinOffers?: string[];
  startDateTime?: string;
  endDateTime?: string;
  couponPromotionName?: string;
}

function promotionRecord(site: ClubSite, card: Card, draft: PromotionDraft) {
  const price = oneAdult(card);
  const discount = draft.joiningFeeDiscount ?? 0;
  return {
    productType: draft.productType,
    mmsPromotionCode: draft.mmsPromotionCode,
    promotionName: draft.promotionName,
    promotionType: draft.promotionType,
    promotionDescription: draft.promotionDescription,
    default: draft.default ?? false,
    sku: `${draft.mmsPromotionCode}-${site.id}`,
    price: Math.max(0, price.adminFee + price.enrollmentFee - discount),
    monthlyDuesDiscount: draft.monthlyDuesDiscount ?? 0,
    joiningFeeDiscount: discount,
    defersJoiningFees: draft.defersJoiningFees ?? false,
    adminFee: Math.max(0, price.adminFee - discount),
    awards: draft.awards ?? [],
    joinOffers: (draft.joinOffers ?? []).map((joinOfferText) => ({ joinOfferText })),
    startDateTime: draft.startDateTime ?? null,
    endDateTime: draft.endDateTime ?? null,
    couponPromotionName: draft.couponPromotionName ?? null,
  };
}

const joiningFees = (card: Card) => oneAdult(card).adminFee + oneAdult(card).enrollmentFee;

/**
 * The packages of a club's Monthly card (product/membership-and-promotions.md#experience-packages),
 * each the face of one Package promotion.
 */
function packageDrafts(site: ClubSite) {
  if (!levelAtLeast(site, 'Gold') || (site.clubTypeId ?? 1) > 2) return [];
  const packages = [
    {
      code: 'PKG-PT',
      name: 'Personal Training Starter',
      type: 'For Adults',
      discount: 0,
      value: 36000,
      recommended: true,
      awards: [
        {
          title: '3 personal training sessions',
          description:
            'Three one-hour sessions with a certified personal trainer in your first 60 days.',
        },
      ],
    },
    {
      code: 'PKG-PILATES',
      name: 'Pilates Reformer Starter',
      type: 'For Adults',
      discount: 5000,
      value: 24000,
      recommended: false,
      awards: [
        {
          title: '4 reformer classes',
          description: 'Four small-group Pilates reformer classes in your first month.',
        },
      ],
    },
  ];
  if (site.juniorAccess !== 'No') {
    packages.push({
      code: 'PKG-KIDS',
      name: 'Kids Swim Starter',
      type: 'For Kids',
      discount: 2500,
      value: 16000,
      recommended: true,
      awards: [
        {
          title: '4 kids swim lessons',
          description: 'Four group swim lessons for each junior on the membership.',
        },
      ],
    });
  }
  if (has(site, 'tennis')) {
    packages.push({
      code: 'PKG-TENNIS',
      name: 'Tennis Starter',
      type: 'For Adults',
      discount: 0,
      value: 20000,
      recommended: false,
      awards: [
        {
          title: '2 tennis clinics',
          description: 'Two coached tennis clinics and one hour of court time.',
        },
      ],
    });
  }
  return packages;
}

/** The coupons by the promotion they unlock: coupons of one promotion share its offer. */
const couponPromotions = new Map<string, CouponDraft[]>();
for (const draft of COUPONS) {
  couponPromotions.set(draft.record.promotionName, [
    ...(couponPromotions.get(draft.record.promotionName) ?? []),
    draft,
  ]);
}
const couponClubIds = (draft: CouponDraft) => SITES.filter(draft.validAt).map((site) => site.id);

function promotionsOf(site: ClubSite, cards: readonly Card[]) {
  const presale = Boolean(site.opens);
  const records = [];
  for (const card of cards) {
    const type = card.productType;
    const fees = joiningFees(card);
    const name = PRODUCT_TYPE_NAMES[type];
    const code = TYPE_CODE[type];
    if (presale) {
      const defers = Number(site.id) % 4 === 3;
      records.push(
        promotionRecord(site, card, {
          productType: type,
          mmsPromotionCode: `PRESALE-${code}`,
          promotionName: 'Founding Member Presale',
          promotionType: 'Presale',
          default: true,
          joiningFeeDiscount: Math.round(fees / 2),
          defersJoiningFees: defers,
          promotionDescription: defers
            ? 'Half-price joining fees, charged with the first prorated month around the opening; no dues until the club opens.'
            : 'Half-price joining fees today; no dues until the club opens.',
          awards: [
            {
              title: 'Founding member rate',
              description: 'Your monthly dues stay the same for your first 12 months.',
            },
          ],
          joinOffers: ['No dues until the club opens'],
        }),
      );
      records.push(
        promotionRecord(site, card, {
          productType: type,
          mmsPromotionCode: `PRESALE-PIF-${code}`,
          promotionName: 'Presale: Joining Fees Waived',
          promotionType: 'Presale',
          joiningFeeDiscount: fees,
          startDateTime: '2026-09-01T00:00:00Z',
          endDateTime: `${site.opens}T00:00:00Z`,
          promotionDescription: 'Join before the opening and pay no joining fees.',
          joinOffers: ['$0 joining fees before the opening'],
        }),
      );
      continue;
    }
    records.push(
      promotionRecord(site, card, {
        productType: type,
        mmsPromotionCode: `STD-${code}`,
        promotionName: `${name} Standard`,
        promotionType: 'Standard',
        default: true,
        promotionDescription: `The everyday ${name} offer.`,
      }),
    );
    if (type === 'Monthly' || type === 'MonthlySGT') {
      records.push(
        promotionRecord(site, card, {
          productType: type,
          mmsPromotionCode: `SUMMER26-${code}`,
          promotionName: 'Summer 2026',
          promotionType: 'Seasonal',
          joiningFeeDiscount: oneAdult(card).enrollmentFee,
          startDateTime: '2026-06-01T05:00:00Z',
          endDateTime: '2026-09-01T05:00:00Z',
          promotionDescription: 'No enrollment fee through Labor Day.',
          joinOffers: ['$0 enrollment fee'],
        }),
        promotionRecord(site, card, {
          productType: type,
          mmsPromotionCode: `JOIN27-${code}`,
          promotionName: 'Join in 2027',
          promotionType: 'Seasonal',
          monthlyDuesDiscount: cents(10),
          joiningFeeDiscount: Math.min(fees, cents(50)),
          startDateTime: '2026-10-01T05:00:00Z',
          endDateTime: '2027-12-31T23:59:59Z',
          promotionDescription: '$10 off every month and $50 off the joining fees.',
          awards: [
            {
              title: 'Guest passes',
              description: 'Two guest passes each month for your first three months.',
            },
          ],
          joinOffers: ['$10 off monthly dues', '$50 off joining fees'],
        }),
        promotionRecord(site, card, {
          productType: type,
          mmsPromotionCode: `NEWYEAR28-${code}`,
          promotionName: 'New Year 2028',
          promotionType: 'Seasonal',
          joiningFeeDiscount: fees,
          startDateTime: '2028-01-01T06:00:00Z',
          endDateTime: '2028-02-01T06:00:00Z',
          promotionDescription: 'Start 2028 with no joining fees.',
          joinOffers: ['$0 joining fees'],
        }),
      );
    }
    for (const [promotionName, drafts] of couponPromotions) {
      const [{ offer, record }] = drafts as [CouponDraft, ...CouponDraft[]];
      if (!record.productTypes.includes(type) || !drafts.some((draft) => draft.validAt(site)))
        continue;
      records.push(
        promotionRecord(site, card, {
          productType: type,
          mmsPromotionCode: `${offer.promotionCode}-${code}`,
          promotionName,
          promotionType: 'Coupon',
          couponPromotionName: promotionName,
          promotionDescription: offer.text,
          joiningFeeDiscount: offer.waivesJoiningFees ? fees : 0,
          monthlyDuesDiscount: offer.waivesDues
            ? oneAdult(card).productPrice
            : (offer.monthlyDuesDiscount ?? 0),
          joinOffers: [offer.text],
        }),
      );
    }
  }
  const monthly = cards.find((card) => card.productType === 'Monthly');
  if (monthly && !presale) {
    for (const pkg of packageDrafts(site)) {
      records.push(
        promotionRecord(site, monthly, {
          productType: 'Monthly',
          mmsPromotionCode: pkg.code,
          promotionName: pkg.name,
          promotionType: 'Package',
          joiningFeeDiscount: pkg.discount,
          awards: pkg.awards,
          promotionDescription: `${pkg.name}: ${pkg.awards.map((award) => award.title).join(', ')} with your membership.`,
        }),
      );
    }
  }
  return records;
}

function packagesOf(site: ClubSite, cards: readonly Card[]) {
  const monthly = cards.find((card) => card.productType === 'Monthly');
  if (!monthly || site.opens) return [];
  const { adminFee, enrollmentFee } = oneAdult(monthly);
  return packageDrafts(site).map((pkg) => ({
    productType: 'Monthly',
    mmsPromotionCode: pkg.code,
    promotionName: pkg.name,
    name: pkg.name,
    type: pkg.type,
    adminFee: Math.max(0, adminFee - pkg.discount),
    enrollmentFee: enrollmentFee - Math.max(0, pkg.discount - adminFee),
    value: pkg.value,
    awards: pkg.awards,
    isRecommended: pkg.recommended,
  }));
}

// ---------------------------------------------------------------------------------------------
// Add-ons, pool passes, categories, interests, experiences

const literals = (
  title: string,
  description: string,
  priceDescription: string,
  detailsBody: string,
) => ({
  title,
  description,
  priceDescription,
  detailsTitle: `About ${title}`,
  detailsBody,
});

/** A monthly price as an add-on's literal says it, in the club's currency: "C$299 a month". */
const perMonth = (site: ClubSite, dollars: number) =>
  `${isCanadian(site) ? 'C$' : '$'}${dollars} a month`;

/**
 * The add-on bundles of a club (issue 21: coherent offers a person chooses between). One bundle is
 * one offer: the two personal-training sizes are two bundles, since choosing a bundle buys all its
 * products. A product's price is for one unit and its quantity the units the offer holds, so the
 * literal's monthly price is their product (four reformer classes at $44.75 make $179 a month).
 */
function bundlesOf(site: ClubSite, cards: readonly Card[]) {
  const bundles = [];
  for (const card of cards.filter((c) => c.hasAddOns)) {
    const id = `${site.id}-${TYPE_CODE[card.productType]}`;
    for (const { sessions, dollars, words } of [
      { sessions: 4, dollars: 299, words: 'Four' },
      { sessions: 8, dollars: 549, words: 'Eight' },
    ]) {
      bundles.push({
        bundleId: `${id}-PT-${sessions}`,
        productType: card.productType,
        name: `Personal Training, ${sessions} sessions`,
        packageType: 'For Adults',
        products: [
          {
            productId: `${id}-PT${sessions}`,
            name: `${sessions} Personal Training Sessions`,
            price: cents(dollars),
            adminFee: 0,
            quantity: 1,
            literals: literals(
              `${sessions} sessions a month`,
              `${words} one-hour sessions with your trainer each month.`,
              perMonth(site, dollars),
              'Sessions renew monthly; unused sessions expire after 60 days.',
            ),
          },
        ],
      });
    }
    if (levelAtLeast(site, 'Gold')) {
      bundles.push({
        bundleId: `${id}-PIL`,
        productType: card.productType,
        name: 'Pilates Reformer',
        packageType: 'For Adults',
        products: [
          {
            productId: `${id}-PIL4`,
            name: 'Reformer 4-Pack',
            price: cents(44.75),
            adminFee: cents(25),
            quantity: 4,
            literals: literals(
              'Reformer classes',
              'Four small-group reformer classes each month.',
              perMonth(site, 179),
              'Classes are booked in the app up to 7 days ahead.',
            ),
          },
        ],
      });
    }
    if (site.juniorAccess !== 'No') {
      bundles.push({
        bundleId: `${id}-KIDS`,
        productType: card.productType,
        name: 'Kids Academy',
        packageType: 'For Kids',
        products: [
          {
            productId: `${id}-KSWIM`,
            name: 'Kids Swim Lessons',
            price: cents(89),
            adminFee: 0,
            quantity: 1,
            literals: literals(
              'Swim lessons',
              'Weekly group swim lessons for your juniors.',
              perMonth(site, 89),
              'Lessons are grouped by age and skill level.',
            ),
          },
          {
            productId: `${id}-KCAMP`,
            name: 'Kids Camp Days',
            price: cents(64.5),
            adminFee: cents(15),
            quantity: 2,
            literals: literals(
              'Camp days',
              'Two full camp days each month during school breaks.',
              perMonth(site, 129),
              'Camp runs 9 am to 4 pm with lunch included.',
            ),
          },
        ],
      });
    }
  }
  if (bundles.length > 0 && levelAtLeast(site, 'Diamond')) {
    bundles.push({
      bundleId: `${site.id}-SPA`,
      productType: null,
      name: 'Spa and Recovery',
      packageType: 'For Adults',
      products: [
        {
          productId: `${site.id}-SPA1`,
          name: 'Monthly Massage',
          price: cents(119),
          adminFee: 0,
          quantity: 1,
          literals: literals(
            'Monthly massage',
            'One 60-minute massage each month.',
            perMonth(site, 119),
            'Book at the spa desk or in the app.',
          ),
        },
      ],
    });
  }
  return bundles;
}

const WARM_STATES = new Set(['AZ', 'TX', 'FL', 'GA', 'NV', 'CA', 'NC']);
function poolSeasonsOf(site: ClubSite) {
  if (!has(site, 'outdoorPool') || site.opens) return [];
  const [adult, junior] = TIER[site.level].pool;
  const passes = [
    { sku: POOL_PASS_ADULT_SKU, price: cents(adult) },
    ...(site.juniorAccess === 'No' ? [] : [{ sku: POOL_PASS_JUNIOR_SKU, price: cents(junior) }]),
  ];
  return WARM_STATES.has(site.stateAbbr)
    ? [
        { startDate: '2026-03-01', endDate: '2026-11-30', poolPasses: passes },
        { startDate: '2027-03-01', endDate: '2027-11-30', poolPasses: passes },
      ]
    : [
        { startDate: '2026-05-23', endDate: '2026-09-07', poolPasses: passes },
        { startDate: '2027-05-29', endDate: '2027-09-06', poolPasses: passes },
      ];
}

function categoriesOf(site: ClubSite, types: readonly ProductType[]) {
  const coupon = (code: string) =>
    COUPONS.some((draft) => draft.record.code === code && draft.validAt(site)) ? code : null;
  const categories = [];
  const [first] = types as [ProductType, ...ProductType[]];
  const flows =
    site.id === DIGITAL_CLUB_ID
      ? ['Digital']
      : site.id === DIGITAL_STUDIO_CLUB_ID
        ? ['DigitalStudio']
        : site.clubTypeId === 5
          ? ['PickleballOnly']
          : [];
  categories.push({
    category: 'membership',
    name: 'Memberships',
    productType: first,
    flows,
    selectedMembershipName: PRODUCT_TYPE_NAMES[first],
    couponCode: null,
    default: true,
  });
  const add = (
    category: string,
    name: string,
    type: ProductType,
    flowNames: string[],
    couponCode: string | null = null,
  ) => {
    if (types.includes(type)) {
      categories.push({
        category,
        name,
        productType: type,
        flows: flowNames,
        selectedMembershipName: PRODUCT_TYPE_NAMES[type],
        couponCode,
        default: false,
      });
    }
  };
  add('signature', 'Signature Memberships', 'MonthlySGT', ['SignatureOnly']);
  add('day-pass', '1-Day Membership', 'DayPass', ['DayPass'], coupon('DAYPASS'));
  add('pickleball', 'Pickleball', 'PickleballOnly', ['PickleballOnly'], coupon('PICKLEBALL'));
  add('short-term', 'Short Term', 'ShortTerm', ['ShortTerm']);
  add('club-only', 'Club Only', 'ClubOnly', ['ClubOnly']);
  add('medicare', 'Medicare Memberships', 'MonthlyQualified', ['Qualified']);
  add('employee', 'Team Members', 'Employee', ['Employee']);
  if (site.opens) add('waitlist', 'Waitlist', 'MonthlySGT', ['Waitlist']);
  if (coupon('NORTHWIND'))
    add('corporate', 'Corporate Memberships', 'Monthly', ['CorpSales'], 'NORTHWIND');
  return categories;
}

function interestsOf(site: ClubSite) {
  if (isDigital(site)) {
    return [
      {
        displayName: 'Group Fitness / Studio Classes',
        name: 'group-fitness',
        interests: [
          { name: 'Live classes', kidsOnly: false },
          { name: 'On-demand classes', kidsOnly: false },
        ],
      },
      { displayName: 'Yoga', name: 'yoga', interests: [{ name: 'Flow yoga', kidsOnly: false }] },
    ];
  }
  const kids = site.juniorAccess !== 'No';
  const list = [
    {
      displayName: 'Group Fitness / Studio Classes',
      name: 'group-fitness',
      interests: [
        { name: 'Cycle', kidsOnly: false },
        { name: 'Strength', kidsOnly: false },
      ],
    },
    {
      displayName: 'Personal Training',
      name: 'personal-training',
      interests: [{ name: 'One-on-one training', kidsOnly: false }],
    },
    {
      displayName: 'Pilates',
      name: 'pilates',
      interests: [
        { name: 'Reformer Pilates', kidsOnly: false },
        { name: 'Mat Pilates', kidsOnly: false },
      ],
    },
    {
      displayName: 'Swimming',
      name: 'swimming',
      interests: [
        { name: 'Lap swim', kidsOnly: false },
        ...(kids ? [{ name: 'Swim lessons', kidsOnly: true }] : []),
      ],
    },
    { displayName: 'Yoga', name: 'yoga', interests: [{ name: 'Hot yoga', kidsOnly: false }] },
    {
      displayName: 'Basketball',
      name: 'basketball',
      interests: [
        { name: 'Open gym', kidsOnly: false },
        ...(kids ? [{ name: 'Youth leagues', kidsOnly: true }] : []),
      ],
    },
  ];
  if (kids) {
    list.push(
      {
        displayName: 'Child Center',
        name: 'child-center',
        interests: [{ name: 'Child care while you work out', kidsOnly: true }],
      },
      {
        displayName: 'Kids Activities',
        name: 'kids-activities',
        interests: [
          { name: 'Kids academy classes', kidsOnly: true },
          { name: 'Camps', kidsOnly: true },
        ],
      },
    );
  }
  if (has(site, 'tennis'))
    list.push({
      displayName: 'Tennis',
      name: 'tennis',
      interests: [
        { name: 'Clinics', kidsOnly: false },
        { name: 'Junior tennis', kidsOnly: true },
      ],
    });
  if (has(site, 'pickleball'))
    list.push({
      displayName: 'Pickleball',
      name: 'pickleball',
      interests: [{ name: 'Open play', kidsOnly: false }],
    });
  if (levelAtLeast(site, 'Diamond'))
    list.push({
      displayName: 'Spa & Café',
      name: 'spa-cafe',
      interests: [{ name: 'Massage', kidsOnly: false }],
    });
  return list;
}

function experiencesOf(site: ClubSite) {
  if (isDigital(site)) {
    return [
      {
        experienceId: 'app-tour',
        title: 'App Tour',
        description:
          'A 15-minute video call showing the live classes, programs and tracking in the app.',
      },
      {
        experienceId: 'digital-coach',
        title: 'Meet a Digital Coach',
        description: 'A first coaching call to set your goals and build your weekly plan.',
      },
    ];
  }
  const list = [
    {
      experienceId: 'club-orientation',
      title: 'Club Orientation',
      description:
        'A guided tour of the club, the equipment and the class schedule with a member of our team.',
    },
    {
      experienceId: 'fitness-assessment',
      title: 'Fitness Assessment',
      description: 'A body composition scan and movement screen to set your starting point.',
    },
    {
      experienceId: 'pt-intro',
      title: 'Complimentary Personal Training Session',
      description: 'One hour with a certified personal trainer to plan your first month.',
    },
  ];
  if (site.juniorAccess !== 'No')
    list.push({
      experienceId: 'kids-academy-tour',
      title: 'Kids Academy Tour',
      description: 'Meet the kids academy team and see the classes and child center.',
    });
  if (has(site, 'pickleball'))
    list.push({
      experienceId: 'pickleball-clinic',
      title: 'Pickleball Clinic',
      description: 'An introductory clinic covering rules, scoring and the basic strokes.',
    });
  return list;
}

// ---------------------------------------------------------------------------------------------
// Public improvement fees

const PUBLIC_IMPROVEMENT_FEES = [
  { mmsClubId: '24', description: 'Mall of America district public improvement fee', rate: 10_000 },
  { mmsClubId: '501', description: 'Colfax business improvement district fee', rate: 12_500 },
  { mmsClubId: '603', description: 'Avalon public improvement fee', rate: 10_000 },
  { mmsClubId: '805', description: 'Irvine Spectrum Center public improvement fee', rate: 15_000 },
];

// ---------------------------------------------------------------------------------------------

async function writeCatalogFile(file: string, records: unknown) {
  const url = new URL(file, catalogDir);
  const options = await resolveConfig(url);
  await writeFile(
    url,
    await format(JSON.stringify(records), { ...options, filepath: url.pathname }),
  );
  console.log(`${file}: ${Array.isArray(records) ? records.length : 0} records`);
}

const clubs = SITES.map((site, index) => ({ site, index, cards: cardsOf(site, index) }));
const perClub = <T>(list: (entry: (typeof clubs)[number]) => T[], field: string) =>
  clubs
    .map((entry) => ({ mmsClubId: entry.site.id, [field]: list(entry) }))
    .filter((record) => (record[field] as unknown[]).length > 0);

await writeCatalogFile('taxRates.json', TAX_RATES);
await writeCatalogFile('clubs.json', SITES.map(clubRecord));
await writeCatalogFile('publicImprovementFees.json', PUBLIC_IMPROVEMENT_FEES);
await writeCatalogFile(
  'coupons.json',
  COUPONS.map((draft) => ({ ...draft.record, clubIds: couponClubIds(draft) })),
);
await writeCatalogFile(
  'products.json',
  perClub(({ cards }) => cards, 'cards'),
);
await writeCatalogFile(
  'promotions.json',
  perClub(({ site, cards }) => promotionsOf(site, cards), 'promotions'),
);
await writeCatalogFile(
  'experiencePackages.json',
  perClub(({ site, cards }) => packagesOf(site, cards), 'packages'),
);
await writeCatalogFile(
  'addOnBundles.json',
  perClub(({ site, cards }) => bundlesOf(site, cards), 'bundles'),
);
await writeCatalogFile(
  'poolPasses.json',
  perClub(({ site }) => poolSeasonsOf(site), 'seasons'),
);
await writeCatalogFile(
  'categories.json',
  perClub(
    ({ site, cards }) =>
      categoriesOf(
        site,
        cards.map((c) => c.productType),
      ),
    'categories',
  ),
);
await writeCatalogFile(
  'interests.json',
  perClub(({ site }) => interestsOf(site), 'interests'),
);
await writeCatalogFile(
  'experiences.json',
  perClub(({ site }) => experiencesOf(site), 'experiences'),
);
await writeCatalogFile('teamNavigation.json', TEAM_NAVIGATION);
