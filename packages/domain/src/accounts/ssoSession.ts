import { SESSION_COOKIE_EXPIRY_SECONDS } from './sessionInactivity';

/**
 * A server-side SSO session ends after an hour without use, the session cookies' lifetime of
 * product/accounts-and-sign-in.md#passwords-lockout-and-sessions (3600 s), and in any case 12 hours
 * after the login that made it, so a session kept alive by a forgotten open tab still ends within a
 * day.
 */
export const SSO_SESSION_IDLE_MS = SESSION_COOKIE_EXPIRY_SECONDS * 1000;
export const SSO_SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;

/**
 * A remember token keeps a member recognised (product/accounts-and-sign-in.md#member-state:
 * remembered) for 30 days after the login that issued it; it never signs anyone in by itself.
 */
export const REMEMBER_TOKEN_MS = 30 * 24 * 60 * 60_000;

/**
 * The message of an SSO session that is no longer good
 * (product/errors-and-messages.md#session-messages,
 * product/accounts-and-sign-in.md#profile-errors).
 */
export const EXPIRED_SSO_SESSION_MESSAGE = 'Expired SSO Session';

/** When a session began and when it was last used (epoch ms). */
export interface SsoSessionTimes {
  createdAtMs: number;
  lastSeenAtMs: number;
}

export type SsoSessionState = 'live' | 'idleExpired' | 'absoluteExpired';

/** Whether a session is live at `nowMs`, or which limit ended it (the absolute one first). */
export function ssoSessionState(session: SsoSessionTimes, nowMs: number): SsoSessionState {
  if (nowMs >= session.createdAtMs + SSO_SESSION_ABSOLUTE_MS) return 'absoluteExpired';
  if (nowMs >= session.lastSeenAtMs + SSO_SESSION_IDLE_MS) return 'idleExpired';
  return 'live';
}

/**
 * The SSO cookie's max-age when a live session is used at `nowMs`: the idle limit, cut short by
 * the absolute limit, in whole seconds rounded down so the cookie never outlives the session.
 */
export function ssoCookieMaxAgeSeconds(session: SsoSessionTimes, nowMs: number): number {
  const untilAbsolute = session.createdAtMs + SSO_SESSION_ABSOLUTE_MS - nowMs;
  return Math.floor(Math.min(SSO_SESSION_IDLE_MS, untilAbsolute) / 1000);
}
