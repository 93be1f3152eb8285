import { REMEMBER_COOKIE, SSO_COOKIE } from '@clubjoin/contract/auth';
import {
  EXPIRED_SSO_SESSION_MESSAGE,
  SSO_SESSION_ABSOLUTE_MS,
  ssoCookieMaxAgeSeconds,
  ssoSessionState,
} from '@clubjoin/domain/accounts/ssoSession';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/httpError';
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

/** The answer to a call with no credential at all. */
const NO_CREDENTIALS_MESSAGE = 'No SSO session was given.';
/**
 * The answer to a malformed credential (product/accounts-and-sign-in.md#profile-errors: 'Bad
 * Request' clears every sign-in artefact).
 */
const BAD_CREDENTIAL_MESSAGE = 'Bad Request';

function expired(reply: FastifyReply, cookieToExpire: string | undefined): HttpError {
  if (cookieToExpire !== undefined) expireCookie(reply, cookieToExpire);
  return new HttpError(401, EXPIRED_SSO_SESSION_MESSAGE);
}

/**
 * Who a request comes from (product/accounts-and-sign-in.md#credentials-and-headers, the SSO
 * cookie; product/accounts-and-sign-in.md#credentials-and-headers): the strongest credential it
 * carries decides. A live session is used (its idle time starts again and an SSO cookie is
 * refreshed); an unknown or ended one answers 401 'Expired SSO Session' and expires its cookie; a
 * malformed one 400 'Bad Request'; none 401. A remember token counts only when `remembered` is
 * accepted, and then only when no stronger credential is present.
 */
export async function authenticate(
  context: ModuleContext,
  request: FastifyRequest,
  reply: FastifyReply,
  accept: 'signedIn' | 'signedInOrRemembered',
): Promise<Caller> {
  const { credentials, malformed } = presentedCredentials(request);
  if (malformed) throw new HttpError(400, BAD_CREDENTIAL_MESSAGE);
  const strongest = credentials.find(
    (credential) => accept === 'signedInOrRemembered' || credential.kind !== 'remember',
  );
  if (!strongest) throw new HttpError(401, NO_CREDENTIALS_MESSAGE);
  if (strongest.kind === 'remember') return remembered(context, reply, strongest);
  return signedIn(context, reply, strongest);
}

async function remembered(
  { db, clock }: ModuleContext,
  reply: FastifyReply,
  credential: Extract<PresentedCredential, { kind: 'remember' }>,
): Promise<Caller> {
  const hash = tokenHash(credential.token);
  const token = await findRememberToken(db, hash);
  if (!token || token.expiresAt.getTime() <= clock().getTime()) {
    if (token) await deleteRememberToken(db, hash);
    throw expired(reply, credential.fromCookie ? REMEMBER_COOKIE : undefined);
  }
  return { kind: 'remembered', partyId: token.partyId };
}

async function signedIn(
  context: ModuleContext,
  reply: FastifyReply,
  credential: Exclude<PresentedCredential, { kind: 'remember' }>,
): Promise<Caller> {
  const { db, clock } = context;
  const key = await signingKey(db);
  const nowMs = clock().getTime();
  const ssoCookie = credential.kind === 'sso' && credential.fromCookie ? SSO_COOKIE : undefined;
  const found = await sessionOf(context, key, credential, nowMs);
  if (!found) throw expired(reply, ssoCookie);
  const state = ssoSessionState(
    { createdAtMs: found.createdAt.getTime(), lastSeenAtMs: found.lastSeenAt.getTime() },
    nowMs,
  );
  if (state !== 'live') {
    await deleteSession(db, 'session_id', found.sessionId);
    throw expired(reply, ssoCookie);
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
  return { kind: 'signedIn', partyId: found.partyId, session, profileToken };
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
 * A malformed credential is still refused with 400.
 */
export async function signedInPartyOf(
  context: ModuleContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | undefined> {
  const { credentials } = presentedCredentials(request);
  if (!credentials.some((credential) => credential.kind !== 'remember')) return undefined;
  try {
    const caller = await authenticate(context, request, reply, 'signedIn');
    return caller.partyId;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return undefined;
    throw error;
  }
}
