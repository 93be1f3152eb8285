import type { MemberSearchResults } from '@clubjoin/contract/portalMembers';
import type { MemberSearchQuery } from '@clubjoin/domain/staff/memberSearch';
import { listClubs } from '../clubs/listClubs';
import { searchMembers } from '../membership/memberDirectory';
import type { ModuleContext } from '../moduleContext';

/**
 * One page of the portal's member search (product/team-portal.md#search-all-members) with each
 * member's club name: the search-all-members page's, and coaching's kept to one club.
 */
export async function memberSearchPage(
  context: ModuleContext,
  query: MemberSearchQuery,
): Promise<MemberSearchResults> {
  const [found, clubs] = await Promise.all([searchMembers(context, query), listClubs(context)]);
  const clubNames = new Map(clubs.map((club) => [club.mmsClubId, club.name]));
  return {
    total: found.total,
    totalCapped: found.capped,
    page: query.page,
    pageSize: query.pageSize,
    members: found.members.map((member) => ({
      memberId: member.memberId,
      firstName: member.firstName,
      lastName: member.lastName,
      membershipId: member.membershipId,
      memberType: member.memberType,
      email: member.email,
      phoneNumber: member.phoneNumber,
      clubId: member.clubId,
      clubName: clubNames.get(member.clubId) ?? member.clubId,
      status: member.membershipStatus,
    })),
  };
}
