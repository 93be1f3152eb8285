import { describe, expect, it } from 'vitest';
import type { EntryContext, QueryRecord } from './entryParameters';
import {
  ADULT_QUANTITY_PARAMETER,
  JUNIOR_QUANTITY_PARAMETER,
  STORE_MODULE_PARAMETERS,
  decodeEmployeeId,
  encodeEmployeeId,
  isWithinRange,
  parseEntryParameters,
  productTypeFromParameter,
} from './entryParameters';

const newVisit: EntryContext = { rejoin: false, storedClubId: undefined, ctSupport: false };
const parse = (query: QueryRecord, context: EntryContext = newVisit) =>
  parseEntryParameters(query, context);

describe('entry parameters (product/club-and-entry.md#entry-links)', () => {
  it('reads an empty query as nothing given', () => {
    expect(parse({})).toEqual({ value: { employeeId: 0, storeModules: {} }, problems: [] });
  });

  it.each<[string, string, number | undefined, string | undefined]>([
    // parameter, text, value, problem
    ['adultQuantity', '1', 1, undefined],
    ['adultQuantity', '4', 4, undefined],
    ['adultQuantity', ' 3 ', 3, undefined],
    ['adultQuantity', '0', undefined, 'adultQuantity must be a whole number from 1 to 4.'],
    ['adultQuantity', '5', undefined, 'adultQuantity must be a whole number from 1 to 4.'],
    ['adultQuantity', '2.0', undefined, 'adultQuantity must be a whole number from 1 to 4.'],
    ['adultQuantity', 'two', undefined, 'adultQuantity must be a whole number from 1 to 4.'],
    ['juniorQuantity', '0', 0, undefined],
    ['juniorQuantity', '6', 6, undefined],
    ['juniorQuantity', '7', undefined, 'juniorQuantity must be a whole number from 0 to 6.'],
    ['juniorQuantity', '-1', undefined, 'juniorQuantity must be a whole number from 0 to 6.'],
  ])('%s=%j reads %j', (parameter, text, value, problem) => {
    const parsed = parse({ [parameter]: text });
    expect(parsed.value).toHaveProperty(parameter, value);
    expect(parsed.problems).toEqual(
      problem === undefined ? [] : [{ parameter, value: text.trim(), message: problem }],
    );
  });

  it.each([
    ['MonthlySGT', 'MonthlySGT'],
    ['Monthly plus SGT', 'MonthlySGT'],
    ['monthly', 'Monthly'],
    ['26 and Under', 'UnderTwentySix'],
    ['DAYPASS', 'DayPass'],
    ['day pass', 'DayPass'],
    ['ClubOnly', 'ClubOnly'],
    ['ShortTerm', 'ShortTerm'],
    ['Employee', 'Employee'],
    ['ExecutiveSignature', 'ExecutiveSignature'],
    ['executive signature', 'ExecutiveSignature'],
  ])('membershipType=%j is what links name %s', (text, type) => {
    expect(parse({ membershipType: text })).toEqual({
      value: { membershipType: type, employeeId: 0, storeModules: {} },
      problems: [],
    });
  });

  it.each(['Platinum', 'Monthly SGT', '1', 'ExecutiveSignatures', 'Signature'])(
    'membershipType=%j is not a known product type',
    (text) => {
      expect(parse({ membershipType: text }).problems).toEqual([
        {
          parameter: 'membershipType',
          value: text,
          message: 'membershipType must be a known product type.',
        },
      ]);
    },
  );

  it.each(['showOnlyModal', 'purchaser', 'purchaserChild'])(
    '%s is one of true, false, 1, 0',
    (parameter) => {
      const rows: [string, boolean][] = [
        ['true', true],
        ['false', false],
        ['1', true],
        ['0', false],
      ];
      for (const [text, value] of rows) {
        expect(parse({ [parameter]: text })).toEqual({
          value: { [parameter]: value, employeeId: 0, storeModules: {} },
          problems: [],
        });
      }
      for (const text of ['yes', 'TRUE', '2']) {
        expect(parse({ [parameter]: text }).problems).toEqual([
          { parameter, value: text, message: `${parameter} must be one of true, false, 1, 0.` },
        ]);
      }
    },
  );

  it.each<[string, QueryRecord, EntryContext, string | undefined]>([
    ['clubId is read', { clubId: '210' }, newVisit, '210'],
    [
      'clubId wins over the fallbacks',
      { clubId: '210', clubid: '211' },
      { ...newVisit, rejoin: true, storedClubId: '212' },
      '210',
    ],
    [
      'without clubId a rejoin takes the stored club',
      { clubid: '211' },
      { ...newVisit, rejoin: true, storedClubId: '212' },
      '212',
    ],
    [
      'without clubId a new join ignores the stored club',
      { clubid: '211' },
      { ...newVisit, storedClubId: '212' },
      '211',
    ],
    [
      'without a stored club a rejoin takes lowercase clubid',
      { clubid: '211' },
      { ...newVisit, rejoin: true },
      '211',
    ],
    ['an empty clubId counts as absent', { clubId: ' ', clubid: '211' }, newVisit, '211'],
    ['no club at all', {}, { ...newVisit, storedClubId: '212' }, undefined],
  ])('%s', (_rule, query, context, clubId) => {
    expect(parse(query, context).value.clubId).toBe(clubId);
  });

  it.each([
    ['370', { kind: 'clubId', clubId: '370' }],
    ['Chanhassen', { kind: 'prefix', prefix: 'chanhassen' }],
    ['st-louis-park', { kind: 'prefix', prefix: 'st-louis-park' }],
    ['club2', { kind: 'prefix', prefix: 'club2' }],
  ])('domainPrefix=%j reads %j', (text, domainPrefix) => {
    expect(parse({ domainPrefix: text })).toEqual({
      value: { domainPrefix, employeeId: 0, storeModules: {} },
      problems: [],
    });
  });

  it.each(['st louis', '-chanhassen', 'chanhassen-', 'a.b', 'ch@n'])(
    'domainPrefix=%j is neither a prefix nor a club id',
    (text) => {
      expect(parse({ domainPrefix: text }).problems).toEqual([
        {
          parameter: 'domainPrefix',
          value: text,
          message: 'domainPrefix must be a club prefix or a numeric club id.',
        },
      ]);
    },
  );

  it.each<[string, string | undefined, number]>([
    ['decodes value / 64 − 32768', String((1234 + 32768) * 64), 1234],
    ['decodes the smallest id', String(32769 * 64), 1],
    ['gives 0 when the result is not an integer', '2176129', 0],
    ['gives 0 for a small raw id', '1234', 0],
    ['gives 0 for a decimal', '2176128.5', 0],
    ['gives 0 for text', 'emp-1234', 0],
    ['gives 0 when absent', undefined, 0],
  ])('employeeId %s', (_rule, text, id) => {
    expect(decodeEmployeeId(text)).toBe(id);
    expect(parse(text === undefined ? {} : { employeeId: text })).toEqual({
      value: { employeeId: id, storeModules: {} },
      problems: [],
    });
  });

  it.each([1, 48213, 999999999])(
    'encodes employee id %i as the parameter that decodes to it',
    (id) => {
      expect(decodeEmployeeId(encodeEmployeeId(id))).toBe(id);
    },
  );

  it('honours the customer-token parameter only with ctSupport on', () => {
    expect(parse({ ct: 'tok-1' }, { ...newVisit, ctSupport: true }).value.customerToken).toBe(
      'tok-1',
    );
    expect(parse({ ct: 'tok-1' }, newVisit).value.customerToken).toBeUndefined();
  });

  it('reads the session-start store parameters', () => {
    const query = Object.fromEntries(
      STORE_MODULE_PARAMETERS.map((name) => [name, `${name}-state`]),
    );
    expect(parse(query).value.storeModules).toEqual({
      clubModule: 'clubModule-state',
      couponModule: 'couponModule-state',
      membershipModule: 'membershipModule-state',
      membershipProductModule: 'membershipProductModule-state',
      membershipInterestsModule: 'membershipInterestsModule-state',
      poolPassModule: 'poolPassModule-state',
    });
  });

  it('passes the ids and names on, trimmed, and ignores unknown parameters', () => {
    const query = {
      contactId: ' c-1 ',
      opportunityId: 'o-2',
      promotionName: 'Spring Sale',
      referral: 'r-3',
      source: 'email',
      category: 'day-pass',
      utm_campaign: 'x',
    };
    expect(parse(query).value).toEqual({
      contactId: 'c-1',
      opportunityId: 'o-2',
      promotionName: 'Spring Sale',
      referral: 'r-3',
      source: 'email',
      category: 'day-pass',
      employeeId: 0,
      storeModules: {},
    });
  });

  it('lists every bad parameter and keeps the good ones', () => {
    const parsed = parse({
      adultQuantity: '9',
      juniorQuantity: '2',
      membershipType: 'Gold',
      clubId: '210',
    });
    expect(parsed.value).toMatchObject({ juniorQuantity: 2, clubId: '210' });
    expect(parsed.value.adultQuantity).toBeUndefined();
    expect(parsed.problems.map((problem) => problem.parameter)).toEqual([
      'adultQuantity',
      'membershipType',
    ]);
  });
});

describe('quantity ranges of the link (product/club-and-entry.md#entry-links)', () => {
  it.each<[number, boolean, boolean]>([
    // value, adults 1–4, juniors 0–6
    [0, false, true],
    [1, true, true],
    [4, true, true],
    [5, false, true],
    [6, false, true],
    [7, false, false],
    [1.5, false, false],
  ])('%d: adult %s, junior %s', (value, adult, junior) => {
    expect(isWithinRange(value, ADULT_QUANTITY_PARAMETER)).toBe(adult);
    expect(isWithinRange(value, JUNIOR_QUANTITY_PARAMETER)).toBe(junior);
  });

  it('reads an unknown product type as undefined', () => {
    expect(productTypeFromParameter('Gold')).toBeUndefined();
  });
});
