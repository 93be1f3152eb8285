import { STAFF_SSO_COOKIE } from '@clubjoin/contract/teamMember';
import type { FastifyReply } from 'fastify';
import { sessionCookieFlags } from '../../http/sessionCookieFlags';

/** Sets the team-member SSO cookie (decision 0023), with the members' cookie flags. */
export function setStaffCookie(reply: FastifyReply, ssoId: string, maxAgeSeconds: number): void {
  reply.setCookie(STAFF_SSO_COOKIE, ssoId, {
    ...sessionCookieFlags(reply.request),
    maxAge: maxAgeSeconds,
  });
}

/** Expires the team-member SSO cookie (the logout, or a session that ended). */
export function expireStaffCookie(reply: FastifyReply): void {
  reply.clearCookie(STAFF_SSO_COOKIE, sessionCookieFlags(reply.request));
}
