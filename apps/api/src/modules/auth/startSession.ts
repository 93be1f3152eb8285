import { randomUUID } from 'node:crypto';
import {
  REMEMBER_TOKEN_MS,
  SSO_SESSION_ABSOLUTE_MS,
  SSO_SESSION_IDLE_MS,
  ssoCookieMaxAgeSeconds,
} from '@clubjoin/domain/accounts/ssoSession';
import type { Queryable } from '../../db/database';
import { newSecretToken, tokenHash } from '../identity/secretToken';
import { profileTokenFor } from './signingKey';
import {
  deleteExpiredRememberTokens,
  deleteExpiredSessions,
  insertRememberToken,
  insertSession,
} from './store';

/** The secrets of a new session, for the login answer and its cookies. */
export interface NewSession {
  ssoId: string;
  ssoMaxAgeSeconds: number;
  rememberToken: string;
  rememberMaxAgeSeconds: number;
}

/**
 * Starts a server-side SSO session for a successful login
 * (product/accounts-and-sign-in.md#passwords-lockout-and-sessions), with a remember token that
 * keeps the member recognised after it ends (product/accounts-and-sign-in.md#member-state).
 * Sessions and tokens already expired are cleared out on the way, so the tables hold only live ones
 * and a few stale ones.
 */
export async function startSession(
  tx: Queryable,
  input: { key: Buffer; partyId: string; now: Date },
): Promise<NewSession> {
  const { key, partyId, now } = input;
  const nowMs = now.getTime();
  await deleteExpiredSessions(tx, {
    idleBefore: new Date(nowMs - SSO_SESSION_IDLE_MS),
    createdBefore: new Date(nowMs - SSO_SESSION_ABSOLUTE_MS),
  });
  await deleteExpiredRememberTokens(tx, now);
  const ssoId = newSecretToken();
  await insertSession(tx, {
    sessionId: randomUUID(),
    ssoHash: tokenHash(ssoId),
    profileTokenHash: tokenHash(profileTokenFor(key, ssoId)),
    partyId,
    createdAt: now,
    lastSeenAt: now,
  });
  const rememberToken = newSecretToken();
  await insertRememberToken(tx, {
    tokenHash: tokenHash(rememberToken),
    partyId,
    expiresAt: new Date(nowMs + REMEMBER_TOKEN_MS),
  });
  return {
    ssoId,
    ssoMaxAgeSeconds: ssoCookieMaxAgeSeconds({ createdAtMs: nowMs, lastSeenAtMs: nowMs }, nowMs),
    rememberToken,
    rememberMaxAgeSeconds: REMEMBER_TOKEN_MS / 1000,
  };
}
