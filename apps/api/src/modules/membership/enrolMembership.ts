import type { Queryable } from '../../db/database';
import { insertMembership, type MemberRecord, type MembershipRecord } from './store';

export type { MemberRecord, MembershipRecord, MemberType } from './store';

/** A person to enrol: everything the member record keeps but the member id it is given. */
export type PersonToEnrol = Omit<MemberRecord, 'memberId'>;

/**
 * A new membership number and a member number for each of `count` people, from their sequences
 * (product/payment-and-confirmation.md#what-a-purchase-creates: a member id for each), in one
 * statement; the member numbers ascend, as they would one call at a time.
 */
async function nextNumbers(
  tx: Queryable,
  count: number,
): Promise<{ membership: string; members: string[] }> {
  const [row] = await tx.query<{ membership: string; members: string[] }>(
    `SELECT nextval('membership_numbers')::text AS membership,
       ARRAY(SELECT n::text FROM (SELECT nextval('member_numbers') AS n
         FROM generate_series(1, $1::integer)) AS numbers ORDER BY n) AS members`,
    [count],
  );
  if (!row || row.members.length !== count)
    throw new Error('The number sequences answered nothing');
  return row;
}

/**
 * Creates a membership and its members inside the caller's transaction
 * (product/payment-and-confirmation.md#what-a-purchase-creates: completing a purchase creates the
 * member records and the membership, with a member id for each person). Answers the membership id
 * and the members as recorded, in the order given. The membership joined at `joinedAt` (the
 * completion's instant): its onboarding stages are due from it.
 */
export async function enrolMembership(
  tx: Queryable,
  membership: Omit<MembershipRecord, 'membershipId'>,
  people: readonly PersonToEnrol[],
  joinedAt: Date,
): Promise<{ membershipId: string; members: MemberRecord[] }> {
  const numbers = await nextNumbers(tx, people.length);
  const membershipId = `M-${numbers.membership}`;
  const members: MemberRecord[] = people.map((person, index) => ({
    ...person,
    memberId: numbers.members[index] as string,
  }));
  await insertMembership(tx, { ...membership, membershipId }, members, joinedAt);
  return { membershipId, members };
}

/**
 * Adds a membership the member system already holds, with its ids (the demo memberships): it
 * joined at the start of its first day.
 */
export async function importMembership(
  tx: Queryable,
  membership: MembershipRecord,
  members: readonly MemberRecord[],
): Promise<void> {
  await insertMembership(tx, membership, members, new Date(`${membership.startedOn}T00:00:00Z`));
}
