import { MEMBER_ARTEFACT_COOKIES, REMEMBER_COOKIE, SSO_COOKIE } from '@clubjoin/contract/auth';
import { SIGNED_IN_COOKIE } from '@clubjoin/contract/signedInCookie';
import type { FastifyReply } from 'fastify';
import { sessionCookieFlags } from '../../http/sessionCookieFlags';

/**
 * Sets (or refreshes) the SSO cookie for `maxAgeSeconds`
 * (product/wizard.md#stores-and-session-cookies: 3600 s).
 */
export function setSsoCookie(reply: FastifyReply, ssoId: string, maxAgeSeconds: number): void {
  const flags = { ...sessionCookieFlags(reply.request), maxAge: maxAgeSeconds };
  reply.setCookie(SSO_COOKIE, ssoId, flags);
  // The page's only sign of the session (product/accounts-and-sign-in.md#rejoin), living as long.
  reply.setCookie(SIGNED_IN_COOKIE, '1', { ...flags, httpOnly: false });
}

/**
 * Sets the remember cookie, which outlives the session
 * (product/accounts-and-sign-in.md#member-state).
 */
export function setRememberCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(REMEMBER_COOKIE, token, {
    ...sessionCookieFlags(reply.request),
    maxAge: maxAgeSeconds,
  });
}

/**
 * Expires one member cookie, say an SSO cookie whose session has ended (and with it the page's
 * sign of it).
 */
export function expireCookie(reply: FastifyReply, name: string): void {
  reply.clearCookie(name, sessionCookieFlags(reply.request));
  if (name === SSO_COOKIE) reply.clearCookie(SIGNED_IN_COOKIE, sessionCookieFlags(reply.request));
}

/**
 * Expires every member artefact cookie (product/accounts-and-sign-in.md#sign-out: cleared on
 * sign-out).
 */
export function expireMemberCookies(reply: FastifyReply): void {
  for (const name of MEMBER_ARTEFACT_COOKIES) expireCookie(reply, name);
}
