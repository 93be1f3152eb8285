import { describe, expect, it } from 'vitest';
import {
  EXPIRED_SSO_SESSION_MESSAGE,
  REMEMBER_TOKEN_MS,
  SSO_SESSION_ABSOLUTE_MS,
  SSO_SESSION_IDLE_MS,
  ssoCookieMaxAgeSeconds,
  ssoSessionState,
  type SsoSessionState,
} from './ssoSession';

const LOGIN = Date.UTC(2025, 5, 15, 8, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('SSO session limits: an idle hour (product/accounts-and-sign-in.md#passwords-lockout-and-sessions: 3600 s) and 12 hours in all', () => {
  it('has the documented constants and message', () => {
    expect([SSO_SESSION_IDLE_MS, SSO_SESSION_ABSOLUTE_MS, REMEMBER_TOKEN_MS]).toEqual([
      HOUR,
      12 * HOUR,
      30 * 24 * HOUR,
    ]);
    expect(EXPIRED_SSO_SESSION_MESSAGE).toBe('Expired SSO Session');
  });

  it.each<[string, number, number, SsoSessionState]>([
    ['just made', LOGIN, LOGIN, 'live'],
    ['used 59 minutes ago', LOGIN, LOGIN + 59 * MINUTE, 'live'],
    ['idle for an hour', LOGIN, LOGIN + HOUR, 'idleExpired'],
    [
      'kept in use, 11 h 59 in',
      LOGIN + 11 * HOUR + 30 * MINUTE,
      LOGIN + 11 * HOUR + 59 * MINUTE,
      'live',
    ],
    ['kept in use, 12 h in', LOGIN + 11 * HOUR + 59 * MINUTE, LOGIN + 12 * HOUR, 'absoluteExpired'],
    [
      'idle and past 12 h: the absolute limit is named',
      LOGIN,
      LOGIN + 13 * HOUR,
      'absoluteExpired',
    ],
  ])('%s → %s', (_case, lastSeenAtMs, now, state) => {
    expect(ssoSessionState({ createdAtMs: LOGIN, lastSeenAtMs }, now)).toBe(state);
  });

  it.each<[string, number, number]>([
    ['early in the session: the idle hour', LOGIN + MINUTE, 3600],
    ['30 minutes before the absolute limit', LOGIN + 11 * HOUR + 30 * MINUTE, 1800],
    ['part of a second left is rounded down', LOGIN + 12 * HOUR - 1500, 1],
  ])('ssoCookieMaxAgeSeconds: %s', (_case, now, maxAge) => {
    expect(ssoCookieMaxAgeSeconds({ createdAtMs: LOGIN, lastSeenAtMs: now }, now)).toBe(maxAge);
  });
});
