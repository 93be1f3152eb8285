import type { Queryable } from '../../db/database';
import { latestMembershipOf, membersOf } from './store';

/**
 * The party ids of the other members on a party's latest membership as its primary member: the
 * former members a rejoin may add again (product/member-forms.md#member-info-form: Select a
 * previous member). Empty for a party that never held a membership.
 */
export async function previousMemberPartyIds(
  db: Queryable,
  partyId: string,
): Promise<ReadonlySet<string>> {
  const membership = await latestMembershipOf(db, partyId, 'primary');
  if (!membership) return new Set();
  const members = await membersOf(db, membership.membershipId);
  return new Set(
    members
      .filter((member) => member.memberType === 'additional' || member.memberType === 'junior')
      .map((member) => member.partyId),
  );
}
