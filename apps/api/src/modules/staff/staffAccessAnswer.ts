import { mayActForClub, mayOpenPage } from '@clubjoin/domain/staff/portalAccess';
import type { FastifyRequest } from 'fastify';
import { type FailureAnswer, HttpError } from '../../http/httpError';
import type { ModuleContext } from '../moduleContext';
import { type StaffAuthFailure, type StaffCaller, staffCaller } from './staffCaller';

export type { StaffCaller } from './staffCaller';

/** The message of a portal call made without a live team-member session. */
export const STAFF_SIGN_IN_MESSAGE = 'Please sign in as a team member.';
/** The message of a portal call a role may not make (the portal shows the same words). */
export const NOT_FOR_YOUR_ROLE_MESSAGE = 'This part of the portal is not available to your role.';
export const NOT_YOUR_CLUB_MESSAGE = 'You do not work at this club.';

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
