import type { MembershipStatus } from '../vocabulary';

/**
 * The status a waitlist membership starts in
 * (product/payment-and-confirmation.md#what-a-purchase-creates: presale and waitlist memberships
 * start as Late Activation or Pending). The member system's statuses
 * (product/accounts-and-sign-in.md#membership-statuses) have no name for it, so it is stored as
 * Pending, the word of product/payment-and-confirmation.md#what-a-purchase-creates.
 */
export const WAITLIST_STATUS = 'Pending';

export type InitialMembershipStatus =
  Extract<MembershipStatus, 'Active' | 'LateActivation'> | typeof WAITLIST_STATUS;

/**
 * The status a completed purchase's membership starts in
 * (product/payment-and-confirmation.md#what-a-purchase-creates): Pending on a waitlist, Late
 * Activation (stored as `LateActivation`, product/accounts-and-sign-in.md#membership-statuses) at a
 * presale club, otherwise Active. A waitlist join waits for a place whether or not the club is open
 * yet, so the waitlist decides first.
 */
export function initialMembershipStatus(join: {
  readonly waitlist: boolean;
  readonly presaleClub: boolean;
}): InitialMembershipStatus {
  if (join.waitlist) return WAITLIST_STATUS;
  return join.presaleClub ? 'LateActivation' : 'Active';
}

/**
 * What happens next, told on the confirmation (product/pricing-and-dues.md#price-details: dues
 * "after the club opens" for presale, charged "once activated" for the waitlist).
 */
export function whatHappensNext(status: string): string {
  if (status === WAITLIST_STATUS) {
    return 'You are on the waitlist. Your card is not charged until your membership is activated; we will email you when it is.';
  }
  if (status === 'LateActivation') {
    return 'Your membership begins when the club opens. Your monthly dues are charged after the club opens.';
  }
  return 'Your membership is active. Bring a photo ID to the club for your first visit; your monthly dues are charged at the beginning of each month.';
}
