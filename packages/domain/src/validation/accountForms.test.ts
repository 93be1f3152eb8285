import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createAccountFormSchema, getStartedFormSchema, loginFormSchema } from './accountForms';
import {
  EMAIL_FORMAT_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  LOGIN_EMAIL_REQUIRED_MESSAGE,
} from './email';
import { fieldProblemsOf } from './fieldErrors';
import {
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RULES_MESSAGE,
  PASSWORD_USERNAME_MESSAGE,
} from './password';

const problemsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : fieldProblemsOf(result.error);
};

describe('get started (product/accounts-and-sign-in.md#get-started)', () => {
  it.each([
    [{ email: '' }, [{ field: 'email', message: EMAIL_REQUIRED_MESSAGE }]],
    [{ email: 'jane' }, [{ field: 'email', message: EMAIL_FORMAT_MESSAGE }]],
    [{ email: 'jane@example.com' }, []],
  ])('%j', (form, problems) => {
    expect(problemsOf(getStartedFormSchema, form)).toEqual(problems);
  });
});

describe('create account (product/accounts-and-sign-in.md#create-account): the password is checked against the username', () => {
  it.each([
    [
      'a password containing the username',
      { email: 'jo@x.co', password: 'Big-jo@x.co1' },
      [{ field: 'password', message: PASSWORD_USERNAME_MESSAGE }],
    ],
    [
      'a weak password',
      { email: 'jo@x.co', password: 'short' },
      [{ field: 'password', message: PASSWORD_RULES_MESSAGE }],
    ],
    [
      'no password',
      { email: 'jo@x.co', password: '' },
      [{ field: 'password', message: PASSWORD_REQUIRED_MESSAGE }],
    ],
    [
      'a bad email does not hide the password message',
      { email: 'jo', password: 'short' },
      [
        { field: 'email', message: EMAIL_FORMAT_MESSAGE },
        { field: 'password', message: PASSWORD_RULES_MESSAGE },
      ],
    ],
    [
      'a missing email still leaves the password checked',
      { password: 'short' },
      [
        { field: 'email', message: EMAIL_REQUIRED_MESSAGE },
        { field: 'password', message: PASSWORD_RULES_MESSAGE },
      ],
    ],
    ['a good pair', { email: 'jo@x.co', password: 'Strong.Pass1' }, []],
  ])('%s', (_case, form, problems) => {
    expect(problemsOf(createAccountFormSchema, form)).toEqual(problems);
  });

  it('names only the whole value when it is not an object', () => {
    expect(problemsOf(createAccountFormSchema, 'nope')).toEqual([
      { field: '', message: expect.any(String) },
    ]);
  });
});

describe('login (product/accounts-and-sign-in.md#log-in)', () => {
  it.each([
    [
      { email: '', password: '' },
      [
        { field: 'email', message: LOGIN_EMAIL_REQUIRED_MESSAGE },
        { field: 'password', message: PASSWORD_REQUIRED_MESSAGE },
      ],
    ],
    [{ email: 'jo@x.co', password: 'anything' }, []],
  ])('%j', (form, problems) => {
    expect(problemsOf(loginFormSchema, form)).toEqual(problems);
  });
});
