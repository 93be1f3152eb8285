import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { readOrCreateSigningKey } from './store';

/** Each database's key, read once: it never changes, so every process may keep a copy. */
const keys = new WeakMap<Database, Promise<Buffer>>();

/**
 * The key that signs the profile's jwt and derives its profile token. It lives in the database,
 * made by whichever process needs it first, so every process sharing the database agrees on it.
 */
export function signingKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = readOrCreateSigningKey(db, randomBytes(32).toString('base64url')).then((secret) =>
      Buffer.from(secret, 'base64url'),
    );
    // A failed read (the database briefly away) is tried again by the next caller.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/**
 * The profile token of a session (product/accounts-and-sign-in.md#profile, sent back as
 * X-LTF-PROFILE): derived from its SSO id, so only the SSO id's holder can have it and the database
 * needs to keep only its hash.
 */
export function profileTokenFor(key: Buffer, ssoId: string): string {
  return createHmac('sha256', key).update(`profile-token:${ssoId}`).digest('base64url');
}
