import { MEMBERSHIP_STATUSES, type MembershipStatus } from '../vocabulary';

/** A status or reason compared without case, spaces, hyphens or underscores. */
function squeezed(text: string): string {
  return text.replace(/[\s_-]/g, '').toLowerCase();
}

/**
 * The membership status a lookup answered, or undefined when it is none of the spec's
 * (product/accounts-and-sign-in.md#membership-statuses). The account screens spell statuses for
 * people ("Inactive Member", "Non-Paid Late Activation"), so those spellings are read as the stored
 * values too.
 */
export function membershipStatusOf(status: string): MembershipStatus | undefined {
  return MEMBERSHIP_STATUSES.find((known) => squeezed(known) === squeezed(status));
}

/**
 * Whether a termination reason is involuntary termination (product/accounts-and-sign-in.md#rejoin).
 * The lookup's reason values are not shown; we accept "Involuntary", "Involuntary Termination" and
 * their spellings without spaces or case, so a reason naming involuntary termination is never taken
 * for a voluntary one.
 */
export function isInvoluntaryTermination(reason: string | null | undefined): boolean {
  return squeezed(reason ?? '').startsWith('involuntary');
}
