import type { FastifyRequest } from 'fastify';

/**
 * Whether the browser reached us over HTTPS: directly, or through a proxy TRUST_PROXY believes
 * (Fastify reads its X-Forwarded-Proto then). An untrusted caller's header changes nothing.
 */
function cameOverHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * The flags of every session cookie, a member's or a team member's
 * (product/accounts-and-sign-in.md#passwords-lockout-and-sessions): httpOnly, SameSite=Lax, path /,
 * Secure over HTTPS.
 */
export function sessionCookieFlags(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: cameOverHttps(request) } as const;
}
