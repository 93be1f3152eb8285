import type { Queryable } from '../db/database';

/**
 * A chain-sized member base for benches and demos (`npm run db:seed-large`, docs/decisions/0024):
 * memberships of one to three members across every club of the catalog, joined over the two years
 * before `now`, with club visits from each join on. Deterministic for a seed, so two runs build the
 * same chain. Ids sit in ranges of their own (memberships M-900001 on, members 9000001 on), far
 * above what completion hands out.
 */

const FIRST_NAMES = (
  'Ana Ben Carla Dev Elena Femi Grace Hugo Ines Jon Kara Liam Maya Noah Olga Priya Quinn Rosa ' +
  'Sam Tara Uma Victor Wen Xavier Yara Zoe Aaron Bianca Chen Dina Emil Farah Gus Hana Ivan Jade ' +
  'Kofi Lena Marco Nia Omar Paula Raj Sofia Theo Ulla Vera Will Yusuf Zara Alice Bruno Chloe Diego'
).split(' ');
const LAST_NAMES = (
  'Smith Johnson Lee Garcia Brown Nguyen Patel Kim Martin Lopez Wilson Anderson Thomas Taylor ' +
  'Moore Jackson White Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Torres ' +
  'Hill Green Adams Baker Nelson Carter Mitchell Perez Roberts Turner Phillips Campbell Parker ' +
  'Evans Edwards Collins Stewart Sanchez Morris Rogers Reed Cook Morgan Bell Murphy Bailey Rivera ' +
  'Cooper Richardson Cox Howard Ward Peterson Gray Ramirez James Watson Brooks Kelly Sanders Price ' +
  'Bennett Wood Barnes Ross Henderson Coleman Jenkins Perry Powell Long Patterson Hughes Flores ' +
  'Washington Butler Simmons Foster Gonzales Bryant Alexander Russell Griffin Diaz Hayes Myers'
).split(' ');

/** The statuses of the generated memberships, weighted as a real chain's might be. */
const STATUSES: readonly [string, number][] = [
  ['Active', 80],
  ['Terminated', 10],
  ['Suspended', 3],
  ['PendingTermination', 3],
  ['NonPaid', 2],
  ['InactiveMember', 2],
];

const DAY_MS = 24 * 60 * 60 * 1000;
const TWO_YEARS_MS = 730 * DAY_MS;
const FIRST_MEMBERSHIP = 900_001;
const FIRST_MEMBER = 9_000_001;
/** Rows per INSERT: each column travels as one array parameter. */
const BATCH = 5_000;

/** A small, fast, seeded random number generator (mulberry32). */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Columns {
  [column: string]: unknown[];
}

/** Inserts rows given column by column, through unnest of one array per column. */
async function insertColumns(
  db: Queryable,
  table: string,
  columns: Columns,
  types: Record<string, string>,
): Promise<void> {
  const names = Object.keys(columns);
  await db.query(
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT * FROM unnest(${names.map((name, index) => `$${index + 1}::${types[name]}[]`).join(', ')})`,
    names.map((name) => columns[name]),
  );
}

const MEMBERSHIP_TYPES = {
  membership_id: 'text',
  mms_club_id: 'text',
  membership_status: 'text',
  termination_reason: 'text',
  is_digital: 'boolean',
  is_freemium: 'boolean',
  membership_level: 'text',
  started_on: 'date',
  joined_at: 'timestamptz',
};
const MEMBER_TYPES = {
  member_id: 'text',
  membership_id: 'text',
  member_type: 'text',
  position: 'int',
  party_id: 'text',
  first_name: 'text',
  last_name: 'text',
  date_of_birth: 'date',
  email: 'text',
  phone_number: 'text',
};
const VISIT_TYPES = {
  member_id: 'text',
  membership_id: 'text',
  mms_club_id: 'text',
  visited_at: 'timestamptz',
  recorded_by: 'text',
};

export interface LargeChainResult {
  memberships: number;
  members: number;
  visits: number;
}

/** Whether the large chain is in the database already. */
export async function hasLargeChain(db: Queryable): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM memberships WHERE membership_id = $1', [
    `M-${FIRST_MEMBERSHIP}`,
  ]);
  return row !== undefined;
}

/**
 * Adds `memberCount` members to a migrated database holding the catalog, in one transaction per
 * batch, reporting progress after each.
 */
export async function seedLargeChain(
  db: Queryable,
  options: {
    memberCount: number;
    now: Date;
    seed?: number;
    onProgress?: (done: LargeChainResult) => void;
  },
): Promise<LargeChainResult> {
  const random = randomFrom(options.seed ?? 18);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const clubs = await db.query<{ mms_club_id: string; membership_level: string }>(
    `SELECT mms_club_id, COALESCE(record->>'membershipLevel', 'Standard') AS membership_level
     FROM clubs ORDER BY mms_club_id`,
  );
  if (clubs.length === 0) throw new Error('The database holds no clubs: migrate and seed it first');
  const statusTotal = STATUSES.reduce((sum, [, weight]) => sum + weight, 0);
  const pickStatus = () => {
    let roll = random() * statusTotal;
    for (const [status, weight] of STATUSES) {
      roll -= weight;
      if (roll < 0) return status;
    }
    return 'Active';
  };
  const now = options.now.getTime();
  const done: LargeChainResult = { memberships: 0, members: 0, visits: 0 };
  while (done.members < options.memberCount) {
    const memberships: Columns = Object.fromEntries(
      Object.keys(MEMBERSHIP_TYPES).map((c) => [c, []]),
    );
    const members: Columns = Object.fromEntries(Object.keys(MEMBER_TYPES).map((c) => [c, []]));
    const visits: Columns = Object.fromEntries(Object.keys(VISIT_TYPES).map((c) => [c, []]));
    let batchMembers = 0;
    while (batchMembers < BATCH && done.members + batchMembers < options.memberCount) {
      const number = FIRST_MEMBERSHIP + done.memberships;
      const membershipId = `M-${number}`;
      const club = pick(clubs);
      const joinedAt = new Date(now - Math.floor(random() * TWO_YEARS_MS));
      const status = pickStatus();
      memberships.membership_id?.push(membershipId);
      memberships.mms_club_id?.push(club.mms_club_id);
      memberships.membership_status?.push(status);
      memberships.termination_reason?.push(status === 'Terminated' ? 'Voluntary' : null);
      memberships.is_digital?.push(false);
      memberships.is_freemium?.push(false);
      memberships.membership_level?.push(club.membership_level);
      memberships.started_on?.push(joinedAt.toISOString().slice(0, 10));
      memberships.joined_at?.push(joinedAt.toISOString());
      done.memberships += 1;
      const lastName = pick(LAST_NAMES);
      const size = Math.min(
        1 + Math.floor(random() * 2.2),
        options.memberCount - done.members - batchMembers,
      );
      for (let position = 1; position <= size; position += 1) {
        const memberId = String(FIRST_MEMBER + done.members + batchMembers);
        const firstName = pick(FIRST_NAMES);
        const born = 1950 + Math.floor(random() * 55);
        members.member_id?.push(memberId);
        members.membership_id?.push(membershipId);
        members.member_type?.push(position === 1 ? 'primary' : 'additional');
        members.position?.push(position === 1 ? 1 : position - 1);
        members.party_id?.push(`large-${memberId}`);
        members.first_name?.push(firstName);
        members.last_name?.push(lastName);
        members.date_of_birth?.push(
          `${born}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
        );
        members.email?.push(`${firstName}.${lastName}.${memberId}@example.com`.toLowerCase());
        members.phone_number?.push(
          `(${200 + Math.floor(random() * 800)}) 555-${String(Math.floor(random() * 10_000)).padStart(4, '0')}`,
        );
        batchMembers += 1;
        // Visits from the join to now: none for a quarter of members, else up to a dozen.
        const visitCount = random() < 0.25 ? 0 : Math.floor(random() * 12);
        for (let visit = 0; visit < visitCount; visit += 1) {
          const at = joinedAt.getTime() + Math.floor(random() * (now - joinedAt.getTime()));
          visits.member_id?.push(memberId);
          visits.membership_id?.push(membershipId);
          visits.mms_club_id?.push(random() < 0.9 ? club.mms_club_id : pick(clubs).mms_club_id);
          visits.visited_at?.push(new Date(at).toISOString());
          visits.recorded_by?.push('doorReader');
        }
      }
    }
    await insertColumns(db, 'memberships', memberships, MEMBERSHIP_TYPES);
    await insertColumns(db, 'membership_members', members, MEMBER_TYPES);
    await insertColumns(db, 'club_visits', visits, VISIT_TYPES);
    done.members += batchMembers;
    done.visits += visits.member_id?.length ?? 0;
    options.onProgress?.({ ...done });
  }
  // The planner's figures for the tables just filled, so searches use their indexes at once.
  await db.exec('ANALYZE memberships; ANALYZE membership_members; ANALYZE club_visits;');
  return done;
}
