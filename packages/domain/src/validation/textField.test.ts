import { describe, expect, it } from 'vitest';
import {
  fieldMaxLengthMessage,
  firstBrokenRule,
  isStorableText,
  maxLengthRule,
  optionalText,
  requiredText,
  STORABLE_TEXT_MESSAGE,
  storableTextRule,
  textRule,
  withoutAccents,
} from './textField';

const startsWithA = textRule((value) => value.startsWith('A'), 'Must start with A.');
const schema = requiredText('Please enter it.', [maxLengthRule(5), startsWithA]);
const messagesOf = (value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('requiredText (product/member-forms.md#every-field: required fields, trimmed input, one message per field)', () => {
  it.each([
    ['empty', '', ['Please enter it.']],
    ['only spaces', '   ', ['Please enter it.']],
    ['missing', undefined, ['Please enter it.']],
    ['not text', 42, ['Please enter it.']],
    [
      'too long and also breaking the later rule: the first rule wins',
      'bbbbbb',
      ['This field must be 5 characters or less.'],
    ],
    ['breaking only the later rule', 'bb', ['Must start with A.']],
  ])('%s → %j', (_case, value, messages) => {
    expect(messagesOf(value)).toEqual(messages);
  });

  it('trims the value before checking and returns it trimmed', () => {
    expect(schema.parse('  Abcde  ')).toBe('Abcde');
  });
});

describe('optionalText', () => {
  const optional = optionalText([startsWithA]);
  it.each([[''], ['   '], [undefined], ['Apple']])('accepts %j', (value) => {
    expect(optional.safeParse(value).success).toBe(true);
  });
  it('checks a given value against its rules', () => {
    expect(optional.safeParse(' pear ').error?.issues.map((i) => i.message)).toEqual([
      'Must start with A.',
    ]);
  });
  it('trims a given value', () => {
    expect(optional.parse(' Apple ')).toBe('Apple');
  });
});

describe('rules', () => {
  it('reads the generic length message of product/member-forms.md#every-field', () => {
    expect(fieldMaxLengthMessage(50)).toBe('This field must be 50 characters or less.');
  });
  it('maxLengthRule accepts exactly the length and takes a message of its own', () => {
    expect(maxLengthRule(3)('abc')).toBeUndefined();
    expect(maxLengthRule(3, 'Too long.')('abcd')).toBe('Too long.');
  });
  it('firstBrokenRule runs later rules only after earlier ones pass', () => {
    const seen: string[] = [];
    const spy = textRule((value) => {
      seen.push(value);
      return true;
    }, 'never');
    expect(firstBrokenRule('x', [startsWithA, spy])).toBe('Must start with A.');
    expect(seen).toEqual([]);
    expect(firstBrokenRule('Ax', [startsWithA, spy])).toBeUndefined();
    expect(seen).toEqual(['Ax']);
  });
});

describe('storable text (what a database can hold)', () => {
  it.each([
    ['a NUL', 'An\u0000na'],
    ['a lone high surrogate', 'Ann\uD800'],
    ['a lone low surrogate', '\uDC00Ann'],
    ['two high surrogates', '\uD83D\uD83D'],
    ['a pair reversed', '\uDE00\uD83D'],
  ])('refuses %s in every text input, before its other rules', (_case, value) => {
    expect(isStorableText(value)).toBe(false);
    expect(messagesOf(value)).toEqual([STORABLE_TEXT_MESSAGE]);
    expect(optionalText([startsWithA]).safeParse(value).error?.issues[0]?.message).toBe(
      STORABLE_TEXT_MESSAGE,
    );
  });

  it.each([
    ['an emoji (a surrogate pair)', 'Ann 😀'],
    ['accents and other scripts', 'Zoë Ōta 李'],
    ['other control characters', 'Ann\u0001\u007F'],
  ])('accepts %s', (_case, value) => {
    expect(isStorableText(value)).toBe(true);
    expect(storableTextRule(value)).toBeUndefined();
  });
});

describe('text without its accents', () => {
  it('drops the marks of accented letters and keeps everything else', () => {
    expect(withoutAccents('Montréal')).toBe('Montreal');
    expect(withoutAccents('Zoë Ångström-Núñez')).toBe('Zoe Angstrom-Nunez');
    expect(withoutAccents('St. Paul 55101')).toBe('St. Paul 55101');
  });
});
