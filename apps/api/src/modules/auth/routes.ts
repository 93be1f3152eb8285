import { gatewayLogout, logout } from '@clubjoin/contract/auth';
import { STAFF_SSO_COOKIE } from '@clubjoin/contract/teamMember';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { endSessions, ssoIdCredential } from './logout';
import { presentedCredentials } from './presentedCredential';
import { expireMemberCookies } from './sessionCookies';
import { presentedStaffSsoId } from '../staff/staffCaller';
import { expireStaffCookie } from '../staff/staffCookie';
import { endStaffSession } from '../staff/staffSession';

/**
 * The auth service's sessions (product/decisions-and-platform.md#services-and-their-addresses): the
 * sale-flow and gateway logouts.
 */
export function registerAuthRoutes(app: FastifyInstance, context: ModuleContext): void {
  /** A team member's session the request carries ends with any logout (decision 0023). */
  const endStaffSessionOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const staffSsoId = presentedStaffSsoId(request);
    if (staffSsoId !== undefined) await endStaffSession(context.db, staffSsoId);
    if (request.cookies[STAFF_SSO_COOKIE] !== undefined) expireStaffCookie(reply);
  };

  registerEndpoint(app, logout, async ({ raw, reply }) => {
    await endSessions(context.db, presentedCredentials(raw).credentials);
    await endStaffSessionOf(raw, reply);
    expireMemberCookies(reply);
    reply.code(204);
    return null;
  });

  registerEndpoint(app, gatewayLogout, async ({ body, raw, reply }) => {
    const { credentials } = presentedCredentials(raw);
    await endSessions(context.db, [...ssoIdCredential(body.ssoid), ...credentials]);
    // The ssoid may be a team member's (decision 0023): their session ends the same way.
    await endStaffSession(context.db, body.ssoid);
    await endStaffSessionOf(raw, reply);
    expireMemberCookies(reply);
    reply.code(204);
    return null;
  });
}
