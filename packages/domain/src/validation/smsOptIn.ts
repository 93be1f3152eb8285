import { fail, type Outcome, succeed } from '../outcome';
import type { Flow } from '../vocabulary';
import type { IsoDate } from '../time/isoDate';
import { ageInYearsOn } from './ageOn';
import type { MemberType } from './memberTypes';
import type { Country } from './regions';

/**
 * The text-message program's minimum age without a guardian
 * (product/member-forms.md#text-message-opt-in, #ages).
 */
export const SMS_OPT_IN_MIN_AGE = 18;

/**
 * The messages of an opt-in that cannot stand. The spec has the modal's 'I am under 18' clear the
 * opt-in but gives no message for a date of birth that contradicts 'Over 18, Opt-In', nor for an
 * opt-in sent where the box is not shown; we word both.
 */
export const SMS_OPT_IN_AGE_MESSAGE = 'You must be 18 or older to opt in to text messages.';
export const SMS_OPT_IN_UNAVAILABLE_MESSAGE = 'Text messages are not offered for this member.';

/** Who sees the opt-in box and in which club. */
export interface SmsOptInAudience {
  memberType: MemberType;
  clubCountry: Country;
  flows: readonly Flow[];
}

/**
 * Whether the text-message opt-in is shown (product/member-forms.md#text-message-opt-in): primary
 * member, USA club, not purchaser-child.
 */
export function isSmsOptInShown(audience: SmsOptInAudience): boolean {
  return (
    audience.memberType === 'primary' &&
    audience.clubCountry === 'US' &&
    !audience.flows.includes('PurchaserChild')
  );
}

/**
 * Whether a member may opt in to text messages (product/member-forms.md#text-message-opt-in): the
 * box is shown to them and they are 18 or older on `today`; the message says which condition fails.
 */
export function checkSmsOptIn(
  input: SmsOptInAudience & { dateOfBirth: IsoDate; today: IsoDate },
): Outcome<void, string> {
  if (!isSmsOptInShown(input)) return fail(SMS_OPT_IN_UNAVAILABLE_MESSAGE);
  return ageInYearsOn(input.dateOfBirth, input.today) >= SMS_OPT_IN_MIN_AGE
    ? succeed()
    : fail(SMS_OPT_IN_AGE_MESSAGE);
}
