import type { Queryable } from '../../db/database';
import { findPartyOfMember, latestMembershipOf } from './store';

/** A person the member search found, and the latest membership they hold as its primary member. */
export interface FoundPerson {
  partyId: string;
  /** Undefined when the person was never a primary member (an additional member, a junior). */
  membership: { membershipId: string; clubId: string; memberId: string } | undefined;
}

/**
 * The person of a member row and their latest membership as primary member (the one the
 * existing-membership lookup answers and a rejoin takes up again: docs/decisions/0039); undefined
 * for no such member.
 */
export async function foundPersonOf(
  db: Queryable,
  memberId: string,
): Promise<FoundPerson | undefined> {
  const partyId = await findPartyOfMember(db, memberId);
  if (partyId === undefined) return undefined;
  const latest = await latestMembershipOf(db, partyId, 'primary');
  return {
    partyId,
    membership: latest && {
      membershipId: latest.membershipId,
      clubId: latest.mmsClubId,
      memberId: latest.memberId,
    },
  };
}

/** The id of the latest membership a party holds as primary member; undefined for none. */
export async function latestPrimaryMembershipIdOf(
  db: Queryable,
  partyId: string,
): Promise<string | undefined> {
  return (await latestMembershipOf(db, partyId, 'primary'))?.membershipId;
}
