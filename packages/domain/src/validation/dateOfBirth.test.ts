import { describe, expect, it } from 'vitest';
import { fail, succeed } from '../outcome';
import {
  birthDateRule,
  DATE_OF_BIRTH_FORMAT,
  DATE_OF_BIRTH_INVALID_MESSAGE,
  DATE_OF_BIRTH_LENGTH,
  DATE_OF_BIRTH_REQUIRED_MESSAGE,
  dateOfBirthToIso,
  formatDateOfBirthMask,
  isoToDateOfBirth,
  MAX_AGE_YEARS,
  optionalDateOfBirthSchema,
  requiredDateOfBirthSchema,
} from './dateOfBirth';

const TODAY = '2025-06-15';
const messagesOf = (value: unknown) =>
  requiredDateOfBirthSchema(TODAY)
    .safeParse(value)
    .error?.issues.map((issue) => issue.message) ?? [];

describe('date of birth (product/member-forms.md#date-of-birth: MM/DD/YYYY, not in the future, within 112 years)', () => {
  it('has the spec format and limits', () => {
    expect(DATE_OF_BIRTH_FORMAT).toHaveLength(DATE_OF_BIRTH_LENGTH);
    expect(MAX_AGE_YEARS).toBe(112);
  });

  it.each([
    ['empty', '', DATE_OF_BIRTH_REQUIRED_MESSAGE],
    ['missing', undefined, DATE_OF_BIRTH_REQUIRED_MESSAGE],
    ['one-digit month', '6/15/2000', DATE_OF_BIRTH_INVALID_MESSAGE],
    ['ISO form', '2000-06-15', DATE_OF_BIRTH_INVALID_MESSAGE],
    ['day and month swapped', '15/06/2000', DATE_OF_BIRTH_INVALID_MESSAGE],
    ['30 February', '02/30/2000', DATE_OF_BIRTH_INVALID_MESSAGE],
    ['29 February of a common year', '02/29/2001', DATE_OF_BIRTH_INVALID_MESSAGE],
    ['tomorrow', '06/16/2025', DATE_OF_BIRTH_INVALID_MESSAGE],
    ['113 years old', '06/15/1912', DATE_OF_BIRTH_INVALID_MESSAGE],
  ])('%s → %s', (_case, value, message) => {
    expect(messagesOf(value)).toEqual([message]);
  });

  it.each([
    ['today', '06/15/2025'],
    ['29 February of a leap year', '02/29/2000'],
    ['112 years old today', '06/15/1913'],
    ['a day short of 113', '06/16/1912'],
    ['with spaces around', ' 06/15/2000 '],
  ])('accepts %s', (_case, value) => {
    expect(messagesOf(value)).toEqual([]);
  });

  it('reads the spec messages', () => {
    expect(DATE_OF_BIRTH_REQUIRED_MESSAGE).toBe('Please enter a date of birth.');
    expect(DATE_OF_BIRTH_INVALID_MESSAGE).toBe('Not a valid (MM/DD/YYYY) date of birth.');
  });

  it('is optional for the purchaser, yet checked when given', () => {
    const purchaser = optionalDateOfBirthSchema(TODAY);
    expect(purchaser.safeParse('').success).toBe(true);
    expect(purchaser.safeParse(undefined).success).toBe(true);
    expect(purchaser.safeParse('06/16/2025').error?.issues.map((i) => i.message)).toEqual([
      DATE_OF_BIRTH_INVALID_MESSAGE,
    ]);
  });
});

describe('age rules after the date rules', () => {
  const adultsOnly = birthDateRule((birth) =>
    birth <= '2007-06-15' ? succeed() : fail('Too young.'),
  );
  const schema = requiredDateOfBirthSchema(TODAY, [adultsOnly]);

  it.each([
    ['06/15/2007', []],
    ['06/16/2007', ['Too young.']],
    ['06/16/2026', [DATE_OF_BIRTH_INVALID_MESSAGE]],
  ])('%j → %j', (value, messages) => {
    expect(schema.safeParse(value).error?.issues.map((i) => i.message) ?? []).toEqual(messages);
  });
});

describe('dateOfBirthToIso (product/member-forms.md#date-of-birth: sent as YYYY-MM-DD)', () => {
  it.each([
    ['06/15/2000', '2000-06-15'],
    ['02/29/2000', '2000-02-29'],
    ['02/29/2001', undefined],
    ['13/01/2000', undefined],
    ['00/10/2000', undefined],
    ['1/2/2000', undefined],
    ['', undefined],
  ])('%j → %j', (text, iso) => {
    expect(dateOfBirthToIso(text)).toBe(iso);
  });
});

describe('formatDateOfBirthMask (product/member-forms.md#date-of-birth: MM/DD/YYYY from a number keypad)', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['04', '04'],
    ['041', '04/1'],
    ['0415', '04/15'],
    ['04151', '04/15/1'],
    ['04151990', '04/15/1990'],
    ['041519901', '04/15/1990'],
    ['04/15/1990', '04/15/1990'],
    ['4-15-1990', '41/51/990'],
  ])('%j → %j', (typed, shown) => {
    expect(formatDateOfBirthMask(typed)).toBe(shown);
  });
});

describe('isoToDateOfBirth (a service’s date shown in the form)', () => {
  it.each([
    ['1990-04-15', '04/15/1990'],
    ['', ''],
    ['04/15/1990', ''],
  ])('%j → %j', (iso, shown) => {
    expect(isoToDateOfBirth(iso)).toBe(shown);
    if (shown !== '') expect(dateOfBirthToIso(shown)).toBe(iso);
  });
});
