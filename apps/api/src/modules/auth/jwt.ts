import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What the profile's jwt says: whose it is, which session, when issued and until when (epoch s). */
const JwtClaims = z.object({
  sub: z.string(),
  sid: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type JwtClaims = z.infer<typeof JwtClaims>;

/** What a jwt looks like: three base64url parts. */
export const JWT_PATTERN = /^[\w-]+\.[\w-]+\.[\w-]+$/;

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function signature(key: Buffer, signed: string): Buffer {
  return createHmac('sha256', key).update(signed).digest();
}

/**
 * A compact HS256 jwt (RFC 7519) of the claims (product/accounts-and-sign-in.md#profile: the
 * profile's jwt).
 */
export function signJwt(key: Buffer, claims: JwtClaims): string {
  const signed = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signed}.${signature(key, signed).toString('base64url')}`;
}

/**
 * The claims of a jwt this key signed, or undefined for any other text. Only our own header is
 * accepted (no algorithm is taken from the token); expiry is the caller's to check.
 */
export function readJwt(key: Buffer, token: string): JwtClaims | undefined {
  const [header, payload, signed] = token.split('.');
  if (header !== HEADER || payload === undefined || signed === undefined) return undefined;
  const expected = signature(key, `${header}.${payload}`);
  const actual = Buffer.from(signed, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  try {
    const claims = JwtClaims.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
    return claims.success ? claims.data : undefined;
  } catch {
    return undefined;
  }
}
