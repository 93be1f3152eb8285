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

/** The name order of the name indexes (text_pattern_ops, migrations 0014 and 0021). */
const BY_LAST_NAME = 'lower(mm.last_name) USING ~<~, lower(mm.first_name) USING ~<~, mm.member_id';
const BY_FIRST_NAME = 'lower(mm.first_name) USING ~<~, lower(mm.last_name) USING ~<~, mm.member_id';

/**
 * How a search term is read from membership_members (aliased mm), each part served by an index of
 * migrations 0014 and 0021: the condition that counts its matches, and the parts its page is cut
 * from, each with its own condition and order. A name term is read in its index's order, so the
 * scan stops at the page's end; a field that matches few members (an id, an email, a phone) is
 * collected first and then sorted by name.
 */
interface TermReading {
  matches: string;
  parts: { where: string; orderBy: string; sortKeys: [string, string] }[];
  indexOrdered: boolean;
  params: string[];
}

function readTerm(term: MemberSearchTerm): TermReading {
  const lastFirst: [string, string] = ['lower(mm.last_name)', 'lower(mm.first_name)'];
  const collected = (sql: string, params: string[]): TermReading => ({
    matches: sql,
    parts: [{ where: sql, orderBy: BY_LAST_NAME, sortKeys: lastFirst }],
    indexOrdered: false,
    params,
  });
  switch (term.by) {
    case 'memberId':
      return collected('mm.member_id = $1', [term.memberId]);
    case 'membershipId':
      return collected('mm.membership_id = $1', [term.membershipId]);
    case 'email':
      return collected('lower(mm.email) LIKE $1', [startsWith(term.emailPrefix)]);
    case 'phone':
      return collected(`regexp_replace(mm.phone_number, '\\D', '', 'g') LIKE $1`, [
        startsWith(term.digits),
      ]);
    case 'eitherName':
      // Members whose last name matches come first, by last name; then those whose first name
      // alone matches, by first name: each part is one ordered index scan.
      return {
        matches: '(lower(mm.last_name) LIKE $1 OR lower(mm.first_name) LIKE $1)',
        parts: [
          { where: 'lower(mm.last_name) LIKE $1', orderBy: BY_LAST_NAME, sortKeys: lastFirst },
          {
            where: 'lower(mm.first_name) LIKE $1 AND lower(mm.last_name) NOT LIKE $1',
            orderBy: BY_FIRST_NAME,
            sortKeys: ['lower(mm.first_name)', 'lower(mm.last_name)'],
          },
        ],
        indexOrdered: true,
        params: [startsWith(term.prefix)],
      };
    case 'fullName': {
      const where = 'lower(mm.last_name) LIKE $1 AND lower(mm.first_name) LIKE $2';
      return {
        matches: where,
        parts: [{ where, orderBy: BY_LAST_NAME, sortKeys: lastFirst }],
        indexOrdered: true,
        params: [startsWith(term.last), startsWith(term.first)],
      };
    }
  }
}

/**
 * The members matching a search term, filtered by club and status, ordered by name (byte order of
 * the lowercased names, the order of the name indexes; a single word lists last-name matches before
 * first-name ones): one page of them, and how many match, counted up to `countCap` (`capped` when
 * more match). Purchasers are no members and are left out; a person who holds a later membership
 * is listed on it alone, unless the term is a member or membership id.
 */
export async function selectDirectoryPage(
  db: Queryable,
  term: MemberSearchTerm,
  filters: { clubId: string | undefined; status: string | undefined },
  page: { offset: number; limit: number },
  countCap: number,
): Promise<{ total: number; capped: boolean; members: DirectoryMember[] }> {
  const reading = readTerm(term);
  const params: unknown[] = [...reading.params];
  // The member rows carry their membership's club and status (migration 0021), so a filter is
  // one more condition on the same index scan.
  const filterSql = [`mm.member_type <> 'purchaser'`];
  // A person is one record (migration 0029): a member row superseded by the party's later
  // membership is found by its own ids only.
  if (term.by !== 'memberId' && term.by !== 'membershipId') filterSql.push('NOT mm.superseded');
  if (filters.clubId !== undefined) {
    params.push(filters.clubId);
    filterSql.push(`mm.mms_club_id = $${params.length}`);
  }
  if (filters.status !== undefined) {
    params.push(filters.status);
    filterSql.push(`mm.membership_status = $${params.length}`);
  }
  const where = (condition: string) => [condition, ...filterSql].join(' AND ');
  const limitParam = `$${params.length + 1}::int`;
  const offsetParam = `$${params.length + 2}::int`;
  // Each part is cut at offset + limit rows in its own order; the page is cut from their union,
  // ordered part by part. A collected term's matches are found by their own index first
  // (MATERIALIZED): else the planner may walk a name index in order, testing every member.
  const partSql = reading.parts.map(
    (part, index) => `SELECT ${index} AS part, ${part.sortKeys[0]} AS key1,
        ${part.sortKeys[1]} AS key2, mm.member_id, mm.membership_id, mm.member_type,
        mm.first_name, mm.last_name, mm.email, mm.phone_number, mm.mms_club_id,
        mm.membership_status
      FROM ${reading.indexOrdered ? 'membership_members' : 'matching'} mm
      WHERE ${reading.indexOrdered ? where(part.where) : 'true'}
      ORDER BY ${part.orderBy} LIMIT ${limitParam} + ${offsetParam}`,
  );
  const collect = reading.indexOrdered
    ? ''
    : `WITH matching AS MATERIALIZED (SELECT * FROM membership_members mm
         WHERE ${where(reading.matches)})`;
  // The join instant is looked up by key for the page's members only (OFFSET 0 keeps the planner
  // from hashing the whole memberships table instead).
  const pageSql = `${collect}
    SELECT found.*, joined.joined_at
    FROM (SELECT * FROM (${partSql.map((sql) => `(${sql})`).join(' UNION ALL ')}) parts
      ORDER BY part, key1 USING ~<~, key2 USING ~<~, member_id
      LIMIT ${limitParam} OFFSET ${offsetParam}) found
    CROSS JOIN LATERAL (SELECT joined_at FROM memberships
      WHERE membership_id = found.membership_id OFFSET 0) joined
    ORDER BY part, key1 USING ~<~, key2 USING ~<~, member_id`;
  const [rows, [counted]] = await Promise.all([
    db.query<DirectoryRow>(pageSql, [...params, page.limit, page.offset]),
    // Counting stops one past the cap: a broad prefix never reads all of its matches.
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM membership_members mm
         WHERE ${where(reading.matches)} LIMIT $${params.length + 1}) counted`,
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
