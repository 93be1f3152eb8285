import { REMEMBER_COOKIE, SSO_COOKIE } from '@clubjoin/contract/auth';
import {
  SSO_SESSION_ABSOLUTE_MS,
  ssoCookieMaxAgeSeconds,
  ssoSessionState,
} from '@clubjoin/domain/accounts/ssoSession';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleContext } from '../moduleContext';
import { tokenHash } from '../identity/secretToken';
import { readJwt, signJwt } from './jwt';
import { type PresentedCredential, presentedCredentials } from './presentedCredential';
import { expireCookie, setSsoCookie } from './sessionCookies';
import { profileTokenFor, signingKey } from './signingKey';
import {
  deleteRememberToken,
  deleteSession,
  findRememberToken,
  findSession,
  type SessionRecord,
  touchSession,
} from './store';

/**
 * Who is calling: a member signed in by a live SSO session, or one only remembered
 * (product/accounts-and-sign-in.md#member-state).
 */
export type Caller =
  | {
      kind: 'signedIn';
      partyId: string;
      session: SessionRecord;
      /** The session's profile token when the caller showed the SSO id or the token itself. */
      profileToken: string | null;
    }
  | { kind: 'remembered'; partyId: string };

/**
 * Why a request is not from a caller the call accepts
 * (product/accounts-and-sign-in.md#profile-errors acts on each answer).
 */
export type AuthFailure =
  /**
   * A credential that is not one (product/accounts-and-sign-in.md#profile-errors: 'Bad Request'
   * clears every sign-in artefact).
   */
  | { kind: 'badCredential' }
  | { kind: 'noCredentials' }
  /** A credential of a session or remember token that is unknown or has ended. */
  | { kind: 'expiredSession' };

/** An ended credential: its cookie, if it came in one, is expired with the answer. */
function expired(
  reply: FastifyReply,
  cookieToExpire: string | undefined,
): Outcome<never, AuthFailure> {
  if (cookieToExpire !== undefined) expireCookie(reply, cookieToExpire);
  return fail({ kind: 'expiredSession' });
}

/**
 * Who a request comes from (product/accounts-and-sign-in.md#credentials-and-headers, the SSO
 * cookie; product/accounts-and-sign-in.md#credentials-and-headers): the strongest credential it
 * carries decides. A live session is used (its idle time starts again and an SSO cookie is
 * refreshed); an unknown or ended one fails and expires its cookie; a malformed one, or none,
 * fails. A remember token counts only when `remembered` is accepted, and then only when no
 * stronger credential is present.
 */
export async function authenticate(
  context: ModuleContext,
  request: FastifyRequest,
  reply: FastifyReply,
  accept: 'signedIn' | 'signedInOrRemembered',
): Promise<Outcome<Caller, AuthFailure>> {
  const { credentials, malformed } = presentedCredentials(request);
  if (malformed) return fail({ kind: 'badCredential' });
  const strongest = credentials.find(
    (credential) => accept === 'signedInOrRemembered' || credential.kind !== 'remember',
  );
  if (!strongest) return fail({ kind: 'noCredentials' });
  if (strongest.kind === 'remember') return remembered(context, reply, strongest);
  return signedIn(context, reply, strongest);
}

async function remembered(
  { db, clock }: ModuleContext,
  reply: FastifyReply,
  credential: Extract<PresentedCredential, { kind: 'remember' }>,
): Promise<Outcome<Caller, AuthFailure>> {
  const hash = tokenHash(credential.token);
  const token = await findRememberToken(db, hash);
  if (!token || token.expiresAt.getTime() <= clock().getTime()) {
    if (token) await deleteRememberToken(db, hash);
    return expired(reply, credential.fromCookie ? REMEMBER_COOKIE : undefined);
  }
  return succeed({ kind: 'remembered', partyId: token.partyId });
}

async function signedIn(
  context: ModuleContext,
  reply: FastifyReply,
  credential: Exclude<PresentedCredential, { kind: 'remember' }>,
): Promise<Outcome<Caller, AuthFailure>> {
  const { db, clock } = context;
  const key = await signingKey(db);
  const nowMs = clock().getTime();
  const ssoCookie = credential.kind === 'sso' && credential.fromCookie ? SSO_COOKIE : undefined;
  const found = await sessionOf(context, key, credential, nowMs);
  if (!found) return expired(reply, ssoCookie);
  const state = ssoSessionState(
    { createdAtMs: found.createdAt.getTime(), lastSeenAtMs: found.lastSeenAt.getTime() },
    nowMs,
  );
  if (state !== 'live') {
    await deleteSession(db, 'session_id', found.sessionId);
    return expired(reply, ssoCookie);
  }
  const now = new Date(nowMs);
  await touchSession(db, found.sessionId, now);
  const session = { ...found, lastSeenAt: now };
  if (credential.kind === 'sso' && credential.fromCookie) {
    const times = { createdAtMs: found.createdAt.getTime(), lastSeenAtMs: nowMs };
    setSsoCookie(reply, credential.token, ssoCookieMaxAgeSeconds(times, nowMs));
  }
  const profileToken =
    credential.kind === 'sso'
      ? profileTokenFor(key, credential.token)
      : credential.kind === 'profileToken'
        ? credential.token
        : null;
  return succeed({ kind: 'signedIn', partyId: found.partyId, session, profileToken });
}

/** The session a signed-in credential names; a jwt must be ours, unexpired and its session's. */
async function sessionOf(
  { db }: ModuleContext,
  key: Buffer,
  credential: Exclude<PresentedCredential, { kind: 'remember' }>,
  nowMs: number,
): Promise<SessionRecord | undefined> {
  switch (credential.kind) {
    case 'sso':
      return findSession(db, 'sso_hash', tokenHash(credential.token));
    case 'profileToken':
      return findSession(db, 'profile_token_hash', tokenHash(credential.token));
    case 'bearer': {
      const claims = readJwt(key, credential.token);
      if (!claims || claims.exp * 1000 <= nowMs || !isUuid(claims.sid)) return undefined;
      const session = await findSession(db, 'session_id', claims.sid);
      return session?.partyId === claims.sub ? session : undefined;
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
function isUuid(text: string): boolean {
  return UUID.test(text);
}

/**
 * A jwt for a signed-in caller (product/accounts-and-sign-in.md#profile, accepted back as
 * Authorization: Bearer). It names the session, so it stops working when the session ends, and
 * expires at the session's absolute limit at the latest.
 */
export async function jwtFor(
  { db, clock }: ModuleContext,
  caller: Extract<Caller, { kind: 'signedIn' }>,
): Promise<string> {
  const key = await signingKey(db);
  const expiresAtMs = caller.session.createdAt.getTime() + SSO_SESSION_ABSOLUTE_MS;
  return signJwt(key, {
    sub: caller.partyId,
    sid: caller.session.sessionId,
    iat: Math.floor(clock().getTime() / 1000),
    exp: Math.floor(expiresAtMs / 1000),
  });
}

/**
 * The party of a caller signed in by a live session, or undefined when the request carries no
 * session or only one that ended (a call that may be made signed in or not, such as staging).
 * A malformed credential still fails.
 */
export async function signedInPartyOf(
  context: ModuleContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Outcome<string | undefined, AuthFailure>> {
  const { credentials } = presentedCredentials(request);
  if (!credentials.some((credential) => credential.kind !== 'remember')) return succeed(undefined);
  const caller = await authenticate(context, request, reply, 'signedIn');
  if (caller.ok) return succeed(caller.value.partyId);
  return caller.failure.kind === 'badCredential' ? caller : succeed(undefined);
}
