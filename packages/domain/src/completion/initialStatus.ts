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
