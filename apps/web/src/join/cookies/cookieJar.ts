import { SESSION_COOKIE_PATH } from '@clubjoin/domain/wizard/sessionCookies';
import { SESSION_COOKIE_EXPIRY_SECONDS } from '@clubjoin/domain/accounts/sessionInactivity';

/** The value of a cookie of this page, undefined when it is not set. */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split('; ')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === name) return pair.slice(at + 1);
  }
  return undefined;
}

/**
 * Writes a session cookie (product/wizard.md#stores-and-session-cookies): path /, living 3600
 * seconds from this write, sent only to this host (the spec's configured domain is not given, so
 * the cookie stays host-only) and only over HTTPS when the page is. The value must already be
 * cookie-safe (no `;`, `,`, space or quote).
 */
export function writeSessionCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${value}; path=${SESSION_COOKIE_PATH}; max-age=${SESSION_COOKIE_EXPIRY_SECONDS}; samesite=lax${secure}`;
}

/**
 * Writes a cookie that lives until the browser session ends (no expiry: the corporate landing
 * page's cookie, product/pages.md#corporate-landing-page), on path /, host-only and only over
 * HTTPS when the page is. The value must already be cookie-safe.
 */
export function writeBrowserSessionCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${value}; path=${SESSION_COOKIE_PATH}; samesite=lax${secure}`;
}

/**
 * Expires a session cookie at once (product/accounts-and-sign-in.md#session-timeout: a session
 * reset expires the cookies). Both max-age and a past expiry date are given, for clients that
 * honour only one of them.
 */
export function expireCookie(name: string): void {
  document.cookie = `${name}=; path=${SESSION_COOKIE_PATH}; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
