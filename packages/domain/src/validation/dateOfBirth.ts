import type { IsoDate } from '../time/isoDate';
import { ageInYearsOn } from './ageOn';
import type { Outcome } from '../outcome';
import { optionalText, requiredText, textRule, type TextRule } from './textField';

/**
 * The date of birth as typed: MM/DD/YYYY, 10 characters (product/member-forms.md#date-of-birth).
 */
export const DATE_OF_BIRTH_FORMAT = 'MM/DD/YYYY';
export const DATE_OF_BIRTH_LENGTH = 10;
/**
 * The oldest age a date of birth may give (product/member-forms.md#date-of-birth: within 112
 * years).
 */
export const MAX_AGE_YEARS = 112;

export const DATE_OF_BIRTH_REQUIRED_MESSAGE = 'Please enter a date of birth.';
export const DATE_OF_BIRTH_INVALID_MESSAGE = 'Not a valid (MM/DD/YYYY) date of birth.';

const DATE_OF_BIRTH_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * The YYYY-MM-DD form of a MM/DD/YYYY date of birth, as it is sent
 * (product/member-forms.md#date-of-birth), or undefined when the text is not a real calendar date
 * (02/30/2000, 13/01/2000, 1/2/2000).
 */
export function dateOfBirthToIso(dateOfBirth: string): IsoDate | undefined {
  const match = DATE_OF_BIRTH_PATTERN.exec(dateOfBirth);
  if (match === null) return undefined;
  const [, month = '', day = '', year = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return real ? `${year}-${month}-${day}` : undefined;
}

/** The ISO form of a date of birth, '' when it is not a real date ('' sorts before every date). */
const isoOf = (text: string): string => dateOfBirthToIso(text) ?? '';

/**
 * The date-of-birth rules after "required" (product/member-forms.md#date-of-birth), all with 'Not a
 * valid (MM/DD/YYYY) date of birth.': a real date in MM/DD/YYYY, not after `today`, and an age of
 * at most 112 whole years on `today` (someone aged 112 and a half is accepted; 113 is not).
 */
export function dateOfBirthRules(today: IsoDate): TextRule[] {
  return [
    textRule((text) => isoOf(text) !== '', DATE_OF_BIRTH_INVALID_MESSAGE),
    textRule((text) => isoOf(text) <= today, DATE_OF_BIRTH_INVALID_MESSAGE),
    textRule(
      (text) => ageInYearsOn(isoOf(text), today) <= MAX_AGE_YEARS,
      DATE_OF_BIRTH_INVALID_MESSAGE,
    ),
  ];
}

/**
 * A rule on the birth date behind a MM/DD/YYYY text, such as an age rule
 * (product/member-forms.md#date-of-birth). Placed after dateOfBirthRules, it only ever sees real
 * dates.
 */
export function birthDateRule(check: (birthDate: IsoDate) => Outcome<void, string>): TextRule {
  return (text) => {
    const result = check(isoOf(text));
    return result.ok ? undefined : result.failure;
  };
}

/**
 * A date of birth that must be given: every member but the purchaser
 * (product/member-forms.md#date-of-birth). `ageRules` (from birthDateRule) run after the date
 * itself is valid, so their messages show only then.
 */
export function requiredDateOfBirthSchema(today: IsoDate, ageRules: readonly TextRule[] = []) {
  return requiredText(DATE_OF_BIRTH_REQUIRED_MESSAGE, [...dateOfBirthRules(today), ...ageRules]);
}

/**
 * The purchaser's date of birth: not required, valid when given
 * (product/member-forms.md#date-of-birth).
 */
export function optionalDateOfBirthSchema(today: IsoDate) {
  return optionalText(dateOfBirthRules(today));
}

/**
 * The MM/DD/YYYY display of what was typed (product/member-forms.md#date-of-birth), so a number
 * keypad, which has no slash, can fill it: non-digits are dropped, digits past eight ignored, and
 * the slashes come as the digits reach them: "0415" → "04/15", "04151990" → "04/15/1990".
 */
export function formatDateOfBirthMask(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)]
    .filter((part) => part !== '')
    .join('/');
}

/** The MM/DD/YYYY form of a YYYY-MM-DD date (a date of birth a service answered), '' when not one. */
export function isoToDateOfBirth(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return '';
  const [, year, month, day] = match;
  return `${month}/${day}/${year}`;
}
