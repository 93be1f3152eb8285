import type { Database } from '../../db/database';
import { SECRET_TOKEN_PATTERN, tokenHash } from '../identity/secretToken';
import { readJwt } from './jwt';
import type { PresentedCredential } from './presentedCredential';
import { signingKey } from './signingKey';
import { deleteRememberToken, deleteSession } from './store';

/**
 * Ends what the given credentials name (product/accounts-and-sign-in.md#sign-out): the SSO session
 * of an SSO id, profile token or jwt, and a remember token. Unknown or ended ones are ignored:
 * logging out twice, or after the session expired, is not an error.
 */
export async function endSessions(
  db: Database,
  credentials: readonly PresentedCredential[],
): Promise<void> {
  for (const credential of credentials) {
    switch (credential.kind) {
      case 'sso':
        await deleteSession(db, 'sso_hash', tokenHash(credential.token));
        break;
      case 'profileToken':
        await deleteSession(db, 'profile_token_hash', tokenHash(credential.token));
        break;
      case 'bearer': {
        const claims = readJwt(await signingKey(db), credential.token);
        if (claims) await deleteSession(db, 'session_id', claims.sid);
        break;
      }
      case 'remember':
        await deleteRememberToken(db, tokenHash(credential.token));
        break;
    }
  }
}

/**
 * The gateway logout's ssoid (product/accounts-and-sign-in.md#sign-out) as a credential, when it
 * can be one.
 */
export function ssoIdCredential(ssoid: string): PresentedCredential[] {
  return SECRET_TOKEN_PATTERN.test(ssoid) ? [{ kind: 'sso', token: ssoid, fromCookie: false }] : [];
}
