import { randomUUID } from 'node:crypto';
import type {
  PackageBalance,
  ProgramFields,
  SessionFields,
  TrainingPackageFields,
} from '@clubjoin/domain/staff/coaching';
import type { WorkoutItem } from '@clubjoin/domain/staff/workouts';
import type { CurrencyCode } from '@clubjoin/domain/money/currency';
import type { Queryable } from '../../db/database';

export interface StoredPackage extends TrainingPackageFields {
  packageId: string;
}

interface PackageRow {
  package_id: string;
  club_id: string;
  name: string;
  sessions: number;
  price_cents: number;
  validity_days: number;
}

const packageOfRow = (row: PackageRow): StoredPackage => ({
  packageId: row.package_id,
  clubId: row.club_id,
  name: row.name,
  sessions: row.sessions,
  priceCents: row.price_cents,
  validityDays: row.validity_days,
});

export async function insertPackage(
  db: Queryable,
  pkg: StoredPackage,
  createdBy: string,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO training_packages (package_id, club_id, name, sessions, price_cents, validity_days,
       created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      pkg.packageId,
      pkg.clubId,
      pkg.name,
      pkg.sessions,
      pkg.priceCents,
      pkg.validityDays,
      createdBy,
      at,
    ],
  );
}

export async function selectPackages(db: Queryable, clubId: string): Promise<StoredPackage[]> {
  const rows = await db.query<PackageRow>(
    `SELECT * FROM training_packages WHERE club_id = $1 ORDER BY lower(name), package_id`,
    [clubId],
  );
  return rows.map(packageOfRow);
}

export async function selectPackage(
  db: Queryable,
  packageId: string,
): Promise<StoredPackage | undefined> {
  const [row] = await db.query<PackageRow>(
    `SELECT * FROM training_packages WHERE package_id::text = $1`,
    [packageId],
  );
  return row && packageOfRow(row);
}

/** A client as stored, with the balance of their training. */
export interface StoredClient extends PackageBalance {
  clientId: string;
  clubId: string;
  membershipId: string | null;
  memberId: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  trainerId: string | null;
}

interface ClientRow {
  client_id: string;
  club_id: string;
  membership_id: string | null;
  member_id: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  trainer_id: string | null;
  sessions_left: number;
  valid_until: Date | null;
}

const clientOfRow = (row: ClientRow): StoredClient => ({
  clientId: row.client_id,
  clubId: row.club_id,
  membershipId: row.membership_id,
  memberId: row.member_id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phoneNumber: row.phone_number,
  trainerId: row.trainer_id,
  sessionsLeft: row.sessions_left,
  validUntil: row.valid_until === null ? null : new Date(row.valid_until),
});

/** Adds a client; false when the membership has a client already (nothing written). */
export async function insertClient(
  db: Queryable,
  client: StoredClient,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO coaching_clients (client_id, club_id, membership_id, member_id, first_name,
       last_name, email, phone_number, trainer_id, sessions_left, valid_until, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (membership_id) DO NOTHING RETURNING client_id`,
    [
      client.clientId,
      client.clubId,
      client.membershipId,
      client.memberId,
      client.firstName,
      client.lastName,
      client.email,
      client.phoneNumber,
      client.trainerId,
      client.sessionsLeft,
      client.validUntil,
      at,
    ],
  );
  return rows.length === 1;
}

/** The clients of a club: a trainer's (trainerId), or every one (null), by name. */
export async function selectClients(
  db: Queryable,
  clubId: string,
  trainerId: string | null,
): Promise<StoredClient[]> {
  const rows = await db.query<ClientRow>(
    `SELECT * FROM coaching_clients WHERE club_id = $1 AND ($2::uuid IS NULL OR trainer_id = $2)
     ORDER BY lower(last_name), lower(first_name), client_id`,
    [clubId, trainerId],
  );
  return rows.map(clientOfRow);
}

/** The memberships of a club that are clients already. */
export async function selectClientMemberships(db: Queryable, clubId: string): Promise<Set<string>> {
  const rows = await db.query<{ membership_id: string }>(
    `SELECT membership_id FROM coaching_clients WHERE club_id = $1 AND membership_id IS NOT NULL`,
    [clubId],
  );
  return new Set(rows.map((row) => row.membership_id));
}

/** One client; `forUpdate` locks the row for the rest of the transaction. */
export async function selectClient(
  db: Queryable,
  clientId: string,
  forUpdate = false,
): Promise<StoredClient | undefined> {
  const [row] = await db.query<ClientRow>(
    `SELECT * FROM coaching_clients WHERE client_id::text = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [clientId],
  );
  return row && clientOfRow(row);
}

export async function updateBalance(
  db: Queryable,
  clientId: string,
  balance: PackageBalance,
): Promise<void> {
  await db.query(
    `UPDATE coaching_clients SET sessions_left = $2, valid_until = $3 WHERE client_id = $1`,
    [clientId, balance.sessionsLeft, balance.validUntil],
  );
}

/** A session as stored. */
export interface StoredSession extends SessionFields {
  sessionId: string;
  clientId: string;
  trainerId: string;
  trainerName: string;
  completedAt: Date | null;
}

interface SessionRow {
  session_id: string;
  client_id: string;
  trainer_id: string;
  trainer_name: string;
  session_date: string | Date;
  session_time: string;
  exercises: WorkoutItem[];
  notes: string;
  completed_at: Date | null;
}

const sessionOfRow = (row: SessionRow): StoredSession => ({
  sessionId: row.session_id,
  clientId: row.client_id,
  trainerId: row.trainer_id,
  trainerName: row.trainer_name,
  date: row.session_date as string,
  time: row.session_time,
  exercises: row.exercises,
  notes: row.notes,
  completedAt: row.completed_at === null ? null : new Date(row.completed_at),
});

const SESSION_COLUMNS = `session_id, client_id, trainer_id, trainer_name,
  to_char(session_date, 'YYYY-MM-DD') AS session_date, session_time, exercises, notes, completed_at`;

export async function insertSession(db: Queryable, session: StoredSession): Promise<void> {
  await db.query(
    `INSERT INTO coaching_sessions (session_id, client_id, trainer_id, trainer_name, session_date,
       session_time, exercises, notes, completed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      session.sessionId,
      session.clientId,
      session.trainerId,
      session.trainerName,
      session.date,
      session.time,
      JSON.stringify(session.exercises),
      session.notes,
      session.completedAt,
    ],
  );
}

export async function updateSessionFields(
  db: Queryable,
  sessionId: string,
  fields: SessionFields,
): Promise<void> {
  await db.query(
    `UPDATE coaching_sessions SET session_date = $2, session_time = $3, exercises = $4, notes = $5
     WHERE session_id = $1`,
    [sessionId, fields.date, fields.time, JSON.stringify(fields.exercises), fields.notes],
  );
}

/** Marks a session completed, once: false when it was completed already. */
export async function markSessionCompleted(
  db: Queryable,
  sessionId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE coaching_sessions SET completed_at = $2
     WHERE session_id = $1 AND completed_at IS NULL RETURNING session_id`,
    [sessionId, at],
  );
  return rows.length === 1;
}

export async function selectSession(
  db: Queryable,
  sessionId: string,
): Promise<StoredSession | undefined> {
  const [row] = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM coaching_sessions WHERE session_id::text = $1`,
    [sessionId],
  );
  return row && sessionOfRow(row);
}

/** A client's sessions, newest first. */
export async function selectSessionsOf(db: Queryable, clientId: string): Promise<StoredSession[]> {
  const rows = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM coaching_sessions WHERE client_id = $1
     ORDER BY session_date DESC, session_time DESC, session_id`,
    [clientId],
  );
  return rows.map(sessionOfRow);
}

/** Each client's last completed session and next planned one (on or after `today`). */
export async function selectSessionDates(
  db: Queryable,
  clientIds: readonly string[],
  today: string,
): Promise<Map<string, { last: string | null; next: string | null }>> {
  const rows = await db.query<{ client_id: string; last: string | null; next: string | null }>(
    `SELECT client_id::text,
       max(to_char(session_date, 'YYYY-MM-DD') || 'T' || session_time)
         FILTER (WHERE completed_at IS NOT NULL) AS last,
       min(to_char(session_date, 'YYYY-MM-DD') || 'T' || session_time)
         FILTER (WHERE completed_at IS NULL AND session_date >= $2::date) AS next
     FROM coaching_sessions WHERE client_id::text = ANY($1::text[]) GROUP BY client_id`,
    [clientIds, today],
  );
  return new Map(rows.map((row) => [row.client_id, { last: row.last, next: row.next }]));
}

/** Stores a member's new access code (its hash), voiding their earlier unused ones. */
export async function replaceAccessCode(
  tx: Queryable,
  code: {
    codeId: string;
    membershipId: string;
    memberId: string;
    codeHash: string;
    issuedAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await tx.query(
    `UPDATE trainer_access_codes SET used_at = $3
     WHERE membership_id = $1 AND member_id = $2 AND used_at IS NULL`,
    [code.membershipId, code.memberId, code.issuedAt],
  );
  await tx.query(
    `INSERT INTO trainer_access_codes (code_id, membership_id, member_id, code_hash, issued_at,
       expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [code.codeId, code.membershipId, code.memberId, code.codeHash, code.issuedAt, code.expiresAt],
  );
}

/** A member's live access code (unused, unexpired at `now`), locked for the transaction. */
export async function selectLiveAccessCode(
  tx: Queryable,
  member: { membershipId: string; memberId: string },
  now: Date,
): Promise<{ codeId: string; codeHash: string; wrongTries: number } | undefined> {
  const [row] = await tx.query<{ code_id: string; code_hash: string; wrong_tries: number }>(
    `SELECT code_id, code_hash, wrong_tries FROM trainer_access_codes
     WHERE membership_id = $1 AND member_id = $2 AND used_at IS NULL AND expires_at > $3
     ORDER BY issued_at DESC LIMIT 1 FOR UPDATE`,
    [member.membershipId, member.memberId, now],
  );
  return row && { codeId: row.code_id, codeHash: row.code_hash, wrongTries: row.wrong_tries };
}

/** Counts a wrong try of a code; the last allowed try voids it (used_at set). */
export async function countWrongTry(
  tx: Queryable,
  codeId: string,
  now: Date,
  triesMax: number,
): Promise<void> {
  await tx.query(
    `UPDATE trainer_access_codes SET wrong_tries = wrong_tries + 1,
       used_at = CASE WHEN wrong_tries + 1 >= $3 THEN $2::timestamptz ELSE used_at END
     WHERE code_id = $1`,
    [codeId, now, triesMax],
  );
}

export async function markCodeUsed(tx: Queryable, codeId: string, now: Date): Promise<void> {
  await tx.query(`UPDATE trainer_access_codes SET used_at = $2 WHERE code_id = $1`, [codeId, now]);
}

/** A member's live consent that a team member acts for them. */
export interface StoredGrant {
  grantId: string;
  membershipId: string;
  memberId: string;
  staffId: string;
  staffName: string;
  grantedAt: Date;
}

interface GrantRow {
  grant_id: string;
  membership_id: string;
  member_id: string;
  staff_id: string;
  staff_name: string;
  granted_at: Date;
}

const grantOfRow = (row: GrantRow): StoredGrant => ({
  grantId: row.grant_id,
  membershipId: row.membership_id,
  memberId: row.member_id,
  staffId: row.staff_id,
  staffName: row.staff_name,
  grantedAt: new Date(row.granted_at),
});

export async function insertGrant(tx: Queryable, grant: StoredGrant): Promise<void> {
  await tx.query(
    `INSERT INTO trainer_grants (grant_id, membership_id, member_id, staff_id, staff_name, granted_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      grant.grantId,
      grant.membershipId,
      grant.memberId,
      grant.staffId,
      grant.staffName,
      grant.grantedAt,
    ],
  );
}

/** A member's live grant to a team member, if any. */
export async function selectLiveGrant(
  db: Queryable,
  member: { membershipId: string; memberId: string },
  staffId: string,
): Promise<StoredGrant | undefined> {
  const [row] = await db.query<GrantRow>(
    `SELECT * FROM trainer_grants
     WHERE membership_id = $1 AND member_id = $2 AND staff_id = $3 AND revoked_at IS NULL
     ORDER BY granted_at DESC LIMIT 1`,
    [member.membershipId, member.memberId, staffId],
  );
  return row && grantOfRow(row);
}

/** The live grants of these memberships, newest first; of one team member's when `staffId`. */
export async function selectLiveGrants(
  db: Queryable,
  membershipIds: readonly string[],
  staffId: string | null,
): Promise<StoredGrant[]> {
  const rows = await db.query<GrantRow>(
    `SELECT * FROM trainer_grants WHERE membership_id = ANY($1::text[]) AND revoked_at IS NULL
       AND ($2::uuid IS NULL OR staff_id = $2) ORDER BY granted_at DESC, grant_id`,
    [membershipIds, staffId],
  );
  return rows.map(grantOfRow);
}

/** A live grant by id. */
export async function selectGrant(
  db: Queryable,
  grantId: string,
): Promise<StoredGrant | undefined> {
  const [row] = await db.query<GrantRow>(
    `SELECT * FROM trainer_grants WHERE grant_id::text = $1 AND revoked_at IS NULL`,
    [grantId],
  );
  return row && grantOfRow(row);
}

/** Revokes a live grant; undefined when there is no such live grant. */
export async function revokeGrant(
  tx: Queryable,
  grantId: string,
  at: Date,
  byName: string,
): Promise<StoredGrant | undefined> {
  const [row] = await tx.query<GrantRow>(
    `UPDATE trainer_grants SET revoked_at = $2, revoked_by_name = $3
     WHERE grant_id::text = $1 AND revoked_at IS NULL RETURNING *`,
    [grantId, at, byName],
  );
  return row && grantOfRow(row);
}

/** A client's program as stored. */
export interface StoredProgram extends ProgramFields {
  assignedByName: string;
  assignedAt: Date;
}

export async function insertProgram(
  tx: Queryable,
  clientId: string,
  program: StoredProgram,
): Promise<void> {
  await tx.query(
    `INSERT INTO coaching_programs (program_id, client_id, name, weeks, assigned_by_name, assigned_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      randomUUID(),
      clientId,
      program.name,
      JSON.stringify(program.weeks),
      program.assignedByName,
      program.assignedAt,
    ],
  );
}

/** A client's newest program, if any. */
export async function selectProgram(
  db: Queryable,
  clientId: string,
): Promise<StoredProgram | undefined> {
  const [row] = await db.query<{
    name: string;
    weeks: ProgramFields['weeks'];
    assigned_by_name: string;
    assigned_at: Date;
  }>(
    `SELECT name, weeks, assigned_by_name, assigned_at FROM coaching_programs
     WHERE client_id = $1 ORDER BY assigned_at DESC, program_id LIMIT 1`,
    [clientId],
  );
  return (
    row && {
      name: row.name,
      weeks: row.weeks,
      assignedByName: row.assigned_by_name,
      assignedAt: new Date(row.assigned_at),
    }
  );
}

/** A training package sold to a client: its receipt, as charged. */
export interface StoredSale {
  saleId: string;
  clientId: string;
  packageId: string;
  packageName: string;
  sessions: number;
  amountCents: number;
  currency: CurrencyCode;
  cardBrand: string;
  cardLastFour: string;
  chargeReference: string;
  soldBy: string;
  soldByName: string;
  soldAt: Date;
}

interface SaleRow {
  sale_id: string;
  client_id: string;
  package_id: string;
  package_name: string;
  sessions: number;
  amount_cents: number;
  currency: CurrencyCode;
  card_brand: string;
  card_last_four: string;
  charge_reference: string;
  sold_by: string;
  sold_by_name: string;
  sold_at: Date;
}

const saleOfRow = (row: SaleRow): StoredSale => ({
  saleId: row.sale_id,
  clientId: row.client_id,
  packageId: row.package_id,
  packageName: row.package_name,
  sessions: row.sessions,
  amountCents: row.amount_cents,
  currency: row.currency,
  cardBrand: row.card_brand,
  cardLastFour: row.card_last_four,
  chargeReference: row.charge_reference,
  soldBy: row.sold_by,
  soldByName: row.sold_by_name,
  soldAt: new Date(row.sold_at),
});

/** Records a sale; false when its charge recorded a sale already (nothing written). */
export async function insertSale(tx: Queryable, sale: StoredSale): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO training_sales (sale_id, client_id, package_id, package_name, sessions,
       amount_cents, currency, card_brand, card_last_four, charge_reference, sold_by, sold_by_name,
       sold_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (charge_reference) DO NOTHING RETURNING sale_id`,
    [
      sale.saleId,
      sale.clientId,
      sale.packageId,
      sale.packageName,
      sale.sessions,
      sale.amountCents,
      sale.currency,
      sale.cardBrand,
      sale.cardLastFour,
      sale.chargeReference,
      sale.soldBy,
      sale.soldByName,
      sale.soldAt,
    ],
  );
  return rows.length === 1;
}

/** A client's sales, newest first. */
export async function selectSalesOf(db: Queryable, clientId: string): Promise<StoredSale[]> {
  const rows = await db.query<SaleRow>(
    `SELECT * FROM training_sales WHERE client_id = $1 ORDER BY sold_at DESC, sale_id`,
    [clientId],
  );
  return rows.map(saleOfRow);
}
