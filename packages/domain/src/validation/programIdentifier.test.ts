import { describe, expect, it } from 'vitest';
import { fieldProblemsOf } from './fieldErrors';
import {
  canReuseIdentifierValues,
  identifierPartRequiredMessage,
  type IdentifierPart,
  programInformationFormSchema,
} from './programIdentifier';

const MEMBER_ID: IdentifierPart = {
  formatPartId: '11',
  name: 'your Member ID',
  length: 9,
  rule: '[A-Z]\\d{8}',
  errorMessage: 'A Member ID is a letter followed by 8 digits.',
};
const SUFFIX: IdentifierPart = {
  formatPartId: '12',
  name: 'your suffix',
  length: 2,
  rule: '\\d{2}',
  errorMessage: 'The suffix is 2 digits.',
};
const schema = programInformationFormSchema([MEMBER_ID, SUFFIX]);
const problemsOf = (values: Record<string, unknown>) => {
  const result = schema.safeParse(values);
  return result.success ? [] : fieldProblemsOf(result.error);
};

describe('program information (02 §5)', () => {
  it.each<[string, Record<string, unknown>, { field: string; message: string }[]]>([
    ['both parts good', { '11': 'A12345678', '12': '01' }, []],
    ['both parts trimmed', { '11': ' A12345678 ', '12': ' 01' }, []],
    [
      'both parts missing',
      {},
      [
        { field: '11', message: 'Please enter your Member ID.' },
        { field: '12', message: 'Please enter your suffix.' },
      ],
    ],
    [
      'a part too long',
      { '11': 'A123456789', '12': '01' },
      [{ field: '11', message: 'This field must be 9 characters or less.' }],
    ],
    [
      'a part off its rule',
      { '11': 'a12345678', '12': '01' },
      [{ field: '11', message: MEMBER_ID.errorMessage }],
    ],
    [
      'a rule must match the whole value',
      { '11': 'A1234567', '12': '1' },
      [
        { field: '11', message: MEMBER_ID.errorMessage },
        { field: '12', message: SUFFIX.errorMessage },
      ],
    ],
  ])('%s', (_case, values, problems) => {
    expect(problemsOf(values)).toEqual(problems);
  });

  it('anchors a rule written without ^ and $', () => {
    const loose = programInformationFormSchema([{ ...SUFFIX, length: 5, rule: '\\d{2}' }]);
    expect(loose.safeParse({ '12': 'x12yz' }).success).toBe(false);
  });

  it('reads the required text with the part name', () => {
    expect(identifierPartRequiredMessage('Group Number')).toBe('Please enter Group Number.');
  });
});

describe('canReuseIdentifierValues (02 §4)', () => {
  it.each([
    [
      'same count, same parts',
      [
        { formatPartId: '11', value: 'A' },
        { formatPartId: '12', value: 'B' },
      ],
      true,
    ],
    ['fewer saved values', [{ formatPartId: '11', value: 'A' }], false],
    [
      'a different part',
      [
        { formatPartId: '11', value: 'A' },
        { formatPartId: '13', value: 'B' },
      ],
      false,
    ],
    [
      'the same parts in another order',
      [
        { formatPartId: '12', value: 'B' },
        { formatPartId: '11', value: 'A' },
      ],
      false,
    ],
  ])('%s → %s', (_case, saved, reusable) => {
    expect(canReuseIdentifierValues([MEMBER_ID, SUFFIX], saved)).toBe(reusable);
  });
});
