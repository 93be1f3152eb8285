import { describe, expect, it } from 'vitest';
import type { EntryCategory } from './entrySale';
import { chooseEntrySale, entryNoticeMessage } from './entrySale';

/** Categories as GET /club/{clubId}/categories lists them (data/catalog/categories.json). */
const CLUB_5: EntryCategory[] = [
  { category: 'membership', productType: 'Monthly', flows: [], default: true },
  { category: 'signature', productType: 'MonthlySGT', flows: ['SignatureOnly'], default: false },
  { category: 'day-pass', productType: 'DayPass', flows: ['DayPass'], default: false },
  {
    category: 'pickleball',
    productType: 'PickleballOnly',
    flows: ['PickleballOnly'],
    default: false,
  },
  { category: 'short-term', productType: 'ShortTerm', flows: ['ShortTerm'], default: false },
  { category: 'medicare', productType: 'MonthlyQualified', flows: ['Qualified'], default: false },
  { category: 'employee', productType: 'Employee', flows: ['Employee'], default: false },
  { category: 'corporate', productType: 'Monthly', flows: ['CorpSales'], default: false },
];
const CLUB_303: EntryCategory[] = [
  { category: 'membership', productType: 'Monthly', flows: [], default: true },
  { category: 'waitlist', productType: 'MonthlySGT', flows: ['Waitlist'], default: false },
];
const PICKLEBALL_VENUE: EntryCategory[] = [
  {
    category: 'membership',
    productType: 'PickleballOnly',
    flows: ['PickleballOnly'],
    default: true,
  },
  {
    category: 'pickleball',
    productType: 'PickleballOnly',
    flows: ['PickleballOnly'],
    default: false,
  },
];
const DIGITAL_CLUB: EntryCategory[] = [
  { category: 'membership', productType: 'Digital', flows: ['Digital'], default: true },
];

const sale = (categories: EntryCategory[], entry: Parameters<typeof chooseEntrySale>[1]) => {
  const { category, categoryName, productType, flows, notice } = chooseEntrySale(categories, entry);
  expect(categoryName).toBe(category?.category);
  return { category: category?.category, productType, flows, notice };
};

describe('the sale an entry link opens (decision 0017)', () => {
  it.each([
    ['short-term', CLUB_5, 'short-term', 'ShortTerm', ['ShortTerm']],
    ['pickleball', CLUB_5, 'pickleball', 'PickleballOnly', ['PickleballOnly']],
    ['pickleball', PICKLEBALL_VENUE, 'pickleball', 'PickleballOnly', ['PickleballOnly']],
    ['Day Pass', CLUB_5, 'day-pass', 'DayPass', ['DayPass']],
    ['medicare', CLUB_5, 'medicare', 'MonthlyQualified', ['Qualified']],
    ['corporate', CLUB_5, 'corporate', 'Monthly', ['CorpSales']],
    ['employee', CLUB_5, 'employee', 'Employee', ['Employee']],
    ['waitlist', CLUB_303, 'waitlist', 'MonthlySGT', ['Waitlist']],
    ['signature', CLUB_5, 'signature', 'MonthlySGT', []],
  ] as const)(
    'category=%s opens its category, type and flows',
    (named, categories, category, productType, flows) => {
      expect(sale(categories, { category: named })).toEqual({
        category,
        productType,
        flows,
        notice: undefined,
      });
    },
  );

  it('tells of a category the club does not have and opens its default category', () => {
    expect(sale(CLUB_303, { category: 'pickleball' })).toEqual({
      category: 'membership',
      productType: 'Monthly',
      flows: [],
      notice: { kind: 'unknownCategory', category: 'pickleball' },
    });
  });

  it.each([
    ['ShortTerm', 'short-term', ['ShortTerm']],
    ['Employee', 'employee', ['Employee']],
    ['MonthlyQualified', 'medicare', ['Qualified']],
    ['Monthly', 'membership', []],
  ] as const)(
    'membershipType=%s opens the first category of that type',
    (type, category, flows) => {
      expect(sale(CLUB_5, { membershipType: type })).toMatchObject({ category, flows });
    },
  );

  it('keeps the link’s type and the default category’s flows for a type no category sells', () => {
    expect(sale(DIGITAL_CLUB, { membershipType: 'SixtyFivePlus' })).toEqual({
      category: undefined,
      productType: 'SixtyFivePlus',
      flows: ['Digital'],
      notice: undefined,
    });
  });

  it('sells the signature category in the ExecutiveSignature flow, or tells it is not sold', () => {
    expect(sale(CLUB_5, { membershipType: 'ExecutiveSignature' })).toEqual({
      category: 'signature',
      productType: 'MonthlySGT',
      flows: ['ExecutiveSignature'],
      notice: undefined,
    });
    expect(sale(DIGITAL_CLUB, { membershipType: 'ExecutiveSignature' })).toEqual({
      category: 'membership',
      productType: 'Digital',
      flows: ['Digital'],
      notice: { kind: 'executiveSignatureNotSold' },
    });
  });

  it('opens the club’s default category, with its flows, for a link naming neither', () => {
    expect(sale(DIGITAL_CLUB, {})).toMatchObject({ category: 'membership', flows: ['Digital'] });
    expect(sale(PICKLEBALL_VENUE, {})).toMatchObject({ flows: ['PickleballOnly'] });
  });

  it('leaves the link’s type and category to the product service when the categories could not be read', () => {
    expect(chooseEntrySale([], { membershipType: 'ClubOnly', category: 'Club Only' })).toEqual({
      category: undefined,
      categoryName: 'Club Only',
      productType: 'ClubOnly',
      flows: [],
    });
  });

  it('says what the person gets instead', () => {
    expect(entryNoticeMessage({ kind: 'unknownCategory', category: 'gold' })).toBe(
      'This club has no “gold” memberships, so here are its usual memberships.',
    );
    expect(entryNoticeMessage({ kind: 'doorShut', message: 'Sold only with a link.' })).toBe(
      'Sold only with a link. Here are the club’s usual memberships.',
    );
    expect(entryNoticeMessage({ kind: 'promotionNotOffered', message: 'It has ended.' })).toBe(
      'It has ended. Here is the membership’s usual offer.',
    );
  });
});
