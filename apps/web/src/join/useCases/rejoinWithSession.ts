import { SIGNED_IN_COOKIE } from '@clubjoin/contract/signedInCookie';
import type { ExistingMembership } from '@clubjoin/contract/membership';
import { MEMBER_SERVICES_PHONE } from '@clubjoin/domain/accounts/loginAttempt';
import { rejoinEligibility } from '@clubjoin/domain/accounts/rejoinEligibility';
import type { ApiError } from '../../api/ApiError';
import { trackedCall } from '../../api/trackedCall';
import { readCookie } from '../cookies/cookieJar';
import { membershipStore } from '../stores/membershipStore';

/** No session after all (it ended), or a session whose account holds no membership. */
const isNoRejoin = (error: ApiError) => error.status === 401 || error.status === 404;

/**
 * Initialize's rejoin (product/club-and-entry.md#initialize, product/accounts-and-sign-in.md#rejoin:
 * rejoin is true when an SSO cookie exists and the existing-membership lookup succeeds). With the
 * server's sign of an SSO session, the signed-in member's membership is looked up (former juniors
 * now 14 or older among the adults) and, when it may be rejoined, the sale becomes a rejoin: the
 * account steps are dropped (product/wizard.md#steps-each-flow-drops), the account is the session's
 * party and the membership's members are offered on the member forms. Anything else leaves the sale
 * as it was: no session, none left, no membership, one that may not be rejoined (Get Started says
 * why, as for any account), or a failed lookup (the error modal says so). True when it is a rejoin.
 */
export async function rejoinWithSession(signal?: AbortSignal): Promise<boolean> {
  if (readCookie(SIGNED_IN_COOKIE) === undefined) return false;
  let membership: ExistingMembership;
  try {
    // The endpoint's schemas load only for a person signed in (docs/decisions/0040).
    const { getExistingMembership } = await import('@clubjoin/contract/membership');
    membership = await trackedCall(
      getExistingMembership,
      { query: { adjustMemberTypes: 'true' } },
      { signal, handled: isNoRejoin },
    );
  } catch {
    return false;
  }
  const { membershipDescriptor } = membershipStore.getState();
  const eligibility = rejoinEligibility(membership, {
    rejoin: true,
    flows: membershipDescriptor.flows,
    supportPhone: MEMBER_SERVICES_PHONE,
  });
  if (!eligibility.eligible) return false;
  const { primaryMember } = membership;
  membershipStore.setState((state) => ({
    rejoin: true,
    memberAccount: {
      ...state.memberAccount,
      username: primaryMember.email ?? state.memberAccount?.username,
      partyId: primaryMember.partyId,
      memberId: primaryMember.memberId,
    },
    previousMembership: membership,
  }));
  return true;
}
