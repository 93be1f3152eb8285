import { gatewayLogin, login, type LoginResponse } from '@clubjoin/contract/auth';
import { unlockKiosk } from '@clubjoin/contract/clubSales';
import {
  loginDecisionMessage,
  MEMBER_SERVICES_PHONE,
} from '@clubjoin/domain/accounts/loginAttempt';
import { loginRateLimitMessage } from '@clubjoin/domain/accounts/loginRateLimit';
import { LOGIN_RESULT_CODES } from '@clubjoin/domain/accounts/loginResult';
import type { Outcome } from '@clubjoin/domain/outcome';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, invalidField, valueOrAnswer } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { tooManyRequests } from '../../http/tooManyRequests';
import { setRememberCookie, setSsoCookie } from '../auth/sessionCookies';
import type { RateLimited } from '../limits/countTowardLimits';
import type { ModuleContext } from '../moduleContext';
import { staffEmailOf } from '../staff/saleTeam';
import { freeKioskSession } from '../staff/kioskSession';
import { requireKioskSeller } from '../staff/staffAccessAnswer';
import { setStaffCookie } from '../staff/staffCookie';
import { checkStaffPassword, type DecidedLogin, logIn, logInStaff } from './login';

/**
 * The sale-flow and gateway logins (product/accounts-and-sign-in.md#log-in,
 * product/decisions-and-platform.md#services-and-their-addresses): every login status is a 200
 * answer; a Success sets the session's cookies (a team member's login, the team-member cookie);
 * past the rate limits, 429 with retry-after.
 */
export function registerLoginRoutes(app: FastifyInstance, context: ModuleContext): void {
  const answerLogin = async <Session extends { ssoId: string }>(
    login: Outcome<DecidedLogin<Session>, RateLimited>,
    setCookies: (session: Session) => void,
  ): Promise<LoginResponse> => {
    const { decision, partyId, session } = valueOrAnswer(login, ({ retryAfterSeconds }) =>
      tooManyRequests(retryAfterSeconds, loginRateLimitMessage(retryAfterSeconds)),
    );
    if (session) setCookies(session);
    return {
      status: decision.status,
      code: LOGIN_RESULT_CODES[decision.status],
      ssoId: session?.ssoId ?? null,
      partyId,
      message: loginDecisionMessage(decision, MEMBER_SERVICES_PHONE),
    };
  };
  const memberLogin = async (
    body: { username: string; password: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ) =>
    answerLogin(await logIn(context, { ...body, address: request.ip }), (session) => {
      setSsoCookie(reply, session.ssoId, session.ssoMaxAgeSeconds);
      setRememberCookie(reply, session.rememberToken, session.rememberMaxAgeSeconds);
    });
  registerEndpoint(app, login, ({ body, raw, reply }) => memberLogin(body, raw, reply));
  // Leaving a kiosk (docs/decisions/0028): the seller's own password, as their login checks it;
  // it alone frees the session from its kiosk (docs/decisions/0035).
  registerEndpoint(app, unlockKiosk, async ({ body, raw }) => {
    const seller = await requireKioskSeller(context, raw);
    const username = (await staffEmailOf(context.db, seller.staffId)) ?? '';
    const checked = valueOrAnswer(
      await checkStaffPassword(context, { username, password: body.password, address: raw.ip }),
      ({ retryAfterSeconds }) =>
        tooManyRequests(retryAfterSeconds, loginRateLimitMessage(retryAfterSeconds)),
    );
    const refusal = loginDecisionMessage(checked.decision, MEMBER_SERVICES_PHONE);
    if (refusal !== null) throw new HttpError(invalidField('body.password', refusal));
    await freeKioskSession(context, seller);
    return null;
  });
  registerEndpoint(app, gatewayLogin, async ({ body, raw, reply }) => {
    if (body.type === 'customer') return memberLogin(body, raw, reply);
    return answerLogin(await logInStaff(context, { ...body, address: raw.ip }), (session) =>
      setStaffCookie(reply, session.ssoId, session.cookieMaxAgeSeconds),
    );
  });
}
