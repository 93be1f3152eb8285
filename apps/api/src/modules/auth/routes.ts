import { gatewayLogout, logout } from '@clubjoin/contract/auth';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { endSessions, ssoIdCredential } from './logout';
import { presentedCredentials } from './presentedCredential';
import { expireMemberCookies } from './sessionCookies';

/**
 * The auth service's sessions (product/decisions-and-platform.md#services-and-their-addresses): the
 * sale-flow and gateway logouts.
 */
export function registerAuthRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, logout, async ({ raw, reply }) => {
    await endSessions(context.db, presentedCredentials(raw).credentials);
    expireMemberCookies(reply);
    reply.code(204);
    return null;
  });

  registerEndpoint(app, gatewayLogout, async ({ body, raw, reply }) => {
    const { credentials } = presentedCredentials(raw);
    await endSessions(context.db, [...ssoIdCredential(body.ssoid), ...credentials]);
    expireMemberCookies(reply);
    reply.code(204);
    return null;
  });
}
