import { AUTH_HEADERS } from '@clubjoin/contract/auth';
import { STAFF_SSO_COOKIE } from '@clubjoin/contract/teamMember';
import { ssoSessionState } from '@clubjoin/domain/accounts/ssoSession';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import { actsForEveryClub, type StaffRole } from '@clubjoin/domain/staff/roles';
import type { FastifyRequest } from 'fastify';
import type { ModuleContext } from '../moduleContext';
import { SECRET_TOKEN_PATTERN, tokenHash } from '../identity/secretToken';
import { forgetNavigation } from './navigationCache';
import { deleteStaffSession, findStaffById, findStaffSession, touchStaffSession } from './store';

/** A signed-in team member, as every portal endpoint sees them (product/team-portal.md#staff-roles). */
export interface StaffCaller {
  staffId: string;
  displayName: string;
  role: StaffRole;
  /** The clubs they are assigned; `everyClub` says whether their role acts for every club anyway. */
  clubIds: readonly string[];
  everyClub: boolean;
  /** The session the call came with (its navigation is kept by it). */
  sessionId: string;
  /**
   * The club of the kiosk the session is bound to (docs/decisions/0035), or null: a kiosk's
   * session sells at that club and reaches nothing of the portal until a team member unlocks it.
   */
  kioskClubId: string | null;
}

/** Why a call is not a signed-in team member's. */
export type StaffAuthFailure =
  /** No team-member credential at all. */
  | { kind: 'notSignedIn' }
  /** A credential that cannot be one (a repeated header, another scheme, the wrong length). */
  | { kind: 'badCredential' }
  /** A session that is unknown, ended, or whose team member was deactivated. */
  | { kind: 'sessionEnded' };

/** A header or cookie sent empty counts as not sent. */
function sent(value: string | string[] | undefined): string | string[] | undefined {
  return value === '' ? undefined : value;
}

/**
 * The team-member SSO id a request carries (product/team-portal.md#staff-sign-in-and-authorize,
 * the headers of product/accounts-and-sign-in.md#credentials-and-headers): X-LTF-SSOID, else
 * `Authorization: Bearer <sso id>` (a caller that is no browser, such as a door reader), else the
 * team-member cookie.
 */
function presentedSsoId(request: FastifyRequest): Outcome<string, StaffAuthFailure> {
  const header = sent(request.headers[AUTH_HEADERS.ssoId]);
  const authorization = sent(request.headers[AUTH_HEADERS.authorization]);
  const bearer =
    authorization === undefined
      ? undefined
      : typeof authorization === 'string'
        ? (/^Bearer (\S+)$/.exec(authorization)?.[1] ?? null)
        : null;
  const cookie = sent(request.cookies[STAFF_SSO_COOKIE]);
  const presented = header ?? bearer ?? cookie;
  if (presented === undefined) return fail({ kind: 'notSignedIn' });
  if (typeof presented !== 'string' || !SECRET_TOKEN_PATTERN.test(presented)) {
    return fail({ kind: 'badCredential' });
  }
  return succeed(presented);
}

/**
 * The team member of a live session named by its SSO id, or undefined. Using the session starts
 * its idle time again; an ended one, or one of a deactivated team member, is deleted.
 */
export async function staffOfSession(
  { db, clock }: ModuleContext,
  ssoId: string,
): Promise<StaffCaller | undefined> {
  if (!SECRET_TOKEN_PATTERN.test(ssoId)) return undefined;
  const hash = tokenHash(ssoId);
  const session = await findStaffSession(db, hash);
  if (!session) return undefined;
  const now = clock();
  const times = {
    createdAtMs: session.createdAt.getTime(),
    lastSeenAtMs: session.lastSeenAt.getTime(),
  };
  const staff = await findStaffById(db, session.staffId);
  if (ssoSessionState(times, now.getTime()) !== 'live' || !staff?.active) {
    await deleteStaffSession(db, hash);
    forgetNavigation([session.sessionId]);
    return undefined;
  }
  await touchStaffSession(db, session.sessionId, now);
  return {
    staffId: staff.staffId,
    displayName: staff.displayName,
    role: staff.role,
    clubIds: staff.clubIds,
    everyClub: actsForEveryClub(staff.role),
    sessionId: session.sessionId,
    kioskClubId: session.kioskClubId,
  };
}

/** The team member a request comes from, by the SSO id it carries. */
export async function staffCaller(
  context: ModuleContext,
  request: FastifyRequest,
): Promise<Outcome<StaffCaller, StaffAuthFailure>> {
  const ssoId = presentedSsoId(request);
  if (!ssoId.ok) return ssoId;
  const staff = await staffOfSession(context, ssoId.value);
  return staff ? succeed(staff) : fail({ kind: 'sessionEnded' });
}

/** The team-member SSO id a request carries, if any is well formed (the logout ends it). */
export function presentedStaffSsoId(request: FastifyRequest): string | undefined {
  const ssoId = presentedSsoId(request);
  return ssoId.ok ? ssoId.value : undefined;
}
