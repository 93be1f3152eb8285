/**
 * Member search (product/team-portal.md#search-all-members): what staff may type and filter by,
 * with the messages a bad query gets, and how a text is read (a member id, a phone's digits, an
 * email, or the start of a name).
 */
import { z } from 'zod';
import { isStorableText, STORABLE_TEXT_MESSAGE } from '../validation/textField';
import { MEMBERSHIP_STATUSES } from '../vocabulary';

export const MEMBER_SEARCH_TEXT_MIN = 2;
export const MEMBER_SEARCH_TEXT_MAX = 100;
export const MEMBER_SEARCH_PAGE_SIZES = [10, 25, 50] as const;
export const MEMBER_SEARCH_MAX_PAGE = 200;
/**
 * How many matches a search counts at most (docs/decisions/0026): past it the total reads
 * "1,000+", and a broad prefix is not read to its end just to be counted.
 */
export const MEMBER_SEARCH_COUNT_CAP = 1000;

export const MEMBER_SEARCH_MESSAGES = {
  textShort: `Type at least ${MEMBER_SEARCH_TEXT_MIN} characters of a name, email, phone or member id.`,
  textLong: `A search is ${MEMBER_SEARCH_TEXT_MAX} characters or less.`,
  club: 'Choose a club from the list.',
  status: `Choose a status: ${MEMBERSHIP_STATUSES.join(', ')}.`,
  page: `The page is a whole number from 1 to ${MEMBER_SEARCH_MAX_PAGE}.`,
  pageSize: `Show ${MEMBER_SEARCH_PAGE_SIZES.join(', ')} members a page.`,
} as const;

/** A whole number from a query string's text, within bounds, else the message. */
export function wholeNumber(message: string, min: number, max: number) {
  return z
    .string({ error: message })
    .regex(/^\d{1,4}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));
}

/** The query of a member search as a query string carries it. */
export const MemberSearchQuery = z.object({
  text: z
    .string({ error: MEMBER_SEARCH_MESSAGES.textShort })
    .trim()
    .refine(isStorableText, { error: STORABLE_TEXT_MESSAGE })
    .refine((text) => text.length >= MEMBER_SEARCH_TEXT_MIN, {
      error: MEMBER_SEARCH_MESSAGES.textShort,
    })
    .refine((text) => text.length <= MEMBER_SEARCH_TEXT_MAX, {
      error: MEMBER_SEARCH_MESSAGES.textLong,
    }),
  clubId: z
    .string({ error: MEMBER_SEARCH_MESSAGES.club })
    .regex(/^\d{1,6}$/, { error: MEMBER_SEARCH_MESSAGES.club })
    .optional(),
  status: z.enum(MEMBERSHIP_STATUSES, { error: MEMBER_SEARCH_MESSAGES.status }).optional(),
  page: wholeNumber(MEMBER_SEARCH_MESSAGES.page, 1, MEMBER_SEARCH_MAX_PAGE).default(1),
  pageSize: wholeNumber(MEMBER_SEARCH_MESSAGES.pageSize, 1, 50)
    .refine((size) => (MEMBER_SEARCH_PAGE_SIZES as readonly number[]).includes(size), {
      error: MEMBER_SEARCH_MESSAGES.pageSize,
    })
    .default(25),
});
export type MemberSearchQuery = z.infer<typeof MemberSearchQuery>;

/** How a search text is matched: the one field it can only be, or the start of a name. */
export type MemberSearchTerm =
  | { readonly by: 'memberId'; readonly memberId: string }
  | { readonly by: 'membershipId'; readonly membershipId: string }
  | { readonly by: 'email'; readonly emailPrefix: string }
  | { readonly by: 'phone'; readonly digits: string }
  | { readonly by: 'eitherName'; readonly prefix: string }
  | { readonly by: 'fullName'; readonly first: string; readonly last: string };

/** The fewest digits a phone search takes: fewer would match too much of a chain. */
const PHONE_DIGITS_MIN = 4;

/**
 * Reads a search text, case aside: seven digits are a member id; "M-" and digits a membership id;
 * text with an @ the start of an email; digits with phone punctuation (at least 4 digits) the start
 * of a phone's digits; two words "first last" or "last, first" the starts of both names; one word
 * the start of a first or last name.
 */
export function readSearchText(text: string): MemberSearchTerm {
  const trimmed = text.trim().toLowerCase();
  if (trimmed.includes('@')) return { by: 'email', emailPrefix: trimmed };
  if (/^\d{7}$/.test(trimmed)) return { by: 'memberId', memberId: trimmed };
  if (/^m-\d+$/.test(trimmed)) return { by: 'membershipId', membershipId: trimmed.toUpperCase() };
  if (/^[\d\s()+.-]+$/.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    if (digits.length >= PHONE_DIGITS_MIN) return { by: 'phone', digits };
  }
  const [beforeComma, afterComma, ...moreCommas] = trimmed.split(',').map((part) => part.trim());
  if (beforeComma && afterComma && moreCommas.length === 0) {
    return { by: 'fullName', first: afterComma, last: beforeComma };
  }
  const [first, ...rest] = trimmed.split(/\s+/);
  if (first && rest.length > 0) return { by: 'fullName', first, last: rest.join(' ') };
  return { by: 'eitherName', prefix: trimmed };
}
