import type { OpeningHours } from '@clubjoin/domain/clubs/openingHours';
import type { Queryable } from '../../db/database';

/** Every club's stored hours, by club id. */
export async function selectAllHours(db: Queryable): Promise<Map<string, OpeningHours>> {
  const rows = await db.query<{ mms_club_id: string; hours: OpeningHours }>(
    'SELECT mms_club_id, hours FROM club_hours',
  );
  return new Map(rows.map((row) => [row.mms_club_id, row.hours]));
}

export async function selectHours(
  db: Queryable,
  clubId: string,
): Promise<OpeningHours | undefined> {
  const [row] = await db.query<{ hours: OpeningHours }>(
    'SELECT hours FROM club_hours WHERE mms_club_id = $1',
    [clubId],
  );
  return row?.hours;
}

/** Writes a club's hours, replacing any before. */
export async function upsertHours(
  tx: Queryable,
  clubId: string,
  hours: OpeningHours,
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO club_hours (mms_club_id, hours, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (mms_club_id) DO UPDATE SET hours = EXCLUDED.hours, updated_at = EXCLUDED.updated_at`,
    [clubId, JSON.stringify(hours), at],
  );
}

export async function hasAnyHours(db: Queryable): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM club_hours LIMIT 1');
  return row !== undefined;
}

export interface HoursChange {
  clubId: string;
  staffId: string;
  staffName: string;
  changedAt: Date;
  before: OpeningHours | null;
  after: OpeningHours;
}

export async function insertHoursChange(tx: Queryable, change: HoursChange): Promise<void> {
  await tx.query(
    `INSERT INTO club_hours_changes (mms_club_id, staff_id, staff_name, changed_at, before, after)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      change.clubId,
      change.staffId,
      change.staffName,
      change.changedAt,
      change.before === null ? null : JSON.stringify(change.before),
      JSON.stringify(change.after),
    ],
  );
}

/** A club's latest changes of hours, newest first. */
export async function selectHoursChanges(
  db: Queryable,
  clubId: string,
  limit: number,
): Promise<{ staffName: string; changedAt: Date }[]> {
  const rows = await db.query<{ staff_name: string; changed_at: Date }>(
    `SELECT staff_name, changed_at FROM club_hours_changes WHERE mms_club_id = $1
     ORDER BY changed_at DESC, change_id DESC LIMIT $2`,
    [clubId, limit],
  );
  return rows.map((row) => ({ staffName: row.staff_name, changedAt: row.changed_at }));
}
