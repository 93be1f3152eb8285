import { describe, expect, it } from 'vitest';
import {
  loginPasswordSchema,
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MAX_LENGTH_MESSAGE,
  PASSWORD_MIN_CHARACTER_CLASSES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RULES_MESSAGE,
  PASSWORD_SPECIAL_CHARACTERS,
  PASSWORD_SPECIAL_CHARACTERS_MESSAGE,
  PASSWORD_USERNAME_MESSAGE,
  passwordMatchesUsername,
} from './password';

const USERNAME = 'jane.doe2024@example.com';
const messagesOf = (password: unknown, username = USERNAME) =>
  newPasswordSchema(username)
    .safeParse(password)
    .error?.issues.map((issue) => issue.message) ?? [];

describe('the spec limits (product/member-forms.md#password)', () => {
  it('are 10 to 30 characters, 3 of 4 classes, and the listed specials', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_CHARACTER_CLASSES]).toEqual([
      10, 30, 3,
    ]);
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('!$%&()*+-./_@;:<=>?}]~');
  });
});

describe('new password (product/member-forms.md#password): which failure shows which message', () => {
  it.each([
    ['empty', '', PASSWORD_REQUIRED_MESSAGE],
    ['missing', undefined, PASSWORD_REQUIRED_MESSAGE],
    ['31 characters', `Abcdefgh1!${'x'.repeat(21)}`, PASSWORD_MAX_LENGTH_MESSAGE],
    [
      '31 characters with a space: length first',
      `Abc defgh1${'x'.repeat(21)}`,
      PASSWORD_MAX_LENGTH_MESSAGE,
    ],
    ['a space inside', 'Abcde fgh12', PASSWORD_RULES_MESSAGE],
    ['a special character not in the list (#)', 'Abcdefgh12#', PASSWORD_SPECIAL_CHARACTERS_MESSAGE],
    ['a special character not in the list (^)', 'Abcdefgh12^', PASSWORD_SPECIAL_CHARACTERS_MESSAGE],
    ['a letter outside ASCII', 'Abcdéfgh12', PASSWORD_SPECIAL_CHARACTERS_MESSAGE],
    ['9 characters', 'Abcdefg1!', PASSWORD_RULES_MESSAGE],
    ['two classes only: lowercase and digits', 'abcdefgh12', PASSWORD_RULES_MESSAGE],
    ['two classes only: uppercase and specials', 'ABCDEFGH!!', PASSWORD_RULES_MESSAGE],
    ['equal to the username', 'Jane.Doe1@x.co', PASSWORD_USERNAME_MESSAGE, 'Jane.Doe1@x.co'],
    ['containing the username', 'XJane.Doe1@x.co1', PASSWORD_USERNAME_MESSAGE, 'jane.doe1@x.co'],
    ['contained in the username', 'Jane.doe2024', PASSWORD_USERNAME_MESSAGE],
  ])('%s → %s', (_case, password, message, username = USERNAME) => {
    expect(messagesOf(password, username)).toEqual([message]);
  });

  it.each([
    ['10 characters, lower + upper + digit', 'Abcdefghi1'],
    ['30 characters', `Abcdefgh1!${'x'.repeat(20)}`],
    ['lower + digit + special, no uppercase', 'abcdefgh1!'],
    ['upper + lower + special, no digit', 'Abcdefghi!'],
    ['every allowed special', `Ab1${PASSWORD_SPECIAL_CHARACTERS}`],
    [
      'spaces around it are trimmed (product/member-forms.md#every-field: input values are trimmed)',
      '  Abcdefghi1  ',
    ],
  ])('accepts %s', (_case, password) => {
    expect(messagesOf(password)).toEqual([]);
  });

  it('reads the messages of product/member-forms.md#password', () => {
    expect(PASSWORD_REQUIRED_MESSAGE).toBe('Please enter a password.');
    expect(PASSWORD_MAX_LENGTH_MESSAGE).toBe('Your Password must be 30 characters or less.');
    expect(PASSWORD_RULES_MESSAGE).toBe(
      'Passwords must be between 10 and 30 characters, contain at least one uppercase and lowercase letter, one number (0-9) and contain no spaces.',
    );
    expect(PASSWORD_SPECIAL_CHARACTERS_MESSAGE).toBe(
      'Passwords may contain only the following special characters: !$%&()*+-./_@;:<=>?}]~',
    );
    expect(PASSWORD_USERNAME_MESSAGE).toBe(
      "Sorry, that seems to be an invalid password format. Passwords can't match your username.",
    );
  });
});

describe('passwordMatchesUsername (product/member-forms.md#password: not equal to, containing or contained in)', () => {
  it.each([
    ['Secret.Pass1', 'secret.pass1', true],
    ['my-jane@x.com-1', 'JANE@X.COM', true],
    ['jane', 'jane@x.com', true],
    ['Other.Pass1', 'jane@x.com', false],
    ['Other.Pass1', '   ', false],
  ])('%j and username %j → %s', (password, username, matches) => {
    expect(passwordMatchesUsername(password, username)).toBe(matches);
  });
});

describe('login password (product/member-forms.md#password)', () => {
  it('is required and otherwise unchecked', () => {
    expect(loginPasswordSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual([
      PASSWORD_REQUIRED_MESSAGE,
    ]);
    expect(loginPasswordSchema.safeParse('x').success).toBe(true);
  });
});
