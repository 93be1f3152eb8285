import type { OnboardingStage } from '@clubjoin/domain/staff/onboarding';
import type { Queryable } from '../../db/database';

/** A club visit as recorded. */
export interface VisitRecord {
  memberId: string;
  membershipId: string;
  clubId: string;
  visitedAt: Date;
  recordedBy: 'staff' | 'doorReader';
  staffId: string | null;
}

export async function insertVisit(tx: Queryable, visit: VisitRecord): Promise<void> {
  await tx.query(
    `INSERT INTO club_visits (member_id, membership_id, mms_club_id, visited_at, recorded_by,
       staff_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      visit.memberId,
      visit.membershipId,
      visit.clubId,
      visit.visitedAt,
      visit.recordedBy,
      visit.staffId,
    ],
  );
}

/** A membership's visits, newest first, at most `limit`. */
export async function visitsOf(
  db: Queryable,
  membershipId: string,
  limit: number,
): Promise<VisitRecord[]> {
  const rows = await db.query<{
    member_id: string;
    membership_id: string;
    mms_club_id: string;
    visited_at: Date;
    recorded_by: 'staff' | 'doorReader';
    staff_id: string | null;
  }>(
    `SELECT member_id, membership_id, mms_club_id, visited_at, recorded_by, staff_id
     FROM club_visits WHERE membership_id = $1 ORDER BY visited_at DESC LIMIT $2`,
    [membershipId, limit],
  );
  return rows.map((row) => ({
    memberId: row.member_id,
    membershipId: row.membership_id,
    clubId: row.mms_club_id,
    visitedAt: new Date(row.visited_at),
    recordedBy: row.recorded_by,
    staffId: row.staff_id,
  }));
}

/** The last visit of each of these memberships that has one. */
export async function lastVisitsOf(
  db: Queryable,
  membershipIds: readonly string[],
): Promise<Map<string, Date>> {
  if (membershipIds.length === 0) return new Map();
  const rows = await db.query<{ membership_id: string; last_visit: Date }>(
    `SELECT ids.membership_id, v.visited_at AS last_visit
     FROM unnest($1::text[]) AS ids (membership_id)
     CROSS JOIN LATERAL (
       SELECT visited_at FROM club_visits c WHERE c.membership_id = ids.membership_id
       ORDER BY visited_at DESC LIMIT 1) v`,
    [membershipIds],
  );
  return new Map(rows.map((row) => [row.membership_id, new Date(row.last_visit)]));
}

/** An onboarding stage marked done. */
export interface StageCompletion {
  membershipId: string;
  stage: OnboardingStage;
  doneAt: Date;
  staffId: string;
  note: string;
}

/** Records a stage done unless it is already; answers whether this call recorded it. */
export async function insertStageCompletion(
  tx: Queryable,
  completion: StageCompletion,
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO onboarding_completions (membership_id, stage, done_at, staff_id, note)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING stage`,
    [
      completion.membershipId,
      completion.stage,
      completion.doneAt,
      completion.staffId,
      completion.note,
    ],
  );
  return rows.length === 1;
}

/** The stages done of these memberships. */
export async function stageCompletionsOf(
  db: Queryable,
  membershipIds: readonly string[],
): Promise<StageCompletion[]> {
  if (membershipIds.length === 0) return [];
  const rows = await db.query<{
    membership_id: string;
    stage: OnboardingStage;
    done_at: Date;
    staff_id: string;
    note: string;
  }>(
    `SELECT membership_id, stage, done_at, staff_id, note FROM onboarding_completions
     WHERE membership_id = ANY($1::text[])`,
    [membershipIds],
  );
  return rows.map((row) => ({
    membershipId: row.membership_id,
    stage: row.stage,
    doneAt: new Date(row.done_at),
    staffId: row.staff_id,
    note: row.note,
  }));
}

/** How many visits a membership's members have made. */
export async function countVisitsOf(db: Queryable, membershipId: string): Promise<number> {
  const [row] = await db.query<{ visits: number }>(
    'SELECT count(*)::int AS visits FROM club_visits WHERE membership_id = $1',
    [membershipId],
  );
  return row?.visits ?? 0;
}
