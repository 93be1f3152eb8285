import { mayActForClub, mayOpenPage, maySellInClub } from '@clubjoin/domain/staff/portalAccess';
import type { Channel } from '@clubjoin/domain/vocabulary';
import type { FastifyRequest } from 'fastify';
import { type FailureAnswer, HttpError, invalidField } from '../../http/httpError';
import type { ModuleContext } from '../moduleContext';
import { type StaffAuthFailure, type StaffCaller, staffCaller } from './staffCaller';

export type { StaffCaller } from './staffCaller';

/** The message of a portal call made without a live team-member session. */
export const STAFF_SIGN_IN_MESSAGE = 'Please sign in as a team member.';
/** The message of a portal call a role may not make (the portal shows the same words). */
export const NOT_FOR_YOUR_ROLE_MESSAGE = 'This part of the portal is not available to your role.';
export const NOT_YOUR_CLUB_MESSAGE = 'You do not work at this club.';
/** The message of a portal call made with a session bound to a kiosk (docs/decisions/0035). */
export const KIOSK_SESSION_MESSAGE =
  'This device is a kiosk: a team member must leave the kiosk before using the portal.';
/** The message of a sale-flow call of a kiosk for another club than its own. */
export const KIOSK_CLUB_MESSAGE = 'This kiosk sells for its own club only.';

/**
 * Refuses with 403 a session bound to a kiosk (docs/decisions/0035): the prospect using the kiosk
 * rides the seller's session, so it reaches the sale and the unlock, nothing of the portal.
 */
export function refuseKiosk(caller: StaffCaller): void {
  if (caller.kioskClubId !== null) {
    throw new HttpError({ status: 403, message: KIOSK_SESSION_MESSAGE });
  }
}

/** A 401 for a call without a live team-member session: never a redirect (product/team-portal.md). */
export function staffAuthFailureAnswer(failure: StaffAuthFailure): FailureAnswer {
  const message =
    failure.kind === 'badCredential'
      ? 'The team-member credential is malformed. Please sign in again.'
      : STAFF_SIGN_IN_MESSAGE;
  return { status: 401, message };
}

/**
 * The team member calling a portal endpoint that serves `page` (a path of the portal's tree):
 * 401 when not signed in or the session ended, 403 when their role may not open the page
 * (product/team-portal.md#staff-roles: every staff endpoint checks the role). Every portal route
 * starts with it.
 */
export async function requireStaff(
  context: ModuleContext,
  request: FastifyRequest,
  page: string,
): Promise<StaffCaller> {
  const caller = await staffCaller(context, request);
  if (!caller.ok) throw new HttpError(staffAuthFailureAnswer(caller.failure));
  refuseKiosk(caller.value);
  if (!mayOpenPage(caller.value.role, page)) {
    throw new HttpError({ status: 403, message: NOT_FOR_YOUR_ROLE_MESSAGE });
  }
  return caller.value;
}

/**
 * Refuses with 403 a club the caller may not act for (product/team-portal.md#staff-roles: every
 * staff endpoint checks the club): one of theirs, or any for a role that spans the chain.
 */
export function requireClub(caller: StaffCaller, clubId: string): void {
  if (!mayActForClub(caller, clubId)) {
    throw new HttpError({ status: 403, message: NOT_YOUR_CLUB_MESSAGE });
  }
}

/**
 * The club a portal request works on: the one named, if the team member acts for it (403
 * otherwise); else their first club. An administrator, who acts for every club, names one (400).
 */
export function workingClub(caller: StaffCaller, clubId: string | undefined): string {
  if (clubId !== undefined) {
    requireClub(caller, clubId);
    return clubId;
  }
  const [first] = caller.clubIds;
  if (first === undefined) throw new HttpError(invalidField('clubId', 'Choose a club.'));
  return first;
}

/** The message of a /club-sales call by a role that does not sell. */
export const NOT_A_SELLER_MESSAGE =
  'Only sales advisors, club managers and administrators sell at the club.';

/**
 * The seller signed in on a device, kiosk or not (docs/decisions/0028): 401 without a live
 * team-member session, 403 for a role that does not sell at the club. Only the kiosk's unlock
 * takes a kiosk's session this way; every other /club-sales call uses requireSeller.
 */
export async function requireKioskSeller(
  context: ModuleContext,
  request: FastifyRequest,
): Promise<StaffCaller> {
  const caller = await staffCaller(context, request);
  if (!caller.ok) throw new HttpError(staffAuthFailureAnswer(caller.failure));
  if (!maySellInClub(caller.value.role)) {
    throw new HttpError({ status: 403, message: NOT_A_SELLER_MESSAGE });
  }
  return caller.value;
}

/**
 * The team member of a /club-sales call (docs/decisions/0028): 401 without a live team-member
 * session, 403 for a role that does not sell at the club or a session bound to a kiosk
 * (docs/decisions/0035).
 */
export async function requireSeller(
  context: ModuleContext,
  request: FastifyRequest,
): Promise<StaffCaller> {
  const seller = await requireKioskSeller(context, request);
  refuseKiosk(seller);
  return seller;
}

/** The channel of a sale-flow call, as proof decides it, with the seller of an in-club one. */
export type ProvenChannel = { channel: 'Online' } | { channel: 'InClub'; seller: StaffCaller };

/**
 * The channel of a sale-flow call (cart, staging) decided by proof, never by its body alone
 * (docs/decisions/0028): a live session of a team member who sells makes it InClub, for a club of
 * theirs only (403 otherwise; a kiosk's session for its kiosk's club only, docs/decisions/0035),
 * whatever the body says. Without such a session the call is Online; a body that claims InClub
 * then is refused: 401 without a live team-member session, 403 for a role that does not sell.
 */
export async function provenChannel(
  context: ModuleContext,
  request: FastifyRequest,
  claimed: Channel,
  clubId: string,
): Promise<ProvenChannel> {
  const caller = await staffCaller(context, request);
  if (!caller.ok) {
    if (claimed === 'InClub') throw new HttpError(staffAuthFailureAnswer(caller.failure));
    return { channel: 'Online' };
  }
  if (!maySellInClub(caller.value.role)) {
    if (claimed === 'InClub') {
      throw new HttpError({ status: 403, message: NOT_FOR_YOUR_ROLE_MESSAGE });
    }
    return { channel: 'Online' };
  }
  requireClub(caller.value, clubId);
  const { kioskClubId } = caller.value;
  if (kioskClubId !== null && kioskClubId !== clubId) {
    throw new HttpError({ status: 403, message: KIOSK_CLUB_MESSAGE });
  }
  return { channel: 'InClub', seller: caller.value };
}
