import { withoutAccents } from '../validation/textField';

/** The message of a consent not typed, or not the member's name. */
export const CONSENT_NAME_MESSAGE =
  'To consent, the member types their full name as it is on the membership.';

/** A name as compared: spaces collapsed, letter case and accents aside. */
function comparable(name: string): string {
  return withoutAccents(name).replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * Whether the name typed on the review-payment page is the member's consent (docs/decisions/0028):
 * their first and last name as the membership has them, letter case, accents and extra spaces
 * aside. Answers the message when it is not.
 */
export function consentProblem(
  typed: string,
  member: { firstName: string; lastName: string },
): string | undefined {
  const expected = comparable(`${member.firstName} ${member.lastName}`);
  return expected !== '' && comparable(typed) === expected ? undefined : CONSENT_NAME_MESSAGE;
}

/**
 * Who consents to an in-club sale (docs/decisions/0028): the purchaser when an adult pays for a
 * child, else the primary member.
 */
export function consentingPayer<P>(purchaser: P | null | undefined, primaryMember: P): P {
  return purchaser ?? primaryMember;
}
