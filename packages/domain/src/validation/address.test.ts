import { describe, expect, it } from 'vitest';
import {
  addressFormSchema,
  CITY_MAX_LENGTH,
  CITY_REQUIRED_MESSAGE,
  isZipEnabled,
  isZipValidForState,
  STATE_REQUIRED_MESSAGE,
  STREET_CHARACTERS_MESSAGE,
  STREET_MAX_LENGTH,
  STREET_REQUIRED_MESSAGE,
  ZIP_MAX_LENGTH,
  ZIP_MESSAGE,
  zipAfterStateChange,
  zipInputMode,
} from './address';
import { fieldProblemsOf } from './fieldErrors';

const GOOD = { street: '2901 Corporate Pl', city: 'Chanhassen', state: 'MN', zip: '55317' };
const problemsOf = (changes: Record<string, unknown>) => {
  const result = addressFormSchema.safeParse({ ...GOOD, ...changes });
  return result.success ? [] : fieldProblemsOf(result.error);
};

describe('address form (product/member-forms.md#address)', () => {
  it('has the spec limits', () => {
    expect([STREET_MAX_LENGTH, CITY_MAX_LENGTH, ZIP_MAX_LENGTH]).toEqual([50, 50, 10]);
  });

  it.each<[string, Record<string, unknown>, { field: string; message: string }[]]>([
    ['a good US address', {}, []],
    ['a good Canadian address', { state: 'ON', zip: 'M5V 3L9' }, []],
    ['a Canadian code without the space, lower case', { state: 'QC', zip: 'h3b1a7' }, []],
    ['a US zip+4', { zip: '55317-1234' }, []],
    ['street with every allowed sign', { street: "12 #B O'Neil St., 3/4-A" }, []],
    ['an accented street', { street: 'Chemin de la Côte' }, []],
    ['no street', { street: '' }, [{ field: 'street', message: STREET_REQUIRED_MESSAGE }]],
    [
      'a 51-character street',
      { street: 'a'.repeat(51) },
      [{ field: 'street', message: 'This field must be 50 characters or less.' }],
    ],
    [
      'a street with an unsupported sign',
      { street: '12 Main St; DROP' },
      [{ field: 'street', message: STREET_CHARACTERS_MESSAGE }],
    ],
    [
      'a street with an @',
      { street: 'PO Box @ 5' },
      [{ field: 'street', message: STREET_CHARACTERS_MESSAGE }],
    ],
    ['no city', { city: ' ' }, [{ field: 'city', message: CITY_REQUIRED_MESSAGE }]],
    [
      'a 51-character city',
      { city: 'a'.repeat(51) },
      [{ field: 'city', message: 'This field must be 50 characters or less.' }],
    ],
    ['no state', { state: '' }, [{ field: 'state', message: STATE_REQUIRED_MESSAGE }]],
    [
      'a state off the lists',
      { state: 'PR' },
      [{ field: 'state', message: STATE_REQUIRED_MESSAGE }],
    ],
    ['no zip', { zip: '' }, [{ field: 'zip', message: ZIP_MESSAGE }]],
    ['an 11-character zip', { zip: '55317-12345' }, [{ field: 'zip', message: ZIP_MESSAGE }]],
    ['a 4-digit US zip', { zip: '5531' }, [{ field: 'zip', message: ZIP_MESSAGE }]],
    [
      'a Canadian code for a US state',
      { zip: 'M5V 3L9' },
      [{ field: 'zip', message: ZIP_MESSAGE }],
    ],
    [
      'a US zip for a province',
      { state: 'AB', zip: '55317' },
      [{ field: 'zip', message: ZIP_MESSAGE }],
    ],
    [
      'a bad zip is not judged without a state',
      { state: '', zip: '1' },
      [{ field: 'state', message: STATE_REQUIRED_MESSAGE }],
    ],
    [
      'a bad street does not hide a bad zip',
      { street: '', zip: '1' },
      [
        { field: 'street', message: STREET_REQUIRED_MESSAGE },
        { field: 'zip', message: ZIP_MESSAGE },
      ],
    ],
  ])('%s', (_case, changes, problems) => {
    expect(problemsOf(changes)).toEqual(problems);
  });

  it('trims every field', () => {
    expect(
      addressFormSchema.parse({
        street: ' 1 Main ',
        city: ' Edina ',
        state: ' MN ',
        zip: ' 55435 ',
      }),
    ).toEqual({ street: '1 Main', city: 'Edina', state: 'MN', zip: '55435' });
  });

  it('reads the spec messages', () => {
    expect([
      STREET_REQUIRED_MESSAGE,
      STREET_CHARACTERS_MESSAGE,
      CITY_REQUIRED_MESSAGE,
      STATE_REQUIRED_MESSAGE,
      ZIP_MESSAGE,
    ]).toEqual([
      'Please enter an address.',
      'Sorry, this field contains unsupported characters.',
      'Please enter a city.',
      'Please select a state/province.',
      'Please enter a valid Zip/Postal code.',
    ]);
  });
});

describe('zip field behaviour (product/member-forms.md#address)', () => {
  it.each([
    ['', false, 'text'],
    ['MN', true, 'numeric'],
    ['BC', true, 'text'],
  ])('state %j: enabled %s, keypad %s', (state, enabled, mode) => {
    expect(isZipEnabled(state)).toBe(enabled);
    expect(zipInputMode(state)).toBe(mode);
  });

  it.each([
    ['MN', 'WI', '55317', '55317'],
    ['MN', 'ON', '55317', ''],
    ['ON', 'MN', 'M5V 3L9', ''],
    ['ON', 'BC', 'M5V 3L9', 'M5V 3L9'],
    ['', 'MN', '55317', ''],
  ])('from %j to %j keeps %j as %j', (previousState, nextState, zip, kept) => {
    expect(zipAfterStateChange({ previousState, nextState, zip })).toBe(kept);
  });

  it('judges a zip by the state it belongs to', () => {
    expect(isZipValidForState('55317', 'MN')).toBe(true);
    expect(isZipValidForState('55317', 'XX')).toBe(false);
  });
});
