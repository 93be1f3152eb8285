import { usernameKey } from './username';

/** The account the enrolment is made under (product/wizard.md#stores-and-session-cookies). */
export interface MemberAccount {
  readonly username?: string | undefined;
  readonly existing?: boolean | undefined;
  readonly memberId?: string | undefined;
  readonly partyId?: string | undefined;
  readonly updateToken?: string | undefined;
}

/**
 * The parts of the membership state that belong to one account
 * (product/accounts-and-sign-in.md#get-started).
 */
export interface AccountBoundState<Member> {
  readonly memberAccount?: MemberAccount | undefined;
  readonly transaction?: unknown;
  readonly newAccountPartyId?: string | undefined;
  readonly primaryMember?: Member | undefined;
  readonly adultMembers: readonly Member[];
  readonly juniorMembers: readonly Member[];
  readonly purchaser?: Member | undefined;
  readonly membershipAddress?: unknown;
  /** The existing membership found for the account, whose members the member forms offer. */
  readonly previousMembership?: unknown;
}

const sameUsername = (a: string, b: string): boolean => usernameKey(a) === usernameKey(b);

/**
 * Whether the account behind an email is the one this enrolment reserved itself
 * (product/accounts-and-sign-in.md#create-account): it holds the reservation's update token under
 * that username and has not signed in. Going back to get started with the same email must not send
 * this person to log in, whatever the identity service says of the reservation.
 */
export function isOwnReservation(account: MemberAccount | undefined, email: string): boolean {
  return (
    account?.existing === false &&
    account.updateToken !== undefined &&
    account.username !== undefined &&
    sameUsername(account.username, email)
  );
}

/**
 * The state after get started (product/accounts-and-sign-in.md#get-started): when the account's
 * existence differs from the stored value, the member id, party ids, cart and order ids, the
 * primary, adult and junior members, the purchaser, the address and the previous membership are
 * reset (the adult and junior lists keep their slots, emptied); then the username and the existing
 * flag are stored. `exists` is the identity service's answer, our own reservation counting as new.
 */
export function withGetStartedAccount<Member, S extends AccountBoundState<Member>>(
  state: S,
  { email, exists }: { email: string; exists: boolean },
  emptyMember: () => Member,
): S {
  const existing = exists && !isOwnReservation(state.memberAccount, email);
  const base =
    state.memberAccount?.existing === existing ? state : withAccountReset(state, emptyMember);
  return { ...base, memberAccount: { ...base.memberAccount, username: email, existing } };
}

/**
 * The state with everything entered for an account thrown away
 * (product/accounts-and-sign-in.md#get-started: on a change of existence, and when an existing
 * membership cannot be rejoined): the account keeps only its username and existing flag.
 */
export function withAccountReset<Member, S extends AccountBoundState<Member>>(
  state: S,
  emptyMember: () => Member,
): S {
  const { username, existing } = state.memberAccount ?? {};
  return {
    ...state,
    memberAccount: { username, existing },
    transaction: undefined,
    newAccountPartyId: undefined,
    primaryMember: undefined,
    adultMembers: state.adultMembers.map(emptyMember),
    juniorMembers: state.juniorMembers.map(emptyMember),
    purchaser: undefined,
    membershipAddress: undefined,
    previousMembership: undefined,
  };
}
