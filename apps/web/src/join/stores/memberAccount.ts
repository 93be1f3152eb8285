import type { ExistingMembership } from '@clubjoin/contract/membership';
import {
  withAccountReset,
  withGetStartedAccount,
} from '@clubjoin/domain/accounts/accountExistence';
import type { MemberDetails } from './membershipState';
import { membershipStore } from './membershipStore';

const emptyMember = (): MemberDetails => ({});

/**
 * Stores what get started learnt (product/accounts-and-sign-in.md#get-started): the username and
 * whether its account exists, resetting everything entered for another account when the existence
 * changed.
 */
export function storeGetStartedAccount(email: string, exists: boolean): void {
  membershipStore.setState((state) => withGetStartedAccount(state, { email, exists }, emptyMember));
}

/**
 * Throws away what was entered for the account (product/accounts-and-sign-in.md#rejoin: a
 * membership that cannot be rejoined).
 */
export function resetMemberAccount(): void {
  membershipStore.setState((state) => withAccountReset(state, emptyMember));
}

/**
 * Stores a reserved identity (product/accounts-and-sign-in.md#create-account): its party id and
 * update token with existing=false, the party id as the new account's, and the username as the
 * primary's email.
 */
export function storeReservedIdentity(reserved: {
  username: string;
  partyId: string;
  updateToken: string;
}): void {
  membershipStore.setState((state) => ({
    memberAccount: { ...reserved, existing: false },
    newAccountPartyId: reserved.partyId,
    primaryMember: { ...state.primaryMember, email: reserved.username },
  }));
}

/**
 * Stores the account a member signed in to (product/accounts-and-sign-in.md#log-in): existing, its
 * party id, and, when it holds a membership that may be rejoined, that membership's member id and
 * members, which the member forms offer (product/member-forms.md#relationship-and-former-members).
 */
export function storeSignedInAccount(account: {
  username: string;
  partyId: string;
  membership: ExistingMembership | undefined;
}): void {
  membershipStore.setState({
    memberAccount: {
      username: account.username,
      existing: true,
      partyId: account.partyId,
      memberId: account.membership?.primaryMember.memberId,
    },
    previousMembership: account.membership,
  });
}

/**
 * Stores the membership a rejoining member's SSO session found
 * (product/accounts-and-sign-in.md#get-started).
 */
export function storeRejoinMembership(membership: ExistingMembership): void {
  membershipStore.setState((state) => ({
    memberAccount: {
      ...state.memberAccount,
      partyId: membership.primaryMember.partyId,
      memberId: membership.primaryMember.memberId,
    },
    previousMembership: membership,
  }));
}

/**
 * Stores a former member's rejoin the seller vouched for at the desk (docs/decisions/0039): the
 * sale is a rejoin of the account's membership, whose members the member forms offer, as a
 * member's own log-in would make it.
 */
export function storeDeskRejoin(rejoin: {
  username: string;
  membership: ExistingMembership;
}): void {
  storeSignedInAccount({
    username: rejoin.username,
    partyId: rejoin.membership.primaryMember.partyId,
    membership: rejoin.membership,
  });
  membershipStore.setState({ rejoin: true });
}
