import type { ExistingMembership, MembershipMember } from '@clubjoin/contract/membership';
import { adjustMemberTypes } from '@clubjoin/domain/accounts/adjustMemberTypes';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { ModuleContext } from '../moduleContext';
import { accountOf } from '../identity/accountOf';
import { usernameKey } from '@clubjoin/domain/accounts/username';
import { clubToday } from '../clubs/clubToday';
import { latestMembershipOf, type MemberRecord, membersOf } from './store';

/** Why there is no membership to answer: an email or employee id not the account's, or none. */
export type LookupFailure = { kind: 'notTheCallers' } | { kind: 'noMembership' };

function toMember({ memberType: _type, ...member }: MemberRecord): MembershipMember {
  return member;
}

/**
 * The existing-membership lookup (product/accounts-and-sign-in.md#existing-membership-lookup): the
 * signed-in party's latest membership as its primary member, with its additional and junior
 * members. Only the caller's own membership is ever answered: an email or employee id that is not
 * the account's is refused. With adjustMemberTypes, former juniors are sorted by their age today at
 * the club.
 */
export async function lookupMembership(
  context: ModuleContext,
  partyId: string,
  query: {
    adjustMemberTypes: boolean;
    email?: string | undefined;
    employeeId?: string | undefined;
  },
): Promise<Outcome<ExistingMembership, LookupFailure>> {
  const account = await accountOf(context.db, partyId);
  const emailIsNotTheAccounts =
    query.email !== undefined && usernameKey(query.email) !== usernameKey(account?.username ?? '');
  const employeeIsNotTheAccounts =
    query.employeeId !== undefined && query.employeeId !== account?.employeeId;
  if (emailIsNotTheAccounts || employeeIsNotTheAccounts) {
    return fail({ kind: 'notTheCallers' });
  }
  const membership = await latestMembershipOf(context.db, partyId, 'primary');
  if (!membership) return fail({ kind: 'noMembership' });
  const members = await membersOf(context.db, membership.membershipId);
  const primaryMember = members.find((member) => member.memberType === 'primary');
  if (!primaryMember) throw new Error(`Membership ${membership.membershipId} has no primary`);
  const previous = {
    additionalMembers: members.filter((member) => member.memberType === 'additional').map(toMember),
    juniorMembers: members.filter((member) => member.memberType === 'junior').map(toMember),
  };
  const adjusted = query.adjustMemberTypes
    ? adjustMemberTypes(previous, await clubToday(context, membership.mmsClubId))
    : previous;
  return succeed({
    membershipStatus: membership.membershipStatus,
    terminationReason: membership.terminationReason,
    isDigital: membership.isDigital,
    isFreemium: membership.isFreemium,
    primaryMember: toMember(primaryMember),
    ...adjusted,
  });
}
