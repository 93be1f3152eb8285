import { maxLengthRule, optionalText, requiredText, textRule, type TextRule } from './textField';

/** Longest email on get started and create account (product/member-forms.md#email). */
export const EMAIL_MAX_LENGTH = 133;
/** Longest email on the member form (product/member-forms.md#email). */
export const MEMBER_FORM_EMAIL_MAX_LENGTH = 140;
/** Longest local part (before the @): "under 65" characters (product/member-forms.md#ages). */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

export const EMAIL_REQUIRED_MESSAGE = 'Please enter an email address.';
/** The login page's own required text (product/accounts-and-sign-in.md#log-in). */
export const LOGIN_EMAIL_REQUIRED_MESSAGE = 'Please enter an email.';
export const EMAIL_FORMAT_MESSAGE = 'Sorry, that seems to be an invalid email format.';
export const EMAIL_IN_USE_MESSAGE =
  'This email address is already in use. Please enter a different email address to move forward.';

/** 'Your new email address must be N characters or less.' (product/member-forms.md#email). */
export function emailMaxLengthMessage(maxLength: number): string {
  return `Your new email address must be ${maxLength} characters or less.`;
}

/**
 * The email format (product/member-forms.md#email): a local part of the characters RFC 5322 allows
 * unquoted, with no two dots in a row and no dot just before the @; then a domain of dot-separated
 * labels (letters, digits, inner hyphens) ending in a top-level domain of at least two letters.
 */
export const EMAIL_PATTERN =
  /^(?!.*\.\.)(?!.*\.@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * The disallowed start (product/member-forms.md#email: an email may not start with a disallowed
 * character, which the rule does not name). We disallow a leading dot: RFC 5321 forbids it, and
 * mail servers reject it, so such an address could never receive the confirmation email. Shown with
 * the format message.
 */
export const EMAIL_DISALLOWED_START = /^\./;

/** The local part: everything before the last @. */
function localPartOf(email: string): string {
  return email.slice(0, email.lastIndexOf('@'));
}

/**
 * The email rules after "required", in the order their messages win
 * (product/member-forms.md#email): the page's maximum length, then the format, the local part's
 * length and the disallowed start (all three with the format message).
 */
export function emailRules(maxLength: number): TextRule[] {
  return [
    maxLengthRule(maxLength, emailMaxLengthMessage(maxLength)),
    textRule((email) => EMAIL_PATTERN.test(email), EMAIL_FORMAT_MESSAGE),
    textRule(
      (email) => localPartOf(email).length <= EMAIL_LOCAL_PART_MAX_LENGTH,
      EMAIL_FORMAT_MESSAGE,
    ),
    textRule((email) => !EMAIL_DISALLOWED_START.test(email), EMAIL_FORMAT_MESSAGE),
  ];
}

/**
 * The email of get started and create account (product/member-forms.md#email): required, 133
 * characters at most.
 */
export const accountEmailSchema = requiredText(
  EMAIL_REQUIRED_MESSAGE,
  emailRules(EMAIL_MAX_LENGTH),
);

/**
 * The email of the login page (product/member-forms.md#email): its own required text, 133
 * characters at most.
 */
export const loginEmailSchema = requiredText(
  LOGIN_EMAIL_REQUIRED_MESSAGE,
  emailRules(EMAIL_MAX_LENGTH),
);

/**
 * Whether an email is already used by another adult of the membership
 * (product/member-forms.md#email: unique against the primary and earlier adults). Emails compare
 * without case or surrounding spaces, as mail servers treat them.
 */
export function isEmailInUse(email: string, otherAdultEmails: readonly string[]): boolean {
  const wanted = email.trim().toLowerCase();
  return otherAdultEmails.some((other) => other.trim().toLowerCase() === wanted);
}

/**
 * The email of the member form (product/member-forms.md#email): 140 characters at most, and not one
 * of `otherAdultEmails` ('This email address is already in use. ...'). Required only for secondary
 * adults.
 */
export function memberEmailSchema(options: {
  required: boolean;
  otherAdultEmails: readonly string[];
}) {
  const rules: TextRule[] = [
    ...emailRules(MEMBER_FORM_EMAIL_MAX_LENGTH),
    textRule((email) => !isEmailInUse(email, options.otherAdultEmails), EMAIL_IN_USE_MESSAGE),
  ];
  return options.required ? requiredText(EMAIL_REQUIRED_MESSAGE, rules) : optionalText(rules);
}
