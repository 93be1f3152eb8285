import type { Queryable } from '../../db/database';

// SSO sessions.

export interface SessionRecord {
  sessionId: string;
  partyId: string;
  createdAt: Date;
  lastSeenAt: Date;
}

interface SessionRow {
  session_id: string;
  party_id: string;
  created_at: Date;
  last_seen_at: Date;
}

export async function insertSession(
  db: Queryable,
  session: SessionRecord & { ssoHash: string; profileTokenHash: string },
): Promise<void> {
  await db.query(
    `INSERT INTO sso_sessions (session_id, sso_hash, profile_token_hash, party_id, created_at,
       last_seen_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      session.sessionId,
      session.ssoHash,
      session.profileTokenHash,
      session.partyId,
      session.createdAt,
      session.lastSeenAt,
    ],
  );
}

/** The columns a session can be found by: each credential names it one way. */
export type SessionKey = 'sso_hash' | 'profile_token_hash' | 'session_id';

export async function findSession(
  db: Queryable,
  key: SessionKey,
  value: string,
): Promise<SessionRecord | undefined> {
  const [row] = await db.query<SessionRow>(
    `SELECT session_id, party_id, created_at, last_seen_at FROM sso_sessions WHERE ${key} = $1`,
    [value],
  );
  return (
    row && {
      sessionId: row.session_id,
      partyId: row.party_id,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
    }
  );
}

export async function touchSession(db: Queryable, sessionId: string, at: Date): Promise<void> {
  await db.query('UPDATE sso_sessions SET last_seen_at = $2 WHERE session_id = $1', [
    sessionId,
    at,
  ]);
}

export async function deleteSession(db: Queryable, key: SessionKey, value: string): Promise<void> {
  await db.query(`DELETE FROM sso_sessions WHERE ${key} = $1`, [value]);
}

/** Deletes the sessions idle since `idleBefore` or made before `createdBefore`. */
export async function deleteExpiredSessions(
  db: Queryable,
  limits: { idleBefore: Date; createdBefore: Date },
): Promise<void> {
  await db.query('DELETE FROM sso_sessions WHERE last_seen_at <= $1 OR created_at <= $2', [
    limits.idleBefore,
    limits.createdBefore,
  ]);
}

// Remember tokens (product/accounts-and-sign-in.md#member-state).

export async function insertRememberToken(
  db: Queryable,
  token: { tokenHash: string; partyId: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO remember_tokens (token_hash, party_id, expires_at) VALUES ($1, $2, $3)',
    [token.tokenHash, token.partyId, token.expiresAt],
  );
}

export async function findRememberToken(
  db: Queryable,
  tokenHash: string,
): Promise<{ partyId: string; expiresAt: Date } | undefined> {
  const [row] = await db.query<{ party_id: string; expires_at: Date }>(
    'SELECT party_id, expires_at FROM remember_tokens WHERE token_hash = $1',
    [tokenHash],
  );
  return row && { partyId: row.party_id, expiresAt: row.expires_at };
}

export async function deleteRememberToken(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM remember_tokens WHERE token_hash = $1', [tokenHash]);
}

export async function deleteExpiredRememberTokens(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM remember_tokens WHERE expires_at <= $1', [now]);
}

// The jwt signing key.

/** The database's signing key: `candidate` becomes it if there is none yet. */
export async function readOrCreateSigningKey(db: Queryable, candidate: string): Promise<string> {
  await db.query(
    'INSERT INTO auth_signing_keys (id, secret) VALUES (1, $1) ON CONFLICT DO NOTHING',
    [candidate],
  );
  const [row] = await db.query<{ secret: string }>(
    'SELECT secret FROM auth_signing_keys WHERE id = 1',
  );
  if (!row) throw new Error('The signing key could not be stored');
  return row.secret;
}
