import type { MemberState } from './memberState';
import { EXPIRED_SSO_SESSION_MESSAGE } from './ssoSession';

/**
 * What a failed profile fetch may clear (product/accounts-and-sign-in.md#profile-errors): the sso
 * cookie, the auth session, the profile token, the remember token, and the stored profile (party
 * id, member details, personalization).
 */
export const SIGN_IN_STORES = [
  'sso',
  'authSession',
  'profileToken',
  'rememberToken',
  'storedProfile',
] as const;
export type SignInStore = (typeof SIGN_IN_STORES)[number];

/** A failed profile fetch: its HTTP status and its message, as far as either is known. */
export interface ProfileError {
  status?: number | undefined;
  message?: string | undefined;
}

/** The statuses that sign the member out (product/accounts-and-sign-in.md#profile-errors). */
const SIGN_OUT_STATUSES: readonly number[] = [400, 401, 502];
/**
 * Messages of an sso that is no longer good (product/accounts-and-sign-in.md#profile-errors;
 * product/errors-and-messages.md#session-messages).
 */
const EXPIRED_SESSION_MESSAGES = [EXPIRED_SSO_SESSION_MESSAGE, 'timeout'];
/**
 * The answer to a malformed credential (product/accounts-and-sign-in.md#profile-errors: it clears
 * every sign-in artefact).
 */
export const BAD_CREDENTIAL_MESSAGE = 'Bad Request';
/**
 * The answer for a party whose profile is gone (product/accounts-and-sign-in.md#profile-errors: it
 * clears every sign-in artefact).
 */
export const PROFILE_MISSING_MESSAGE = 'Profile does not exist';
/**
 * Messages of a profile that cannot be had at all (product/accounts-and-sign-in.md#profile-errors).
 */
const MISSING_PROFILE_MESSAGES = [BAD_CREDENTIAL_MESSAGE, PROFILE_MISSING_MESSAGE];

/**
 * What a failed profile fetch clears (product/accounts-and-sign-in.md#profile-errors), in
 * SIGN_IN_STORES order:
 * - status 400, 401 or 502: the sso and the auth session; in the remembered state also the
 *   profile token and the remember token;
 * - a message containing 'Expired SSO Session' or 'timeout': the sso and the auth session;
 * - a message containing 'Bad Request' or 'Profile does not exist': everything and the session.
 * An error matching several rules clears what each clears; any other error clears nothing.
 */
export function storesClearedByProfileError(
  error: ProfileError,
  state: MemberState,
): SignInStore[] {
  const message = error.message ?? '';
  const mentions = (texts: readonly string[]) => texts.some((text) => message.includes(text));
  const cleared = new Set<SignInStore>();
  const clear = (...stores: SignInStore[]) => stores.forEach((store) => cleared.add(store));
  if (error.status !== undefined && SIGN_OUT_STATUSES.includes(error.status)) {
    clear('sso', 'authSession');
    if (state === 'remembered') clear('profileToken', 'rememberToken');
  }
  if (mentions(EXPIRED_SESSION_MESSAGES)) clear('sso', 'authSession');
  if (mentions(MISSING_PROFILE_MESSAGES)) clear(...SIGN_IN_STORES);
  return SIGN_IN_STORES.filter((store) => cleared.has(store));
}
