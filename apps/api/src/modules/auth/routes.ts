import cookie from '@fastify/cookie';
import {
  gatewayLogin,
  gatewayLogout,
  login,
  type LoginResponse,
  logout,
} from '@clubjoin/contract/auth';
import {
  loginDecisionMessage,
  MEMBER_SERVICES_PHONE,
} from '@clubjoin/domain/accounts/loginAttempt';
import { loginRateLimitMessage } from '@clubjoin/domain/accounts/loginRateLimit';
import { LOGIN_RESULT_CODES } from '@clubjoin/domain/accounts/loginResult';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';
import { tooManyRequests } from '../../http/tooManyRequests';
import type { ModuleContext } from '../moduleContext';
import { logIn } from './login';
import { endSessions, ssoIdCredential } from './logout';
import { presentedCredentials } from './presentedCredential';
import { expireMemberCookies, setRememberCookie, setSsoCookie } from './sessionCookies';

/**
 * The auth service (product/decisions-and-platform.md#services-and-their-addresses): the sale-flow
 * and gateway logins and logouts. It also installs cookie parsing for the whole app, so it is
 * registered before the modules that read sessions.
 */
export function registerAuthRoutes(app: FastifyInstance, context: ModuleContext): void {
  void app.register(cookie);

  const answerLogin = async (
    body: { username: string; password: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<LoginResponse> => {
    const result = await logIn(context, { ...body, address: request.ip });
    if (result.kind === 'limited') {
      throw tooManyRequests(
        reply,
        result.retryAfterSeconds,
        loginRateLimitMessage(result.retryAfterSeconds),
      );
    }
    const { decision, partyId, session } = result;
    if (session) {
      setSsoCookie(reply, session.ssoId, session.ssoMaxAgeSeconds);
      setRememberCookie(reply, session.rememberToken, session.rememberMaxAgeSeconds);
    }
    return {
      status: decision.status,
      code: LOGIN_RESULT_CODES[decision.status],
      ssoId: session?.ssoId ?? null,
      partyId,
      message: loginDecisionMessage(decision, MEMBER_SERVICES_PHONE),
    };
  };
  registerEndpoint(app, login, ({ body, raw, reply }) => answerLogin(body, raw, reply));
  registerEndpoint(app, gatewayLogin, ({ body, raw, reply }) => answerLogin(body, raw, reply));

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
