import { requiredText, textRule, type TextRule } from './textField';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 30;
/**
 * Of the four classes (digit, lowercase, uppercase, special) at least this many
 * (product/member-forms.md#password).
 */
export const PASSWORD_MIN_CHARACTER_CLASSES = 3;
/** The only special characters a password may hold (product/member-forms.md#password). */
export const PASSWORD_SPECIAL_CHARACTERS = '!$%&()*+-./_@;:<=>?}]~';

export const PASSWORD_REQUIRED_MESSAGE = 'Please enter a password.';
export const PASSWORD_MAX_LENGTH_MESSAGE = 'Your Password must be 30 characters or less.';
export const PASSWORD_RULES_MESSAGE =
  'Passwords must be between 10 and 30 characters, contain at least one uppercase and lowercase letter, one number (0-9) and contain no spaces.';
export const PASSWORD_SPECIAL_CHARACTERS_MESSAGE =
  'Passwords may contain only the following special characters: !$%&()*+-./_@;:<=>?}]~';
export const PASSWORD_USERNAME_MESSAGE =
  "Sorry, that seems to be an invalid password format. Passwords can't match your username.";

const isSpecial = (char: string) => PASSWORD_SPECIAL_CHARACTERS.includes(char);

const CHARACTER_CLASSES: readonly ((char: string) => boolean)[] = [
  (char) => /[0-9]/.test(char),
  (char) => /[a-z]/.test(char),
  (char) => /[A-Z]/.test(char),
  isSpecial,
];

/** How many of the four character classes the password uses. */
function characterClassCount(password: string): number {
  const chars = [...password];
  return CHARACTER_CLASSES.filter((inClass) => chars.some(inClass)).length;
}

/**
 * Whether the password equals, contains or is contained in the username
 * (product/member-forms.md#password), ignoring case so that "JANE@x.com" cannot stand in for
 * "jane@x.com". No username means nothing to compare.
 */
export function passwordMatchesUsername(password: string, username: string): boolean {
  const p = password.toLowerCase();
  const u = username.trim().toLowerCase();
  return u !== '' && (p.includes(u) || u.includes(p));
}

/**
 * The password rules after "required" (product/member-forms.md#password), each with the message it
 * shows. The spec lists the messages but not which failure shows which; we settle it so each
 * message names the fault:
 * - over 30 characters: 'Your Password must be 30 characters or less.';
 * - any space: the rules message (it says "contain no spaces");
 * - a character that is not an ASCII letter, a digit or one of the allowed specials: the special
 *   characters message (it lists them);
 * - under 10 characters, or fewer than 3 of the 4 classes: the rules message;
 * - equal to, containing or contained in the username: the username message.
 */
export function passwordRules(username: string): TextRule[] {
  return [
    textRule((p) => p.length <= PASSWORD_MAX_LENGTH, PASSWORD_MAX_LENGTH_MESSAGE),
    textRule((p) => !/\s/.test(p), PASSWORD_RULES_MESSAGE),
    textRule(
      (p) => [...p].every((char) => /[A-Za-z0-9]/.test(char) || isSpecial(char)),
      PASSWORD_SPECIAL_CHARACTERS_MESSAGE,
    ),
    textRule((p) => p.length >= PASSWORD_MIN_LENGTH, PASSWORD_RULES_MESSAGE),
    textRule(
      (p) => characterClassCount(p) >= PASSWORD_MIN_CHARACTER_CLASSES,
      PASSWORD_RULES_MESSAGE,
    ),
    textRule((p) => !passwordMatchesUsername(p, username), PASSWORD_USERNAME_MESSAGE),
  ];
}

/**
 * The new password of create account (product/member-forms.md#password), checked against the
 * account's username.
 */
export function newPasswordSchema(username: string) {
  return requiredText(PASSWORD_REQUIRED_MESSAGE, passwordRules(username));
}

/** The password of the login page (product/member-forms.md#password): required only. */
export const loginPasswordSchema = requiredText(PASSWORD_REQUIRED_MESSAGE);
