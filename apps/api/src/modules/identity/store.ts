import { usernameKey } from '@clubjoin/domain/accounts/username';
import type { Queryable } from '../../db/database';

/**
 * An account as the identity service keeps it
 * (product/accounts-and-sign-in.md#passwords-lockout-and-sessions).
 */
export interface Account {
  partyId: string;
  username: string;
  passwordHash: string;
  employeeId: string | null;
  updateTokenHash: string | null;
  activated: boolean;
  /**
   * When a purchase completed with it while not activated
   * (product/accounts-and-sign-in.md#login-problems).
   */
  awaitingActivationSince: Date | null;
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
  awaiting_activation_since: Date | null;
  suspended_by_staff: boolean;
  must_change_password: boolean;
}

const COLUMNS = `party_id, username, password_hash, employee_id, update_token_hash, activated,
  awaiting_activation_since, suspended_by_staff, must_change_password`;

function toAccount(row: AccountRow): Account {
  return {
    partyId: row.party_id,
    username: row.username,
    passwordHash: row.password_hash,
    employeeId: row.employee_id,
    updateTokenHash: row.update_token_hash,
    activated: row.activated,
    awaitingActivationSince:
      row.awaiting_activation_since === null ? null : new Date(row.awaiting_activation_since),
    suspendedByStaff: row.suspended_by_staff,
    mustChangePassword: row.must_change_password,
  };
}

/** The account of a username, locked for the rest of the transaction when `forUpdate`. */
export async function findAccountByUsername(
  db: Queryable,
  username: string,
  forUpdate = false,
): Promise<Account | undefined> {
  const [row] = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM accounts WHERE username_key = $1${forUpdate ? ' FOR UPDATE' : ''}`,
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
       update_token_hash, activated, awaiting_activation_since, suspended_by_staff,
       must_change_password, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
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
      account.awaitingActivationSince,
      account.suspendedByStaff,
      account.mustChangePassword,
      createdAt,
    ],
  );
  return rows.length === 1;
}

/**
 * Deletes a reservation no purchase ever completed with (its profile and sessions go with it),
 * so that its username is free for the next Create Account. Answers whether one was deleted.
 */
export async function deleteUnusedReservation(db: Queryable, partyId: string): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM accounts
     WHERE party_id = $1 AND NOT activated AND awaiting_activation_since IS NULL
     RETURNING party_id`,
    [partyId],
  );
  return rows.length === 1;
}

/** Replaces the hash of the update token that lets a reservation be changed. */
export async function setUpdateTokenHash(
  db: Queryable,
  partyId: string,
  updateTokenHash: string,
): Promise<void> {
  await db.query('UPDATE accounts SET update_token_hash = $2 WHERE party_id = $1', [
    partyId,
    updateTokenHash,
  ]);
}

/** Marks a not-activated account as awaiting activation from `since`, once. */
export async function markAwaitingActivation(
  db: Queryable,
  partyId: string,
  since: Date,
): Promise<void> {
  await db.query(
    `UPDATE accounts SET awaiting_activation_since = COALESCE(awaiting_activation_since, $2)
     WHERE party_id = $1 AND NOT activated`,
    [partyId, since],
  );
}

/** Activates an account: it may sign in, and its reservation can no longer be changed. */
export async function setActivated(db: Queryable, partyId: string): Promise<void> {
  await db.query(
    'UPDATE accounts SET activated = true, update_token_hash = NULL WHERE party_id = $1',
    [partyId],
  );
}

/** Stores the hash of a new activation link's token for an account. */
export async function insertActivationToken(
  db: Queryable,
  token: { tokenHash: string; partyId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO account_activation_tokens (token_hash, party_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [token.tokenHash, token.partyId, token.createdAt, token.expiresAt],
  );
}

/**
 * Uses an activation token: deletes it, with every other token of its account, and answers the
 * account's party id, unless the token is unknown or expired at `now`.
 */
export async function useActivationToken(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db.query<{ party_id: string; expires_at: Date }>(
    'DELETE FROM account_activation_tokens WHERE token_hash = $1 RETURNING party_id, expires_at',
    [tokenHash],
  );
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return undefined;
  await db.query('DELETE FROM account_activation_tokens WHERE party_id = $1', [row.party_id]);
  return row.party_id;
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

/** Counts a password sign-in to an account, at `signedInAt`. */
export async function countSignIn(db: Queryable, partyId: string, signedInAt: Date): Promise<void> {
  await db.query(
    `UPDATE accounts SET sign_in_count = sign_in_count + 1, last_signed_in_at = $2
     WHERE party_id = $1`,
    [partyId, signedInAt],
  );
}

/** An account's username and sign-ins: how many, and the last one's instant (null before any). */
export async function selectSignIns(
  db: Queryable,
  partyId: string,
): Promise<{ username: string; count: number; lastAt: Date | null } | undefined> {
  const [row] = await db.query<{
    username: string;
    sign_in_count: number;
    last_signed_in_at: Date | null;
  }>('SELECT username, sign_in_count, last_signed_in_at FROM accounts WHERE party_id = $1', [
    partyId,
  ]);
  return (
    row && {
      username: row.username,
      count: row.sign_in_count,
      lastAt: row.last_signed_in_at ? new Date(row.last_signed_in_at) : null,
    }
  );
}
