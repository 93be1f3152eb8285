import { LOGIN_STATUSES } from '@clubjoin/domain/accounts/loginResult';
import { loginEmailSchema } from '@clubjoin/domain/validation/email';
import { loginPasswordSchema } from '@clubjoin/domain/validation/password';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { SIGNED_IN_COOKIE } from './signedInCookie';
import { OpaqueId } from './id';
import { Text } from './text';

/**
 * The cookies of a signed-in member. Their names share the sales app's prefix
 * (product/wizard.md#stores-and-session-cookies, like 'lt-oms-current-step'). The server sets the
 * first two, httpOnly; the others are the member artefacts the browser may keep
 * (product/accounts-and-sign-in.md#sign-out: party id, roles, employee details, authorization), and
 * logging out expires them all.
 */
export const SSO_COOKIE = 'lt-oms-sso';
export const REMEMBER_COOKIE = 'lt-oms-remember';
export const MEMBER_ARTEFACT_COOKIES = [
  SSO_COOKIE,
  REMEMBER_COOKIE,
  SIGNED_IN_COOKIE,
  'lt-oms-party-id',
  'lt-oms-roles',
  'lt-oms-employee',
  'lt-oms-authorization',
] as const;

/**
 * The headers a client may sign its calls with instead of the cookies
 * (product/accounts-and-sign-in.md#credentials-and-headers): the SSO id, the remember token, the
 * profile token, and `Authorization: Bearer <jwt>`.
 */
export const AUTH_HEADERS = {
  ssoId: 'x-ltf-ssoid',
  remember: 'x-remember',
  profileToken: 'x-ltf-profile',
  authorization: 'authorization',
} as const;

/**
 * A login (product/accounts-and-sign-in.md#log-in): the username is the prefilled email and the
 * password is required; the sale flow sends type=customer, the only type of member that signs in
 * here.
 */
export const LoginRequest = z
  .object({
    username: loginEmailSchema,
    password: loginPasswordSchema,
    type: z.literal('customer', { error: "The login type is 'customer'." }),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof LoginRequest>;

/**
 * Who a gateway login signs in (product/team-portal.md#staff-sign-in-and-authorize): a member
 * (`customer`, as the sale flow sends) or a team member of the portal (`employee`, decision 0023).
 */
export const LOGIN_TYPES = ['customer', 'employee'] as const;

/** The gateway login: a member's, or a team member's. */
export const GatewayLoginRequest = LoginRequest.extend({
  type: z.enum(LOGIN_TYPES, { error: "The login type is 'customer' or 'employee'." }),
}).meta({ id: 'GatewayLoginRequest' });
export type GatewayLoginRequest = z.input<typeof GatewayLoginRequest>;

/**
 * The login answer (product/accounts-and-sign-in.md#login-results): the status, its numeric code
 * (product/accounts-and-sign-in.md#login-results), and on Success the SSO id and party id; the
 * message is the one the login page shows for a failure
 * (product/accounts-and-sign-in.md#login-problems), null on Success. Every status is answered with
 * HTTP 200: the status is the answer.
 */
export const LoginResponse = z
  .object({
    status: z.enum(LOGIN_STATUSES),
    code: z
      .number()
      .int()
      .describe(
        '0 success, 203 change password, -201, -207, -208 (product/accounts-and-sign-in.md#login-results)',
      ),
    ssoId: z.string().nullable(),
    partyId: OpaqueId.nullable(),
    message: z.string().nullable(),
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** The gateway logout (product/accounts-and-sign-in.md#sign-out: body ssoid). */
export const LogoutRequest = z
  .object({ ssoid: Text.trim().min(1, 'Please send the ssoid to log out.').max(256) })
  .meta({ id: 'LogoutRequest' });
export type LogoutRequest = z.input<typeof LogoutRequest>;

const loginDescription =
  'Signs a member in. On Success the SSO session is also set as an httpOnly cookie. Answers 429 with retry-after when the account or the address tried too often.';

/**
 * The sale flow's login (product/accounts-and-sign-in.md#log-in;
 * product/decisions-and-platform.md#services-and-their-addresses).
 */
export const login = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  summary: `Sale-flow login. ${loginDescription}`,
  tags: ['auth'],
  body: LoginRequest,
  status: 200,
  response: LoginResponse,
});

/**
 * Sign-out of the sale flow: ends the session of the cookie or headers and expires the artefacts
 * (product/accounts-and-sign-in.md#sign-out).
 */
export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  summary:
    'Sign-out: ends the caller’s SSO session, member or team member, and expires their cookies',
  tags: ['auth'],
  status: 204,
  response: z.null().describe('No content'),
});

/**
 * The gateway login (product/accounts-and-sign-in.md#log-in: POST auth/v2/login, body username,
 * password, type).
 */
export const gatewayLogin = defineEndpoint({
  method: 'POST',
  path: '/api/gateway/auth/v2/login',
  summary: `Gateway login of a member (type customer) or a team member (type employee, whose session is the lt-tm-sso cookie). ${loginDescription}`,
  tags: ['auth'],
  body: GatewayLoginRequest,
  status: 200,
  response: LoginResponse,
});

/**
 * The gateway logout (product/accounts-and-sign-in.md#sign-out: POST auth/v2/logout, body ssoid),
 * and the member cookies expired.
 */
export const gatewayLogout = defineEndpoint({
  method: 'POST',
  path: '/api/gateway/auth/v2/logout',
  summary:
    'Gateway logout: ends the member or team-member SSO session named by ssoid or carried by the request, and expires their cookies',
  tags: ['auth'],
  body: LogoutRequest,
  status: 204,
  response: z.null().describe('No content'),
});
