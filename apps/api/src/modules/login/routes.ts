import { gatewayLogin, login, type LoginResponse } from '@clubjoin/contract/auth';
import {
  loginDecisionMessage,
  MEMBER_SERVICES_PHONE,
} from '@clubjoin/domain/accounts/loginAttempt';
import { loginRateLimitMessage } from '@clubjoin/domain/accounts/loginRateLimit';
import { LOGIN_RESULT_CODES } from '@clubjoin/domain/accounts/loginResult';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { valueOrAnswer } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { tooManyRequests } from '../../http/tooManyRequests';
import { setRememberCookie, setSsoCookie } from '../auth/sessionCookies';
import type { ModuleContext } from '../moduleContext';
import { logIn } from './login';

/**
 * The sale-flow and gateway logins (product/accounts-and-sign-in.md#log-in,
 * product/decisions-and-platform.md#services-and-their-addresses): every login status is a 200
 * answer; a Success sets the session's cookies; past the rate limits, 429 with retry-after.
 */
export function registerLoginRoutes(app: FastifyInstance, context: ModuleContext): void {
  const answerLogin = async (
    body: { username: string; password: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<LoginResponse> => {
    const { decision, partyId, session } = valueOrAnswer(
      await logIn(context, { ...body, address: request.ip }),
      ({ retryAfterSeconds }) =>
        tooManyRequests(retryAfterSeconds, loginRateLimitMessage(retryAfterSeconds)),
    );
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
}
