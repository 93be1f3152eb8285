import type { StaffRole } from '@clubjoin/domain/staff/roles';
import type { PortalPage } from '@clubjoin/domain/staff/portalNavigation';
import type { Queryable } from '../../db/database';

// Team members, their clubs and their sessions (migration 0013).

export interface StaffRecord {
  staffId: string;
  email: string;
  displayName: string;
  passwordHash: string;
  role: StaffRole;
  active: boolean;
  createdAt: Date;
  clubIds: string[];
}

interface StaffRow {
  staff_id: string;
  email: string;
  display_name: string;
  password_hash: string;
  role: StaffRole;
  active: boolean;
  created_at: Date;
  club_ids: string[] | null;
}

const STAFF_COLUMNS = `s.staff_id, s.email, s.display_name, s.password_hash, s.role, s.active,
  s.created_at,
  (SELECT array_agg(c.mms_club_id ORDER BY c.mms_club_id) FROM staff_clubs c
    WHERE c.staff_id = s.staff_id) AS club_ids`;

function staffOf(row: StaffRow): StaffRecord {
  return {
    staffId: row.staff_id,
    email: row.email,
    displayName: row.display_name,
    passwordHash: row.password_hash,
    role: row.role,
    active: row.active,
    createdAt: row.created_at,
    clubIds: row.club_ids ?? [],
  };
}

export async function findStaffByEmailKey(
  db: Queryable,
  emailKey: string,
): Promise<StaffRecord | undefined> {
  const [row] = await db.query<StaffRow>(
    `SELECT ${STAFF_COLUMNS} FROM staff_accounts s WHERE s.email_key = $1`,
    [emailKey],
  );
  return row && staffOf(row);
}

export async function findStaffById(
  db: Queryable,
  staffId: string,
): Promise<StaffRecord | undefined> {
  const [row] = await db.query<StaffRow>(
    `SELECT ${STAFF_COLUMNS} FROM staff_accounts s WHERE s.staff_id = $1`,
    [staffId],
  );
  return row && staffOf(row);
}

/** The active team members among these ids (the others are unknown or deactivated). */
export async function findActiveStaffByIds(
  db: Queryable,
  staffIds: readonly string[],
): Promise<StaffRecord[]> {
  if (staffIds.length === 0) return [];
  const rows = await db.query<StaffRow>(
    `SELECT ${STAFF_COLUMNS} FROM staff_accounts s
     WHERE s.staff_id = ANY($1::uuid[]) AND s.active`,
    [[...new Set(staffIds)]],
  );
  return rows.map(staffOf);
}

export async function listStaffRecords(db: Queryable): Promise<StaffRecord[]> {
  const rows = await db.query<StaffRow>(
    `SELECT ${STAFF_COLUMNS} FROM staff_accounts s ORDER BY lower(s.display_name), s.email_key`,
  );
  return rows.map(staffOf);
}

/** Inserts a team member; false when the email key is already a team member's. */
export async function insertStaff(
  db: Queryable,
  staff: Omit<StaffRecord, 'clubIds'> & { emailKey: string },
): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO staff_accounts (staff_id, email, email_key, display_name, password_hash, role,
       active, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (email_key) DO NOTHING RETURNING staff_id`,
    [
      staff.staffId,
      staff.email,
      staff.emailKey,
      staff.displayName,
      staff.passwordHash,
      staff.role,
      staff.active,
      staff.createdAt,
    ],
  );
  return inserted.length === 1;
}

/** Gives a team member a role, and exactly the clubs given. */
export async function writeAssignment(
  db: Queryable,
  staffId: string,
  assignment: { role: StaffRole; clubIds: readonly string[] },
): Promise<void> {
  await db.query('UPDATE staff_accounts SET role = $2 WHERE staff_id = $1', [
    staffId,
    assignment.role,
  ]);
  await db.query('DELETE FROM staff_clubs WHERE staff_id = $1', [staffId]);
  if (assignment.clubIds.length > 0) {
    await db.query(
      `INSERT INTO staff_clubs (staff_id, mms_club_id)
       SELECT $1, unnest($2::text[])`,
      [staffId, assignment.clubIds],
    );
  }
}

export async function markInactive(db: Queryable, staffId: string): Promise<void> {
  await db.query('UPDATE staff_accounts SET active = false WHERE staff_id = $1', [staffId]);
}

// Sessions.

export interface StaffSessionRecord {
  sessionId: string;
  staffId: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The club of the kiosk the session is bound to (migration 0026), or null. */
  kioskClubId: string | null;
}

export async function insertStaffSession(
  db: Queryable,
  session: Omit<StaffSessionRecord, 'kioskClubId'> & { ssoHash: string },
): Promise<void> {
  await db.query(
    `INSERT INTO staff_sessions (session_id, sso_hash, staff_id, created_at, last_seen_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [session.sessionId, session.ssoHash, session.staffId, session.createdAt, session.lastSeenAt],
  );
}

export async function findStaffSession(
  db: Queryable,
  ssoHash: string,
): Promise<StaffSessionRecord | undefined> {
  const [row] = await db.query<{
    session_id: string;
    staff_id: string;
    created_at: Date;
    last_seen_at: Date;
    kiosk_club_id: string | null;
  }>(
    `SELECT session_id, staff_id, created_at, last_seen_at, kiosk_club_id FROM staff_sessions
     WHERE sso_hash = $1`,
    [ssoHash],
  );
  return (
    row && {
      sessionId: row.session_id,
      staffId: row.staff_id,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      kioskClubId: row.kiosk_club_id,
    }
  );
}

/** Binds a session to the kiosk of a club, or frees it (null). */
export async function writeSessionKiosk(
  db: Queryable,
  sessionId: string,
  kioskClubId: string | null,
): Promise<void> {
  await db.query('UPDATE staff_sessions SET kiosk_club_id = $2 WHERE session_id = $1', [
    sessionId,
    kioskClubId,
  ]);
}

export async function touchStaffSession(db: Queryable, sessionId: string, at: Date): Promise<void> {
  await db.query('UPDATE staff_sessions SET last_seen_at = $2 WHERE session_id = $1', [
    sessionId,
    at,
  ]);
}

/** Deletes a session by its SSO hash; answers the id of the one it deleted, if any. */
export async function deleteStaffSession(
  db: Queryable,
  ssoHash: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ session_id: string }>(
    'DELETE FROM staff_sessions WHERE sso_hash = $1 RETURNING session_id',
    [ssoHash],
  );
  return row?.session_id;
}

/** Deletes every session of a team member; answers their ids. */
export async function deleteSessionsOfStaff(db: Queryable, staffId: string): Promise<string[]> {
  const rows = await db.query<{ session_id: string }>(
    'DELETE FROM staff_sessions WHERE staff_id = $1 RETURNING session_id',
    [staffId],
  );
  return rows.map((row) => row.session_id);
}

/** Deletes the sessions idle since `idleBefore` or made before `createdBefore`. */
export async function deleteExpiredStaffSessions(
  db: Queryable,
  limits: { idleBefore: Date; createdBefore: Date },
): Promise<void> {
  await db.query('DELETE FROM staff_sessions WHERE last_seen_at <= $1 OR created_at <= $2', [
    limits.idleBefore,
    limits.createdBefore,
  ]);
}

// The portal's navigation tree as the catalog holds it (migration 0002: team_navigation_pages).

export async function selectNavigationPages(db: Queryable): Promise<PortalPage[]> {
  const rows = await db.query<{ record: PortalPage }>(
    'SELECT record FROM team_navigation_pages ORDER BY position',
  );
  return rows.map((row) => row.record);
}

export async function anyStaff(db: Queryable): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM staff_accounts LIMIT 1');
  return row !== undefined;
}
