import type { MemberSearchTerm } from '@clubjoin/domain/staff/memberSearch';
import type { Queryable } from '../../db/database';

/** One member as the portal lists them: who, on which membership, at which club, in what status. */
export interface DirectoryMember {
  memberId: string;
  membershipId: string;
  memberType: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  clubId: string;
  membershipStatus: string;
  joinedAt: Date;
}

interface DirectoryRow {
  member_id: string;
  membership_id: string;
  member_type: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  mms_club_id: string;
  membership_status: string;
  joined_at: Date;
}

const DIRECTORY_COLUMNS = `mm.member_id, mm.membership_id, mm.member_type, mm.first_name,
  mm.last_name, mm.email, mm.phone_number, m.mms_club_id, m.membership_status, m.joined_at`;

function toDirectoryMember(row: DirectoryRow): DirectoryMember {
  return {
    memberId: row.member_id,
    membershipId: row.membership_id,
    memberType: row.member_type,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    clubId: row.mms_club_id,
    membershipStatus: row.membership_status,
    joinedAt: new Date(row.joined_at),
  };
}

/** A LIKE pattern matching texts that start with `prefix`, its wildcards taken literally. */
function startsWith(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The condition a search term puts on membership_members (aliased mm), each served by an index of
 * migration 0014, and its parameters from $1.
 */
function termCondition(term: MemberSearchTerm): { sql: string; params: string[] } {
  switch (term.by) {
    case 'memberId':
      return { sql: 'mm.member_id = $1', params: [term.memberId] };
    case 'membershipId':
      return { sql: 'mm.membership_id = $1', params: [term.membershipId] };
    case 'email':
      return { sql: 'lower(mm.email) LIKE $1', params: [startsWith(term.emailPrefix)] };
    case 'phone':
      return {
        sql: `regexp_replace(mm.phone_number, '\\D', '', 'g') LIKE $1`,
        params: [startsWith(term.digits)],
      };
    case 'eitherName':
      return {
        sql: '(lower(mm.last_name) LIKE $1 OR lower(mm.first_name) LIKE $1)',
        params: [startsWith(term.prefix)],
      };
    case 'fullName':
      return {
        sql: 'lower(mm.last_name) LIKE $1 AND lower(mm.first_name) LIKE $2',
        params: [startsWith(term.last), startsWith(term.first)],
      };
  }
}

/**
 * The members matching a search term, filtered by club and status, ordered by name (byte order of
 * the lowercased names, the order of the name indexes): one page of them, and how many match,
 * counted up to `countCap` (`capped` when more match). Purchasers are no members and are left out.
 */
export async function selectDirectoryPage(
  db: Queryable,
  term: MemberSearchTerm,
  filters: { clubId: string | undefined; status: string | undefined },
  page: { offset: number; limit: number },
  countCap: number,
): Promise<{ total: number; capped: boolean; members: DirectoryMember[] }> {
  const condition = termCondition(term);
  const params: unknown[] = [...condition.params];
  const filterSql: string[] = [];
  if (filters.clubId !== undefined) {
    params.push(filters.clubId);
    filterSql.push(`m.mms_club_id = $${params.length}`);
  }
  if (filters.status !== undefined) {
    params.push(filters.status);
    filterSql.push(`m.membership_status = $${params.length}`);
  }
  // The membership is looked up by its key for each member (OFFSET 0 keeps the planner from
  // hashing the whole memberships table instead). Without a filter on it, that happens only for
  // the page's members, after the page is cut; with one, for each member that may match.
  const membership = (members: string) => `${members} CROSS JOIN LATERAL (
      SELECT mms_club_id, membership_status, joined_at FROM memberships
      WHERE membership_id = mm.membership_id OFFSET 0) m`;
  const memberWhere = `${condition.sql} AND mm.member_type <> 'purchaser'`;
  // A club's memberships are few next to a broad prefix's members: with a club filter the planner
  // may start from them (a plain join); else each member's membership is looked up by key.
  const joined =
    filters.clubId === undefined
      ? membership('membership_members mm')
      : 'membership_members mm JOIN memberships m ON m.membership_id = mm.membership_id';
  const matching =
    filterSql.length === 0
      ? `SELECT mm.* FROM membership_members mm WHERE ${memberWhere}`
      : `SELECT mm.*, m.mms_club_id, m.membership_status, m.joined_at
         FROM ${joined} WHERE ${[memberWhere, ...filterSql].join(' AND ')}`;
  // `USING ~<~` is the order of the text_pattern_ops name indexes (migration 0014). A last-name
  // prefix (a full name) is read in that index's order and the scan stops at the page's end. Any
  // other term's matches are found by their own index first (MATERIALIZED), then sorted: else the
  // planner may walk the whole name index in order, testing each member, hoping to stop early.
  const byName = 'lower(mm.last_name) USING ~<~, lower(mm.first_name) USING ~<~, mm.member_id';
  const indexOrdered = term.by === 'fullName';
  const withMatching = indexOrdered ? '' : `WITH matching AS MATERIALIZED (${matching})`;
  const source = indexOrdered ? `(${matching})` : 'matching';
  const limit = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
  const pageSql =
    filterSql.length === 0
      ? `${withMatching} SELECT ${DIRECTORY_COLUMNS}
         FROM ${membership(`(SELECT * FROM ${source} mm ORDER BY ${byName} ${limit}) mm`)}
         ORDER BY ${byName}`
      : `${withMatching} SELECT mm.member_id, mm.membership_id, mm.member_type, mm.first_name,
           mm.last_name, mm.email, mm.phone_number, mm.mms_club_id, mm.membership_status,
           mm.joined_at
         FROM ${source} mm ORDER BY ${byName} ${limit}`;
  const [rows, [counted]] = await Promise.all([
    db.query<DirectoryRow>(pageSql, [...params, page.limit, page.offset]),
    // Counting stops one past the cap: a broad prefix never reads all of its matches.
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (${matching} LIMIT $${params.length + 1}) counted`,
      [...params, countCap + 1],
    ),
  ]);
  const total = counted?.total ?? 0;
  return {
    total: Math.min(total, countCap),
    capped: total > countCap,
    members: rows.map(toDirectoryMember),
  };
}

/** One member by id, with their membership's club and status. */
export async function selectDirectoryMember(
  db: Queryable,
  memberId: string,
): Promise<DirectoryMember | undefined> {
  const [row] = await db.query<DirectoryRow>(
    `SELECT ${DIRECTORY_COLUMNS}
     FROM membership_members mm JOIN memberships m ON m.membership_id = mm.membership_id
     WHERE mm.member_id = $1 AND mm.member_type <> 'purchaser'`,
    [memberId],
  );
  return row && toDirectoryMember(row);
}

/** A membership that joined lately, with its primary member. */
export interface NewMembership {
  membershipId: string;
  clubId: string;
  membershipStatus: string;
  joinedAt: Date;
  primary: { memberId: string; firstName: string; lastName: string } | null;
}

/**
 * The memberships of the given clubs (every club when null) that joined at or after `since`,
 * newest first, with their primary member.
 */
export async function selectNewMemberships(
  db: Queryable,
  clubIds: readonly string[] | null,
  since: Date,
): Promise<NewMembership[]> {
  const rows = await db.query<{
    membership_id: string;
    mms_club_id: string;
    membership_status: string;
    joined_at: Date;
    member_id: string | null;
    first_name: string | null;
    last_name: string | null;
  }>(
    `SELECT m.membership_id, m.mms_club_id, m.membership_status, m.joined_at,
       p.member_id, p.first_name, p.last_name
     FROM memberships m
     LEFT JOIN membership_members p
       ON p.membership_id = m.membership_id AND p.member_type = 'primary'
     WHERE m.joined_at >= $1 AND ($2::text[] IS NULL OR m.mms_club_id = ANY($2::text[]))
     ORDER BY m.joined_at DESC, m.membership_id`,
    [since, clubIds],
  );
  return rows.map((row) => ({
    membershipId: row.membership_id,
    clubId: row.mms_club_id,
    membershipStatus: row.membership_status,
    joinedAt: new Date(row.joined_at),
    primary:
      row.member_id && row.first_name !== null && row.last_name !== null
        ? { memberId: row.member_id, firstName: row.first_name, lastName: row.last_name }
        : null,
  }));
}

/** A membership's club, status and join instant, as the portal shows them. */
export interface MembershipStanding {
  membershipId: string;
  clubId: string;
  membershipStatus: string;
  terminationReason: string | null;
  membershipLevel: string;
  isDigital: boolean;
  startedOn: string;
  joinedAt: Date;
  endsOn: string | null;
}

export async function selectMembershipStanding(
  db: Queryable,
  membershipId: string,
): Promise<MembershipStanding | undefined> {
  const [row] = await db.query<{
    membership_id: string;
    mms_club_id: string;
    membership_status: string;
    termination_reason: string | null;
    membership_level: string;
    is_digital: boolean;
    started_on: string;
    joined_at: Date;
    ends_on: string | null;
  }>(
    `SELECT membership_id, mms_club_id, membership_status, termination_reason, membership_level,
       is_digital, started_on::text AS started_on, joined_at, ends_on::text AS ends_on
     FROM memberships WHERE membership_id = $1`,
    [membershipId],
  );
  return (
    row && {
      membershipId: row.membership_id,
      clubId: row.mms_club_id,
      membershipStatus: row.membership_status,
      terminationReason: row.termination_reason,
      membershipLevel: row.membership_level,
      isDigital: row.is_digital,
      startedOn: row.started_on,
      joinedAt: new Date(row.joined_at),
      endsOn: row.ends_on,
    }
  );
}

/**
 * The members (purchasers left out) of the memberships of a club that joined at or after `since`,
 * newest join first, then by name.
 */
export async function selectMembersJoinedSince(
  db: Queryable,
  clubId: string,
  since: Date,
): Promise<DirectoryMember[]> {
  const rows = await db.query<DirectoryRow>(
    `SELECT ${DIRECTORY_COLUMNS}
     FROM memberships m JOIN membership_members mm ON mm.membership_id = m.membership_id
     WHERE m.mms_club_id = $1 AND m.joined_at >= $2 AND mm.member_type <> 'purchaser'
     ORDER BY m.joined_at DESC, lower(mm.last_name), lower(mm.first_name), mm.member_id`,
    [clubId, since],
  );
  return rows.map(toDirectoryMember);
}
