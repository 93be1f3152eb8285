import type { MemberDetails, Profile } from '@clubjoin/contract/profile';
import { withGuestPassReset } from '@clubjoin/domain/accounts/guestPass';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { ModuleContext } from '../moduleContext';
import { type Caller, jwtFor } from '../auth/authenticate';
import { accountOf } from '../identity/accountOf';
import { currentMember } from '../membership/currentMember';
import type { ProfileMissing } from './profileFailure';
import { findProfile } from './store';

/**
 * The caller's profile (product/accounts-and-sign-in.md#profile): a signed-in caller gets the
 * session's profile token (when it showed the SSO id or the token) and a fresh jwt, a remembered
 * one neither. Member details are there for a party that has held a membership, with the guest-pass
 * figures after the reset rule of product/accounts-and-sign-in.md#guest-passes as of today at the
 * membership's club; reading never rewrites the cached figures.
 */
export async function readProfile(
  context: ModuleContext,
  caller: Caller,
): Promise<Outcome<Profile, ProfileMissing>> {
  const stored = await findProfile(context.db, caller.partyId);
  if (!stored) return fail({ kind: 'profileMissing' });
  const account = await accountOf(context.db, caller.partyId);
  const member = await currentMember(context, caller.partyId);
  const memberDetails: MemberDetails | null = member
    ? {
        isEmployee: (account?.employeeId ?? null) !== null,
        memberId: member.memberId,
        membershipLevel: member.membershipLevel,
        ...withGuestPassReset(stored.guestPasses, member.today),
      }
    : null;
  const signedIn = caller.kind === 'signedIn';
  return succeed({
    token: signedIn ? caller.profileToken : null,
    jwt: signedIn ? await jwtFor(context, caller) : null,
    partyId: caller.partyId,
    personalization: stored.personalization,
    memberDetails,
  });
}
