import { describe, expect, it } from 'vitest';
import { fieldProblemsOf } from './fieldErrors';
import {
  canReuseIdentifierValues,
  identifierPartRequiredMessage,
  type IdentifierPart,
  programIdentifierProblems,
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

describe('program information (product/member-forms.md#program-information)', () => {
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

describe('canReuseIdentifierValues (product/member-forms.md#program-information)', () => {
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

describe('the problems of a member identifier given for a program (product/member-forms.md#program-information)', () => {
  const program = {
    programId: 'P1',
    identifierFormat: { formatId: 'F1', identifierParts: [MEMBER_ID, SUFFIX] },
  };
  const given = (values: { formatPartId: string; value: string }[], ids = {}) => ({
    programId: 'P1',
    formatId: 'F1',
    identifierPartValues: values,
    ...ids,
  });
  const both = (member: string, suffix: string) => [
    { formatPartId: '11', value: member },
    { formatPartId: '12', value: suffix },
  ];

  it.each<[string, ReturnType<typeof given> | undefined, { field: string; message: string }[]]>([
    ['a complete identifier', given(both('A12345678', '01')), []],
    [
      'nothing given: every part missing',
      undefined,
      [
        { field: 'identifierPartValues.0.value', message: 'Please enter your Member ID.' },
        { field: 'identifierPartValues.1.value', message: 'Please enter your suffix.' },
      ],
    ],
    [
      'a part off its rule, at its place',
      given(both('A12345678', '1')),
      [{ field: 'identifierPartValues.1.value', message: SUFFIX.errorMessage }],
    ],
    [
      'the parts out of order',
      given([...both('A12345678', '01')].reverse()),
      [
        {
          field: 'identifierPartValues',
          message: 'Send one value for each identifier part of the program, in this order: 11, 12.',
        },
      ],
    ],
    [
      'another program',
      given(both('A12345678', '01'), { programId: 'P2' }),
      [
        {
          field: '',
          message: 'This membership’s partner program is P1, identified in the format F1.',
        },
      ],
    ],
    [
      'another format',
      given(both('A12345678', '01'), { formatId: 'F0' }),
      [
        {
          field: '',
          message: 'This membership’s partner program is P1, identified in the format F1.',
        },
      ],
    ],
  ])('%s', (_case, identifier, problems) => {
    expect(programIdentifierProblems(program, identifier)).toEqual(problems);
  });

  it('asks nothing of a program without parts', () => {
    const none = { programId: 'P0', identifierFormat: { formatId: 'F0', identifierParts: [] } };
    expect(programIdentifierProblems(none, undefined)).toEqual([]);
  });
});
