import { AUTH_HEADERS, REMEMBER_COOKIE, SSO_COOKIE } from '@clubjoin/contract/auth';
import type { FastifyRequest } from 'fastify';
import { SECRET_TOKEN_PATTERN } from '../identity/secretToken';
import { JWT_PATTERN } from './jwt';

/**
 * A credential a request carries (product/accounts-and-sign-in.md#credentials-and-headers, or the
 * cookies the login set).
 */
export type PresentedCredential =
  | { kind: 'sso'; token: string; fromCookie: boolean }
  | { kind: 'profileToken'; token: string }
  | { kind: 'bearer'; token: string }
  | { kind: 'remember'; token: string; fromCookie: boolean };

/** The well-formed credentials of a request in the order they are tried, and whether any was not. */
export interface PresentedCredentials {
  credentials: PresentedCredential[];
  malformed: boolean;
}

function header(request: FastifyRequest, name: string): string | string[] | undefined {
  const value = request.headers[name];
  return value === '' ? undefined : value;
}

function cookie(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies[name];
  return value === '' ? undefined : value;
}

/**
 * Reads every credential of a request, strongest first: the SSO id (X-LTF-SSOID, then the SSO
 * cookie), the profile token (X-LTF-PROFILE), the bearer jwt (Authorization), then the remember
 * token (X-REMEMBER, then its cookie). A credential that cannot be one (a repeated header, the
 * wrong length, another Authorization scheme) is left out and marks the request malformed.
 */
export function presentedCredentials(request: FastifyRequest): PresentedCredentials {
  const found: PresentedCredential[] = [];
  let malformed = false;
  const secret = (value: string | string[] | undefined, add: (token: string) => void) => {
    if (value === undefined) return;
    if (typeof value === 'string' && SECRET_TOKEN_PATTERN.test(value)) add(value);
    else malformed = true;
  };
  secret(header(request, AUTH_HEADERS.ssoId), (token) =>
    found.push({ kind: 'sso', token, fromCookie: false }),
  );
  secret(cookie(request, SSO_COOKIE), (token) =>
    found.push({ kind: 'sso', token, fromCookie: true }),
  );
  secret(header(request, AUTH_HEADERS.profileToken), (token) =>
    found.push({ kind: 'profileToken', token }),
  );
  const authorization = header(request, AUTH_HEADERS.authorization);
  if (authorization !== undefined) {
    const bearer = typeof authorization === 'string' ? /^Bearer (\S+)$/.exec(authorization) : null;
    if (bearer?.[1] && JWT_PATTERN.test(bearer[1]))
      found.push({ kind: 'bearer', token: bearer[1] });
    else malformed = true;
  }
  secret(header(request, AUTH_HEADERS.remember), (token) =>
    found.push({ kind: 'remember', token, fromCookie: false }),
  );
  secret(cookie(request, REMEMBER_COOKIE), (token) =>
    found.push({ kind: 'remember', token, fromCookie: true }),
  );
  return { credentials: found, malformed };
}
