import { describe, expect, it } from 'vitest';
import type { EntryClub } from './entryClub';
import type { EntryContext, QueryRecord } from './entryParameters';
import { parseEntryParameters } from './entryParameters';
import type { EntryCategory } from './entrySale';
import { chooseEntrySale } from './entrySale';
import type { InitializeInput } from './initialize';
import { initializeFlows, isDayPassCategory, planInitialize } from './initialize';

const newVisit: EntryContext = { rejoin: false, storedClubId: undefined, ctSupport: false };
const found = (clubId: string): EntryClub => ({ kind: 'found', clubId });
/**
 * The plan for a link at a club with these categories (none: the list could not be read).
 */
const input = (
  query: QueryRecord,
  change: Partial<InitializeInput> = {},
  categories: readonly EntryCategory[] = [],
): InitializeInput => {
  const entry = parseEntryParameters(query, newVisit);
  return {
    entry,
    club: query.clubId === undefined ? { kind: 'none' } : found(query.clubId),
    flows: [],
    sale: chooseEntrySale(categories, entry.value),
    couponFlow: undefined,
    ...change,
  };
};
const deepLink = {
  adultQuantity: '2',
  juniorQuantity: '1',
  clubId: '210',
  membershipType: 'Monthly',
};

describe('initialize (product/club-and-entry.md#initialize)', () => {
  it('fetches the default product and goes to membershipProducts when quantities, club and type are valid', () => {
    expect(planInitialize(input(deepLink))).toEqual({
      kind: 'fetchDefaultProduct',
      clubId: '210',
      category: undefined,
      flows: [],
      quantities: { adults: 2, juniors: 1 },
      locationAccess: {
        adultQuantity: 2,
        juniorQuantity: 1,
        clubId: '210',
        membershipType: 'Monthly',
        showOnlyModal: false,
      },
      onSuccess: 'membershipProducts',
      onFailure: 'addMembers',
    });
  });

  it.each<[string, QueryRecord]>([
    ['membershipType is missing', { adultQuantity: '2', juniorQuantity: '1', clubId: '210' }],
    ['juniorQuantity is missing', { adultQuantity: '2', clubId: '210', membershipType: 'Monthly' }],
  ])('goes to the next step with the link quantities when %s', (_rule, query) => {
    expect(planInitialize(input(query))).toMatchObject({
      kind: 'nextStep',
      clubId: '210',
      category: undefined,
      flows: [],
      quantities: { adults: 2, juniors: query.juniorQuantity === undefined ? 0 : 1 },
    });
  });

  it('goes to the next step with 1 adult and 0 juniors when the link gives nothing', () => {
    expect(planInitialize(input({}))).toMatchObject({
      kind: 'nextStep',
      clubId: undefined,
      flows: [],
      quantities: { adults: 1, juniors: 0 },
    });
  });

  it('goes to the next step when no club is named', () => {
    const noClub = { adultQuantity: '2', juniorQuantity: '1', membershipType: 'Monthly' };
    expect(planInitialize(input(noClub))).toMatchObject({ kind: 'nextStep', clubId: undefined });
  });

  it('sends the user to choose another club for invalid parameters', () => {
    expect(planInitialize(input({ ...deepLink, adultQuantity: '5' }))).toEqual({
      kind: 'chooseAnotherClub',
      reason: 'invalidParameters',
      problems: [
        {
          parameter: 'adultQuantity',
          value: '5',
          message: 'adultQuantity must be a whole number from 1 to 4.',
        },
      ],
    });
  });

  it('sends the user to choose another club for an invalid club', () => {
    expect(
      planInitialize(input(deepLink, { club: { kind: 'notFound', requested: '210' } })),
    ).toEqual({
      kind: 'chooseAnotherClub',
      reason: 'invalidClub',
      problems: [],
    });
  });

  it.each<[string, QueryRecord, Partial<InitializeInput>, string]>([
    ['a day-pass category', { ...deepLink, category: 'day-pass' }, {}, 'DayPass'],
    ['the day-pass coupon', deepLink, { couponFlow: 'DayPass' }, 'DayPass'],
    ['the digital-studio club', { ...deepLink, clubId: '370' }, {}, 'DigitalStudio'],
    ['the pickleball coupon', deepLink, { couponFlow: 'PickleballOnly' }, 'PickleballOnly'],
    ['the purchaserChild parameter', { ...deepLink, purchaserChild: 'true' }, {}, 'PurchaserChild'],
    [
      'a PurchaserChild flow known before',
      deepLink,
      { flows: ['PurchaserChild'] },
      'PurchaserChild',
    ],
  ])('forces 1 adult and 0 juniors in the flow set by %s', (_rule, query, change, flow) => {
    const plan = planInitialize(input(query, change));
    expect(plan).toMatchObject({
      kind: 'fetchDefaultProduct',
      flows: [flow],
      quantities: { adults: 1, juniors: 0 },
      locationAccess: { adultQuantity: 1, juniorQuantity: 0 },
    });
  });

  it('forces single-adult quantities even when the link has none, and then fetches', () => {
    const plan = planInitialize(input({ clubId: '370', membershipType: 'Digital' }));
    expect(plan).toMatchObject({
      kind: 'fetchDefaultProduct',
      quantities: { adults: 1, juniors: 0 },
    });
  });

  it('keeps the link quantities in the Purchaser flow', () => {
    expect(planInitialize(input({ ...deepLink, purchaser: '1' }))).toMatchObject({
      kind: 'fetchDefaultProduct',
      flows: ['Purchaser'],
      quantities: { adults: 2, juniors: 1 },
    });
  });
});

describe('flow flags at initialize (product/club-and-entry.md#initialize)', () => {
  it.each<[string, QueryRecord, Partial<InitializeInput>, string[]]>([
    ['none for a plain link', deepLink, {}, []],
    [
      'keeps the known flows',
      deepLink,
      { flows: ['Employee', 'Waitlist'] },
      ['Employee', 'Waitlist'],
    ],
    [
      'adds DayPass once',
      { ...deepLink, category: 'DayPass' },
      { flows: ['DayPass'], couponFlow: 'DayPass' },
      ['DayPass'],
    ],
    ['a club other than 370 is not DigitalStudio', { ...deepLink, clubId: '815' }, {}, []],
    ['an unresolved 370 is not DigitalStudio', deepLink, { club: { kind: 'none' } }, []],
    [
      'purchaser=false adds nothing',
      { ...deepLink, purchaser: 'false', purchaserChild: '0' },
      {},
      [],
    ],
    [
      'several flags together',
      { ...deepLink, clubId: '370', category: 'day pass', purchaser: 'true' },
      { couponFlow: 'PickleballOnly' },
      ['DayPass', 'DigitalStudio', 'PickleballOnly', 'Purchaser'],
    ],
  ])('%s', (_rule, query, change, flows) => {
    expect(initializeFlows(input(query, change))).toEqual(flows);
  });

  it.each<[string | undefined, boolean]>([
    ['daypass', true],
    ['DayPass', true],
    ['day-pass', true],
    ['Day Pass', true],
    ['day_pass', true],
    ['monthly', false],
    ['day-passes', false],
    [undefined, false],
  ])('category %j names the day pass: %s', (category, expected) => {
    expect(isDayPassCategory(category)).toBe(expected);
  });
});

/** Club 5's categories as GET /club/5/categories lists them, in order. */
const CLUB_5: EntryCategory[] = [
  { category: 'membership', productType: 'Monthly', flows: [], default: true },
  { category: 'signature', productType: 'MonthlySGT', flows: ['SignatureOnly'], default: false },
  { category: 'day-pass', productType: 'DayPass', flows: ['DayPass'], default: false },
  { category: 'short-term', productType: 'ShortTerm', flows: ['ShortTerm'], default: false },
  { category: 'club-only', productType: 'ClubOnly', flows: ['ClubOnly'], default: false },
  { category: 'employee', productType: 'Employee', flows: ['Employee'], default: false },
];
const DIGITAL_CLUB: EntryCategory[] = [
  { category: 'membership', productType: 'Digital', flows: ['Digital'], default: true },
];

describe('the sale the link opens, at initialize (decision 0017)', () => {
  it('takes a named category’s flows and type, and fetches its product with quantities', () => {
    const link = { clubId: '5', category: 'short-term', adultQuantity: '2', juniorQuantity: '0' };
    expect(planInitialize(input(link, {}, CLUB_5))).toMatchObject({
      kind: 'fetchDefaultProduct',
      category: 'short-term',
      flows: ['ShortTerm'],
      locationAccess: { membershipType: undefined, adultQuantity: 2 },
    });
  });

  it('goes to the next step in the category’s flows without quantities', () => {
    expect(planInitialize(input({ clubId: '5', category: 'short-term' }, {}, CLUB_5))).toEqual({
      kind: 'nextStep',
      clubId: '5',
      category: 'short-term',
      flows: ['ShortTerm'],
      quantities: { adults: 1, juniors: 0 },
      locationAccess: {
        adultQuantity: undefined,
        juniorQuantity: undefined,
        clubId: '5',
        membershipType: undefined,
        showOnlyModal: undefined,
      },
    });
  });

  it('sets the ClubOnly flow for membershipType=ClubOnly, with or without quantities', () => {
    const link = { clubId: '31', membershipType: 'ClubOnly' };
    expect(planInitialize(input(link, {}, CLUB_5))).toMatchObject({
      kind: 'nextStep',
      category: 'club-only',
      flows: ['ClubOnly'],
    });
    const full = { ...link, adultQuantity: '1', juniorQuantity: '0' };
    expect(planInitialize(input(full, {}, CLUB_5))).toMatchObject({
      kind: 'fetchDefaultProduct',
      category: 'club-only',
      flows: ['ClubOnly'],
    });
  });

  it('sells the signature category in the ExecutiveSignature flow', () => {
    const link = { ...deepLink, clubId: '5', membershipType: 'ExecutiveSignature' };
    expect(planInitialize(input(link, {}, CLUB_5))).toMatchObject({
      kind: 'fetchDefaultProduct',
      category: 'signature',
      flows: ['ExecutiveSignature'],
      locationAccess: { membershipType: undefined, adultQuantity: 2 },
    });
  });

  it('sets the digital club’s flow from its default category, with no club access to open', () => {
    expect(planInitialize(input({ clubId: '815' }, {}, DIGITAL_CLUB))).toMatchObject({
      kind: 'nextStep',
      category: 'membership',
      flows: ['Digital'],
    });
    const link = { ...deepLink, clubId: '815', membershipType: 'Digital' };
    expect(planInitialize(input(link, {}, DIGITAL_CLUB))).toMatchObject({
      kind: 'fetchDefaultProduct',
      flows: ['Digital'],
      locationAccess: { membershipType: undefined, adultQuantity: 2 },
    });
  });

  it('puts the day-pass category’s single adult in place of the link’s quantities', () => {
    expect(planInitialize(input({ clubId: '5', category: 'DayPass' }, {}, CLUB_5))).toMatchObject({
      kind: 'fetchDefaultProduct',
      category: 'day-pass',
      flows: ['DayPass'],
      quantities: { adults: 1, juniors: 0 },
    });
  });
});
