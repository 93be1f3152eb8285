import type { Queryable } from '../../db/database';
import { insertMembership, type MemberRecord, type MembershipRecord } from './store';

export type { MemberRecord, MembershipRecord, MemberType } from './store';

/** A person to enrol: everything the member record keeps but the member id it is given. */
export type PersonToEnrol = Omit<MemberRecord, 'memberId'>;

/**
 * A new member number or membership number from its sequence
 * (product/payment-and-confirmation.md#what-a-purchase-creates: a member id for each).
 */
async function nextNumber(
  tx: Queryable,
  sequence: 'member_numbers' | 'membership_numbers',
): Promise<string> {
  const [row] = await tx.query<{ number: string }>(`SELECT nextval('${sequence}')::text AS number`);
  if (!row) throw new Error(`The sequence ${sequence} answered nothing`);
  return row.number;
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
  const membershipId = `M-${await nextNumber(tx, 'membership_numbers')}`;
  const members: MemberRecord[] = [];
  for (const person of people) {
    members.push({ ...person, memberId: await nextNumber(tx, 'member_numbers') });
  }
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
