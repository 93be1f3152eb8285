import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new secret token: 32 random bytes in base64url (43 characters). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What a secret token looks like; anything else is refused before any lookup. */
export const SECRET_TOKEN_PATTERN = /^[\w-]{43}$/;

/**
 * The SHA-256 of a token, as stored: the tokens are random, so a fast hash is enough, and a copy
 * of the table holds nothing that signs anyone in.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` hashes to `storedHash`, compared in constant time. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const actual = Buffer.from(tokenHash(token), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
