import type { Queryable } from '../../db/database';

/** An account as the identity service keeps it (03 §4). */
export interface Account {
  partyId: string;
  username: string;
  passwordHash: string;
  employeeId: string | null;
  updateTokenHash: string | null;
  activated: boolean;
  suspendedByStaff: boolean;
  mustChangePassword: boolean;
}

interface AccountRow {
  party_id: string;
  username: string;
  password_hash: string;
  employee_id: string | null;
  update_token_hash: string | null;
  activated: boolean;
  suspended_by_staff: boolean;
  must_change_password: boolean;
}

const COLUMNS = `party_id, username, password_hash, employee_id, update_token_hash, activated,
  suspended_by_staff, must_change_password`;

function toAccount(row: AccountRow): Account {
  return {
    partyId: row.party_id,
    username: row.username,
    passwordHash: row.password_hash,
    employeeId: row.employee_id,
    updateTokenHash: row.update_token_hash,
    activated: row.activated,
    suspendedByStaff: row.suspended_by_staff,
    mustChangePassword: row.must_change_password,
  };
}

/** How usernames are compared: emails without case or surrounding spaces, as mail servers do. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

export async function findAccountByUsername(
  db: Queryable,
  username: string,
): Promise<Account | undefined> {
  const [row] = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM accounts WHERE username_key = $1`,
    [usernameKey(username)],
  );
  return row && toAccount(row);
}

/** The account of a party, locked for the rest of the transaction when `forUpdate`. */
export async function findAccountByPartyId(
  db: Queryable,
  partyId: string,
  forUpdate = false,
): Promise<Account | undefined> {
  const [row] = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM accounts WHERE party_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [partyId],
  );
  return row && toAccount(row);
}

/** Stores a new account; false when its username is already taken. */
export async function insertAccount(
  db: Queryable,
  account: Account,
  createdAt: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO accounts (party_id, username, username_key, password_hash, employee_id,
       update_token_hash, activated, suspended_by_staff, must_change_password, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (username_key) DO NOTHING
     RETURNING party_id`,
    [
      account.partyId,
      account.username,
      usernameKey(account.username),
      account.passwordHash,
      account.employeeId,
      account.updateTokenHash,
      account.activated,
      account.suspendedByStaff,
      account.mustChangePassword,
      createdAt,
    ],
  );
  return rows.length === 1;
}

/** Whether another party's account has this username. */
export async function isUsernameTakenByOther(
  db: Queryable,
  username: string,
  partyId: string,
): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM accounts WHERE username_key = $1 AND party_id <> $2', [
    usernameKey(username),
    partyId,
  ]);
  return rows.length > 0;
}

/** Rewrites a reserved identity's username, password, employee id and update token. */
export async function updateReservation(
  db: Queryable,
  change: Pick<Account, 'partyId' | 'username' | 'passwordHash' | 'employeeId' | 'updateTokenHash'>,
): Promise<void> {
  await db.query(
    `UPDATE accounts SET username = $2, username_key = $3, password_hash = $4, employee_id = $5,
       update_token_hash = $6
     WHERE party_id = $1`,
    [
      change.partyId,
      change.username,
      usernameKey(change.username),
      change.passwordHash,
      change.employeeId,
      change.updateTokenHash,
    ],
  );
}
