import type { Flow, MembershipStatus } from '../vocabulary';
import { WAITLIST_STATUS } from '../completion/initialStatus';
import { isInvoluntaryTermination, membershipStatusOf } from './membershipStatus';

/**
 * What the existing-membership lookup answers that rejoining reads
 * (product/accounts-and-sign-in.md#existing-membership-lookup).
 */
export interface ExistingMembership {
  membershipStatus: string;
  terminationReason?: string | null | undefined;
  isFreemium: boolean;
}

/**
 * Why a membership cannot be used to rejoin, one per wording of
 * product/accounts-and-sign-in.md#rejoin.
 */
export type RejoinProblem =
  | 'activeMembership'
  | 'waitlistedMembership'
  | 'inactiveMember'
  | 'suspendedMembership'
  | 'terminatedMembership'
  | 'unknownStatus'
  | 'employeePreviousMembership';

/** The field of get started or login under which a message shows. */
export type MessageSlot = 'email' | 'password';

export type RejoinEligibility =
  | { eligible: true }
  | { eligible: false; problem: RejoinProblem; slot: MessageSlot; message: string };

/**
 * The wording of each rejoin problem (product/accounts-and-sign-in.md#rejoin, #login-problems: the
 * spec describes them without wording; these sentences follow its descriptions). `phone` is the
 * number to call.
 */
export function rejoinProblemMessage(problem: RejoinProblem, phone: string): string {
  switch (problem) {
    case 'activeMembership':
      return 'This email address is tied to an active membership. Please log in to your account or use a different email address.';
    case 'waitlistedMembership':
      return `This email address is tied to a membership waiting for a place at its club. Please use a different email address, or call ${phone} about it.`;
    case 'inactiveMember':
      return `This email address belongs to an inactive member. Please use a different email address, or call ${phone} so we can clear it for you.`;
    case 'suspendedMembership':
      return `Your membership is suspended. Please call ${phone} and we will help you.`;
    case 'terminatedMembership':
      return `Your membership was terminated, so we are unable to process your request online. Please call ${phone}.`;
    case 'unknownStatus':
      return 'There was a problem logging you in. Please try again later.';
    case 'employeePreviousMembership':
      return 'We found a previous membership for you. Please visit the concierge team to join.';
  }
}

/**
 * The problem a status that cannot rejoin names (product/accounts-and-sign-in.md#rejoin: an error
 * chosen by status).
 */
function problemOfStatus(status: MembershipStatus | undefined): RejoinProblem {
  switch (status) {
    case undefined:
      return 'unknownStatus';
    case 'Active':
      return 'activeMembership';
    case 'InactiveMember':
      return 'inactiveMember';
    case 'Terminated':
      return 'terminatedMembership';
    case 'Suspended':
    case 'PendingTermination':
    case 'LateActivation':
    case 'NonPaid':
    case 'NonPaidLateActivation':
      return 'suspendedMembership';
  }
}

/**
 * Whether a membership may be rejoined online (product/accounts-and-sign-in.md#rejoin): it is
 * Active and freemium, or Terminated for a reason other than involuntary termination. Otherwise the
 * problem follows the status: Active, on the waitlist (Pending), inactive member, the
 * suspended-like statuses (Suspended, PendingTermination, LateActivation, NonPaid,
 * NonPaidLateActivation), Terminated, or unknown; in the Employee flow every problem reads the
 * employee message (product/accounts-and-sign-in.md#rejoin). The message shows under the email, or
 * under the password for Terminated and unknown statuses when not in the rejoin flow.
 */
export function rejoinEligibility(
  membership: ExistingMembership,
  situation: { rejoin: boolean; flows: readonly Flow[]; supportPhone: string },
): RejoinEligibility {
  const status = membershipStatusOf(membership.membershipStatus);
  if (status === 'Active' && membership.isFreemium) return { eligible: true };
  if (status === 'Terminated' && !isInvoluntaryTermination(membership.terminationReason)) {
    return { eligible: true };
  }
  // A waitlist membership (product/payment-and-confirmation.md#what-a-purchase-creates 'Pending')
  // has no name among the member system's statuses.
  const statusProblem =
    membership.membershipStatus === WAITLIST_STATUS
      ? 'waitlistedMembership'
      : problemOfStatus(status);
  const underPassword =
    !situation.rejoin &&
    (statusProblem === 'terminatedMembership' || statusProblem === 'unknownStatus');
  const problem = situation.flows.includes('Employee')
    ? 'employeePreviousMembership'
    : statusProblem;
  return {
    eligible: false,
    problem,
    slot: underPassword ? 'password' : 'email',
    message: rejoinProblemMessage(problem, situation.supportPhone),
  };
}

/**
 * Rejoin is true when an SSO cookie exists and the existing-membership lookup succeeded
 * (product/club-and-entry.md#initialize, product/club-and-entry.md#initialize).
 */
export function isRejoin(input: { hasSsoCookie: boolean; membershipFound: boolean }): boolean {
  return input.hasSsoCookie && input.membershipFound;
}
