import { type ExistingMembership, getExistingMembership } from '@clubjoin/contract/membership';
import { MEMBER_SERVICES_PHONE } from '@clubjoin/domain/accounts/loginAttempt';
import { type MessageSlot, rejoinEligibility } from '@clubjoin/domain/accounts/rejoinEligibility';
import type { Flow } from '@clubjoin/domain/vocabulary';
import { ApiError } from '../../../api/ApiError';
import { trackedCall } from '../../../api/trackedCall';
import { sendLog } from '../../../api/sendLog';

/**
 * What the signed-in account's existing membership means for the enrolment
 * (product/accounts-and-sign-in.md#get-started, #rejoin).
 */
export type MembershipCheck =
  /** The account holds no membership: nothing to validate. */
  | { kind: 'none' }
  /** A membership that may be rejoined; its members are offered on the member forms. */
  | { kind: 'rejoinable'; membership: ExistingMembership }
  /** A membership that may not be rejoined: the status's message under its field. */
  | { kind: 'refused'; slot: MessageSlot; message: string }
  /** The lookup failed: the error modal says so. */
  | { kind: 'failed' };

/**
 * Looks up the signed-in account's membership with the SSO cookie
 * (product/accounts-and-sign-in.md#rejoin, #existing-membership-lookup: with the email, so the
 * service answers only for that account; former juniors now 14 or older listed as adults) and
 * validates it for rejoining (product/accounts-and-sign-in.md#rejoin). A 404 is an account without
 * a membership; a refused membership logs a warning (product/accounts-and-sign-in.md#rejoin).
 */
export async function checkExistingMembership(
  email: string,
  situation: { rejoin: boolean; flows: readonly Flow[] },
): Promise<MembershipCheck> {
  let membership: ExistingMembership;
  try {
    membership = await trackedCall(
      getExistingMembership,
      { query: { adjustMemberTypes: 'true', email } },
      { handled: (error) => error.status === 404 },
    );
  } catch (error) {
    return error instanceof ApiError && error.status === 404
      ? { kind: 'none' }
      : { kind: 'failed' };
  }
  const eligibility = rejoinEligibility(membership, {
    ...situation,
    supportPhone: MEMBER_SERVICES_PHONE,
  });
  if (eligibility.eligible) return { kind: 'rejoinable', membership };
  sendLog({
    level: 'warning',
    message: `Membership invalid for rejoining: status ${membership.membershipStatus}, ${eligibility.problem}`,
  });
  return { kind: 'refused', slot: eligibility.slot, message: eligibility.message };
}
