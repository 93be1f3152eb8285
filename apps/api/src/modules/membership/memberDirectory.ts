import type { MemberSearchQuery } from '@clubjoin/domain/staff/memberSearch';
import { MEMBER_SEARCH_COUNT_CAP, readSearchText } from '@clubjoin/domain/staff/memberSearch';
import type { ModuleContext } from '../moduleContext';
import {
  type DirectoryMember,
  type MembershipStanding,
  type NewMembership,
  selectDirectoryMember,
  selectDirectoryPage,
  selectMembersJoinedSince,
  selectMembershipStanding,
  selectNewMemberships,
} from './directoryStore';
import { type MemberRecord, membersOf } from './store';

export type { DirectoryMember, MembershipStanding, NewMembership } from './directoryStore';
export type { MemberRecord } from './store';

/**
 * What the team-member portal reads of the chain's memberships
 * (product/team-portal.md#search-all-members, #new-member-onboarding, #member-details): the member
 * search, the newest joins of clubs, one member, and one membership with its members.
 */

/**
 * One page of the members a search finds chain-wide, and how many it finds, counted up to
 * `countCap` (MEMBER_SEARCH_COUNT_CAP; `capped` when more match).
 */
export async function searchMembers(
  context: Pick<ModuleContext, 'db'>,
  query: MemberSearchQuery,
  countCap: number = MEMBER_SEARCH_COUNT_CAP,
): Promise<{ total: number; capped: boolean; members: DirectoryMember[] }> {
  return selectDirectoryPage(
    context.db,
    readSearchText(query.text),
    { clubId: query.clubId, status: query.status },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
    countCap,
  );
}

/** The memberships of these clubs (every club for null) that joined at or after `since`. */
export async function newMembershipsOf(
  context: ModuleContext,
  clubIds: readonly string[] | null,
  since: Date,
): Promise<NewMembership[]> {
  return selectNewMemberships(context.db, clubIds, since);
}

/** The members of a club's memberships that joined at or after `since` (notifications' new members). */
export async function membersJoinedSince(
  context: ModuleContext,
  clubId: string,
  since: Date,
): Promise<DirectoryMember[]> {
  return selectMembersJoinedSince(context.db, clubId, since);
}

/** A member by id with their membership's club and status, or undefined for no such member. */
export async function findDirectoryMember(
  context: ModuleContext,
  memberId: string,
): Promise<DirectoryMember | undefined> {
  return selectDirectoryMember(context.db, memberId);
}

/** A membership as the onboarding list shows it, or undefined for no such membership. */
export async function findNewMembership(
  context: ModuleContext,
  membershipId: string,
): Promise<NewMembership | undefined> {
  const found = await findMembershipWithMembers(context, membershipId);
  if (!found) return undefined;
  const primary = found.members.find((member) => member.memberType === 'primary');
  return {
    membershipId,
    clubId: found.membership.clubId,
    membershipStatus: found.membership.membershipStatus,
    joinedAt: found.membership.joinedAt,
    primary: primary
      ? { memberId: primary.memberId, firstName: primary.firstName, lastName: primary.lastName }
      : null,
  };
}

/** A membership and its members, or undefined for no such membership. */
export async function findMembershipWithMembers(
  context: ModuleContext,
  membershipId: string,
): Promise<{ membership: MembershipStanding; members: MemberRecord[] } | undefined> {
  const membership = await selectMembershipStanding(context.db, membershipId);
  return membership && { membership, members: await membersOf(context.db, membershipId) };
}
