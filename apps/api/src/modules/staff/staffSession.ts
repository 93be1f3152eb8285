import { randomUUID } from 'node:crypto';
import { SSO_SESSION_ABSOLUTE_MS, SSO_SESSION_IDLE_MS } from '@clubjoin/domain/accounts/ssoSession';
import type { Queryable } from '../../db/database';
import { newSecretToken, SECRET_TOKEN_PATTERN, tokenHash } from '../identity/secretToken';
import { forgetNavigation } from './navigationCache';
import { deleteExpiredStaffSessions, deleteStaffSession, insertStaffSession } from './store';

/** A new team-member session's secret and how long its cookie lives. */
export interface NewStaffSession {
  ssoId: string;
  cookieMaxAgeSeconds: number;
}

/**
 * Starts a team member's session (decision 0023): a random SSO id stored only as its SHA-256,
 * ending as members' do after an hour without use or 12 hours after the login. The cookie lives
 * until the absolute end; the idle end is the server's to enforce. Expired sessions are cleared
 * out on the way.
 */
export async function startStaffSession(
  tx: Queryable,
  input: { staffId: string; now: Date },
): Promise<NewStaffSession> {
  const nowMs = input.now.getTime();
  await deleteExpiredStaffSessions(tx, {
    idleBefore: new Date(nowMs - SSO_SESSION_IDLE_MS),
    createdBefore: new Date(nowMs - SSO_SESSION_ABSOLUTE_MS),
  });
  const ssoId = newSecretToken();
  await insertStaffSession(tx, {
    sessionId: randomUUID(),
    ssoHash: tokenHash(ssoId),
    staffId: input.staffId,
    createdAt: input.now,
    lastSeenAt: input.now,
  });
  return { ssoId, cookieMaxAgeSeconds: SSO_SESSION_ABSOLUTE_MS / 1000 };
}

/**
 * Ends the team-member session an SSO id names (the logout). An unknown, ended or malformed id is
 * ignored: logging out twice is not an error.
 */
export async function endStaffSession(db: Queryable, ssoId: string): Promise<void> {
  if (!SECRET_TOKEN_PATTERN.test(ssoId)) return;
  const sessionId = await deleteStaffSession(db, tokenHash(ssoId));
  if (sessionId) forgetNavigation([sessionId]);
}
