import type { Queryable } from '../../db/database';
import type { ModuleContext } from '../moduleContext';
import {
  cancellationOf,
  latestMembershipOf,
  type MemberRecord,
  type MembershipCancellationRecord,
  type MembershipRecord,
  type MemberType,
  membersOf,
  recordCancellation,
} from './store';

/**
 * A party's own membership as its account shows it
 * (product/accounts-and-sign-in.md#a-members-own-account): the latest on which it is a member, its
 * members, the party's place on it, and its online cancellation once made.
 */
export interface OwnMembership extends MembershipRecord {
  you: MemberType;
  members: MemberRecord[];
  cancellation: MembershipCancellationRecord | undefined;
}

/**
 * The party's own membership, or undefined for a party that is a member of none (paying for a
 * child's membership as its purchaser makes no one a member).
 */
export async function ownMembership(
  { db }: Pick<ModuleContext, 'db'>,
  partyId: string,
): Promise<OwnMembership | undefined> {
  const latest = await latestMembershipOf(db, partyId, 'anyMember');
  if (!latest) return undefined;
  const { memberId, ...membership } = latest;
  const members = await membersOf(db, membership.membershipId);
  const you = members.find((member) => member.memberId === memberId)?.memberType;
  if (!you) throw new Error(`Member ${memberId} is not on membership ${membership.membershipId}`);
  return {
    ...membership,
    you,
    members,
    cancellation: await cancellationOf(db, membership.membershipId),
  };
}

/**
 * Records a membership's online cancellation inside the caller's transaction, unless it was
 * cancelled already: answers whether this call cancelled it.
 */
export function cancelOwnMembership(
  tx: Queryable,
  membershipId: string,
  cancellation: { status: string; terminationReason: string; endsOn: string; cancelledAt: Date },
): Promise<boolean> {
  return recordCancellation(tx, membershipId, cancellation);
}
