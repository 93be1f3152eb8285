import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountEmailSchema,
  EMAIL_DISALLOWED_START,
  EMAIL_FORMAT_MESSAGE,
  EMAIL_IN_USE_MESSAGE,
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_REQUIRED_MESSAGE,
  emailMaxLengthMessage,
  isEmailInUse,
  LOGIN_EMAIL_REQUIRED_MESSAGE,
  loginEmailSchema,
  MEMBER_FORM_EMAIL_MAX_LENGTH,
  memberEmailSchema,
} from './email';

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

/** A valid email of exactly `length` characters (100 to 190): 60 + @ + two labels + .com. */
function emailOfLength(length: number): string {
  const labels = length - 61 - 4 - 1;
  const first = Math.ceil(labels / 2);
  return `${'l'.repeat(60)}@${'d'.repeat(first)}.${'e'.repeat(labels - first)}.com`;
}

describe('the spec limits (product/member-forms.md#email)', () => {
  it('are 133 (140 on the member form) and a local part under 65', () => {
    expect(EMAIL_MAX_LENGTH).toBe(133);
    expect(MEMBER_FORM_EMAIL_MAX_LENGTH).toBe(140);
    expect(EMAIL_LOCAL_PART_MAX_LENGTH).toBe(64);
    expect(EMAIL_DISALLOWED_START.test('.x')).toBe(true);
  });
  it('builds test emails of the asked length', () => {
    expect(emailOfLength(133)).toHaveLength(133);
    expect(emailOfLength(141)).toHaveLength(141);
  });
});

describe('email on get started and create account (product/member-forms.md#email)', () => {
  it.each([
    ['empty', '', EMAIL_REQUIRED_MESSAGE],
    ['only spaces', '   ', EMAIL_REQUIRED_MESSAGE],
    ['missing', undefined, EMAIL_REQUIRED_MESSAGE],
    ['no @', 'jane.example.com', EMAIL_FORMAT_MESSAGE],
    ['nothing after @', 'jane@', EMAIL_FORMAT_MESSAGE],
    ['no top-level domain', 'jane@example', EMAIL_FORMAT_MESSAGE],
    ['one-letter top-level domain', 'jane@example.c', EMAIL_FORMAT_MESSAGE],
    ['a space inside', 'ja ne@example.com', EMAIL_FORMAT_MESSAGE],
    ['two @', 'jane@doe@example.com', EMAIL_FORMAT_MESSAGE],
    ['two dots in a row', 'jane..doe@example.com', EMAIL_FORMAT_MESSAGE],
    ['a dot before the @', 'jane.@example.com', EMAIL_FORMAT_MESSAGE],
    ['a domain label starting with a hyphen', 'jane@-example.com', EMAIL_FORMAT_MESSAGE],
    ['the disallowed start: a leading dot', '.jane@example.com', EMAIL_FORMAT_MESSAGE],
    ['a local part of 65 characters', `${'a'.repeat(65)}@example.com`, EMAIL_FORMAT_MESSAGE],
    ['134 characters', emailOfLength(134), emailMaxLengthMessage(133)],
  ])('%s → %s', (_case, value, message) => {
    expect(messagesOf(accountEmailSchema, value)).toEqual([message]);
  });

  it.each([
    ['plain', 'jane@example.com'],
    ['plus tag and subdomain', "o'neil+club@mail.example.co.uk"],
    ['a local part of 64 characters', `${'a'.repeat(64)}@example.com`],
    ['133 characters', emailOfLength(133)],
  ])('accepts %s', (_case, value) => {
    expect(messagesOf(accountEmailSchema, value)).toEqual([]);
  });

  it('reads the length message with the limit', () => {
    expect(emailMaxLengthMessage(133)).toBe(
      'Your new email address must be 133 characters or less.',
    );
  });

  it('trims the email', () => {
    expect(accountEmailSchema.parse('  jane@example.com ')).toBe('jane@example.com');
  });
});

describe('email on the login page (product/member-forms.md#email)', () => {
  it.each([
    ['', LOGIN_EMAIL_REQUIRED_MESSAGE],
    ['jane', EMAIL_FORMAT_MESSAGE],
    [emailOfLength(134), emailMaxLengthMessage(133)],
  ])('%j → %s', (value, message) => {
    expect(messagesOf(loginEmailSchema, value)).toEqual([message]);
  });
  it('reads its own required text', () => {
    expect(LOGIN_EMAIL_REQUIRED_MESSAGE).toBe('Please enter an email.');
  });
});

describe('email on the member form (product/member-forms.md#email)', () => {
  const others = ['primary@example.com', ' Partner@Example.com '];
  const secondary = memberEmailSchema({ required: true, otherAdultEmails: others });
  const optional = memberEmailSchema({ required: false, otherAdultEmails: [] });

  it.each([
    ['required for a secondary adult', '', EMAIL_REQUIRED_MESSAGE],
    ['140 is the limit', emailOfLength(141), emailMaxLengthMessage(140)],
    ["the primary's email", 'primary@example.com', EMAIL_IN_USE_MESSAGE],
    ["an earlier adult's email in other case", 'partner@EXAMPLE.com', EMAIL_IN_USE_MESSAGE],
    ['an invalid format before uniqueness', 'primary@', EMAIL_FORMAT_MESSAGE],
  ])('%s', (_case, value, message) => {
    expect(messagesOf(secondary, value)).toEqual([message]);
  });

  it('accepts 140 characters and an unused email', () => {
    expect(messagesOf(secondary, emailOfLength(140))).toEqual([]);
    expect(messagesOf(secondary, 'teen@example.com')).toEqual([]);
  });

  it('is optional for other members, yet checked when given', () => {
    expect(messagesOf(optional, '')).toEqual([]);
    expect(messagesOf(optional, undefined)).toEqual([]);
    expect(messagesOf(optional, 'nope')).toEqual([EMAIL_FORMAT_MESSAGE]);
  });

  it('reads the in-use message of product/member-forms.md#email', () => {
    expect(EMAIL_IN_USE_MESSAGE).toBe(
      'This email address is already in use. Please enter a different email address to move forward.',
    );
  });
});

describe('isEmailInUse', () => {
  it.each([
    ['a@x.com', ['A@X.COM'], true],
    [' a@x.com ', ['a@x.com'], true],
    ['a@x.com', ['b@x.com'], false],
    ['a@x.com', [], false],
  ])('%j among %j → %s', (email, others, inUse) => {
    expect(isEmailInUse(email, others)).toBe(inUse);
  });
});
