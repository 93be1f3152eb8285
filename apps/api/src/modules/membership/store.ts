import type { Queryable } from '../../db/database';
import type { CompletedMemberType } from '@clubjoin/domain/completion/enrolledMembers';

/**
 * A membership as the member system holds it
 * (product/accounts-and-sign-in.md#existing-membership-lookup).
 */
export interface MembershipRecord {
  membershipId: string;
  mmsClubId: string;
  membershipStatus: string;
  terminationReason: string | null;
  isDigital: boolean;
  isFreemium: boolean;
  membershipLevel: string;
  startedOn: string;
}

/** When a membership was cancelled online and its last day, once it was. */
export interface MembershipCancellationRecord {
  cancelledAt: Date;
  endsOn: string;
}

/**
 * Primary, additional and junior members; a purchaser who paid for a child
 * (product/member-forms.md#member-fields).
 */
export type MemberType = CompletedMemberType;

/** One person of a membership (product/member-forms.md#member-fields), with their place on it. */
export interface MemberRecord {
  memberId: string;
  memberType: MemberType;
  partyId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string | null;
  phoneNumber: string | null;
  gender: 'Male' | 'Female' | null;
  street: string | null;
  city: string | null;
  state: string | null;
  country: 'US' | 'CA' | null;
  zip: string | null;
}

/** Stores a membership that joined at `joinedAt` and its members, each list in the order given. */
export async function insertMembership(
  db: Queryable,
  membership: MembershipRecord,
  members: readonly MemberRecord[],
  joinedAt: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO memberships (membership_id, mms_club_id, membership_status, termination_reason,
       is_digital, is_freemium, membership_level, started_on, joined_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      membership.membershipId,
      membership.mmsClubId,
      membership.membershipStatus,
      membership.terminationReason,
      membership.isDigital,
      membership.isFreemium,
      membership.membershipLevel,
      membership.startedOn,
      joinedAt,
    ],
  );
  const positions: Record<MemberType, number> = {
    primary: 0,
    additional: 0,
    junior: 0,
    purchaser: 0,
  };
  // Each member's position among those of their type, in the order given.
  const numbered = members.map((member) => ({
    member,
    position: (positions[member.memberType] += 1),
  }));
  // One statement for every member, passed column by column.
  await db.query(
    `INSERT INTO membership_members (member_id, membership_id, member_type, position, party_id,
       first_name, last_name, date_of_birth, email, phone_number, gender, street, city, state,
       country, zip)
     SELECT m.member_id, $1, m.member_type, m.position, m.party_id, m.first_name, m.last_name,
       m.date_of_birth, m.email, m.phone_number, m.gender, m.street, m.city, m.state, m.country,
       m.zip
     FROM unnest($2::text[], $3::text[], $4::integer[], $5::text[], $6::text[], $7::text[],
       $8::date[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[],
       $15::text[], $16::text[])
       AS m (member_id, member_type, position, party_id, first_name, last_name, date_of_birth,
         email, phone_number, gender, street, city, state, country, zip)`,
    [
      membership.membershipId,
      numbered.map(({ member }) => member.memberId),
      numbered.map(({ member }) => member.memberType),
      numbered.map(({ position }) => position),
      numbered.map(({ member }) => member.partyId),
      numbered.map(({ member }) => member.firstName),
      numbered.map(({ member }) => member.lastName),
      numbered.map(({ member }) => member.dateOfBirth),
      numbered.map(({ member }) => member.email),
      numbered.map(({ member }) => member.phoneNumber),
      numbered.map(({ member }) => member.gender),
      numbered.map(({ member }) => member.street),
      numbered.map(({ member }) => member.city),
      numbered.map(({ member }) => member.state),
      numbered.map(({ member }) => member.country),
      numbered.map(({ member }) => member.zip),
    ],
  );
}

interface MembershipRow {
  membership_id: string;
  mms_club_id: string;
  membership_status: string;
  termination_reason: string | null;
  is_digital: boolean;
  is_freemium: boolean;
  membership_level: string;
  started_on: string;
}

const MEMBERSHIP_COLUMNS = `m.membership_id, m.mms_club_id, m.membership_status, m.termination_reason,
  m.is_digital, m.is_freemium, m.membership_level, m.started_on::text AS started_on`;

function toMembership(row: MembershipRow): MembershipRecord {
  return {
    membershipId: row.membership_id,
    mmsClubId: row.mms_club_id,
    membershipStatus: row.membership_status,
    terminationReason: row.termination_reason,
    isDigital: row.is_digital,
    isFreemium: row.is_freemium,
    membershipLevel: row.membership_level,
    startedOn: row.started_on,
  };
}

/**
 * The latest membership (by start) on which the party is the given kind of member; paying for a
 * child's membership as its purchaser makes no one a member.
 */
export async function latestMembershipOf(
  db: Queryable,
  partyId: string,
  as: 'primary' | 'anyMember',
): Promise<(MembershipRecord & { memberId: string }) | undefined> {
  const [row] = await db.query<MembershipRow & { member_id: string }>(
    `SELECT ${MEMBERSHIP_COLUMNS}, mm.member_id
     FROM memberships m JOIN membership_members mm ON mm.membership_id = m.membership_id
     WHERE mm.party_id = $1 AND mm.member_type <> 'purchaser'
       AND ($2 = 'anyMember' OR mm.member_type = 'primary')
     ORDER BY m.started_on DESC, m.membership_id DESC
     LIMIT 1`,
    [partyId, as],
  );
  return row && { ...toMembership(row), memberId: row.member_id };
}

interface MemberRow {
  member_id: string;
  member_type: MemberType;
  party_id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  email: string | null;
  phone_number: string | null;
  gender: 'Male' | 'Female' | null;
  street: string | null;
  city: string | null;
  state: string | null;
  country: 'US' | 'CA' | null;
  zip: string | null;
}

/**
 * The members of a membership: the primary, then additional members, juniors and the purchaser,
 * in order.
 */
export async function membersOf(db: Queryable, membershipId: string): Promise<MemberRecord[]> {
  const rows = await db.query<MemberRow>(
    `SELECT member_id, member_type, party_id, first_name, last_name,
       date_of_birth::text AS date_of_birth, email, phone_number, gender, street, city, state,
       country, zip
     FROM membership_members
     WHERE membership_id = $1
     ORDER BY array_position(ARRAY['primary', 'additional', 'junior', 'purchaser'], member_type),
       position`,
    [membershipId],
  );
  return rows.map((row) => ({
    memberId: row.member_id,
    memberType: row.member_type,
    partyId: row.party_id,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    email: row.email,
    phoneNumber: row.phone_number,
    gender: row.gender,
    street: row.street,
    city: row.city,
    state: row.state,
    country: row.country,
    zip: row.zip,
  }));
}

/**
 * How a membership was cancelled online (product/accounts-and-sign-in.md#a-members-own-account), or
 * undefined while it was not.
 */
export async function cancellationOf(
  db: Queryable,
  membershipId: string,
): Promise<MembershipCancellationRecord | undefined> {
  const [row] = await db.query<{ cancelled_at: Date | null; ends_on: string | null }>(
    `SELECT cancelled_at, ends_on::text AS ends_on FROM memberships WHERE membership_id = $1`,
    [membershipId],
  );
  return row?.cancelled_at && row.ends_on
    ? { cancelledAt: new Date(row.cancelled_at), endsOn: row.ends_on }
    : undefined;
}

/**
 * Records an online cancellation unless one is recorded already: answers whether this call made
 * it, so two cancellations at once write (and email) once.
 */
export async function recordCancellation(
  tx: Queryable,
  membershipId: string,
  cancellation: {
    status: string;
    terminationReason: string;
    endsOn: string;
    cancelledAt: Date;
  },
): Promise<boolean> {
  const rows = await tx.query<{ membership_id: string }>(
    `UPDATE memberships SET membership_status = $2, termination_reason = $3, ends_on = $4,
       cancelled_at = $5
     WHERE membership_id = $1 AND cancelled_at IS NULL
     RETURNING membership_id`,
    [
      membershipId,
      cancellation.status,
      cancellation.terminationReason,
      cancellation.endsOn,
      cancellation.cancelledAt,
    ],
  );
  return rows.length === 1;
}

/** A membership's level, if the membership exists. */
export async function selectMembershipLevel(
  db: Queryable,
  membershipId: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ membership_level: string }>(
    'SELECT membership_level FROM memberships WHERE membership_id = $1',
    [membershipId],
  );
  return row?.membership_level;
}

/** The party of a member row (a purchaser's too), or undefined for no such member. */
export async function findPartyOfMember(
  db: Queryable,
  memberId: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ party_id: string }>(
    'SELECT party_id FROM membership_members WHERE member_id = $1',
    [memberId],
  );
  return row?.party_id;
}
