import { BAD_CREDENTIAL_MESSAGE } from '@clubjoin/domain/accounts/profileErrors';
import { EXPIRED_SSO_SESSION_MESSAGE } from '@clubjoin/domain/accounts/ssoSession';
import type { FailureAnswer } from '../../http/httpError';
import type { AuthFailure } from './authenticate';

/** The answer to a call with no credential at all. */
const NO_CREDENTIALS_MESSAGE = 'No SSO session was given.';

/**
 * How every route that needs a caller answers one it does not accept, in the words
 * product/accounts-and-sign-in.md#profile-errors acts on: 400 'Bad Request' for a malformed
 * credential, 401 for none or an ended one.
 */
export function authFailureAnswer(failure: AuthFailure): FailureAnswer {
  switch (failure.kind) {
    case 'badCredential':
      return { status: 400, message: BAD_CREDENTIAL_MESSAGE };
    case 'noCredentials':
      return { status: 401, message: NO_CREDENTIALS_MESSAGE };
    case 'expiredSession':
      return { status: 401, message: EXPIRED_SSO_SESSION_MESSAGE };
  }
}
