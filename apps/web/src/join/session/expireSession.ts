import { SESSION_COOKIE_NAMES } from '@clubjoin/domain/wizard/sessionCookies';
import { WIZARD_STORES } from '../stores/wizardStores';
import { expireCookie } from '../cookies/cookieJar';

/**
 * Ends the enrolment session (product/accounts-and-sign-in.md#session-timeout: 'No, I'm done', a
 * countdown of zero, or OK on Session Reset "expires the cookies"): every store goes back to its
 * initial state and every session cookie, the current step's included, is expired.
 */
export function expireSession(): void {
  WIZARD_STORES.forEach((store) => store.reset());
  SESSION_COOKIE_NAMES.forEach(expireCookie);
}
