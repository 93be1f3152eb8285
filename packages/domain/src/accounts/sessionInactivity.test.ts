import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_CHECK_INTERVAL_MS,
  COUNTDOWN_TICK_MS,
  DEFAULT_SESSION_TIMINGS,
  formatCountdown,
  SESSION_INACTIVITY_RESET_MESSAGE,
  SESSION_RESET_MESSAGE,
  sessionInactivity,
  sessionResetMessage,
  WARNING_LEAD_SECONDS,
} from './sessionInactivity';

const LAST = 1_750_000_000_000;
const after = (seconds: number) => LAST + seconds * 1000;

describe('session timings (product/accounts-and-sign-in.md#session-timeout)', () => {
  it('are 3600 s cookies, a 1800 s warning time, a 120 s lead, 1 s ticks, 60 s checks', () => {
    expect(DEFAULT_SESSION_TIMINGS).toEqual({
      warningTimeSeconds: 1800,
      cookieExpirySeconds: 3600,
    });
    expect(WARNING_LEAD_SECONDS).toBe(120);
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    expect(ACTIVITY_CHECK_INTERVAL_MS).toBe(60_000);
  });
});

describe('sessionInactivity (product/accounts-and-sign-in.md#session-timeout)', () => {
  it.each([
    ['just active', 0, { phase: 'active', msUntilWarning: 1_680_000 }],
    ['a second before the popup', 1679, { phase: 'active', msUntilWarning: 1000 }],
    [
      'warning time − 120 s: the popup',
      1680,
      { phase: 'warning', secondsLeft: 120, countdown: '02:00' },
    ],
    ['half a second later', 1680.5, { phase: 'warning', secondsLeft: 120, countdown: '02:00' }],
    [
      'a minute into the countdown',
      1741,
      { phase: 'warning', secondsLeft: 59, countdown: '00:59' },
    ],
    ['the last second', 1799.2, { phase: 'warning', secondsLeft: 1, countdown: '00:01' }],
    [
      'countdown zero',
      1800,
      { phase: 'reset', cookiesExpired: false, message: SESSION_INACTIVITY_RESET_MESSAGE },
    ],
    [
      'past the cookie expiry',
      3600,
      { phase: 'reset', cookiesExpired: true, message: SESSION_INACTIVITY_RESET_MESSAGE },
    ],
  ])('%s (%s s idle)', (_case, idleSeconds, expected) => {
    expect(sessionInactivity(LAST, after(idleSeconds))).toEqual(expected);
  });

  it('follows the configured warning time', () => {
    const timings = { warningTimeSeconds: 600, cookieExpirySeconds: 900 };
    expect(sessionInactivity(LAST, after(479), timings).phase).toBe('active');
    expect(sessionInactivity(LAST, after(480), timings)).toEqual({
      phase: 'warning',
      secondsLeft: 120,
      countdown: '02:00',
    });
    expect(sessionInactivity(LAST, after(900), timings)).toMatchObject({ cookiesExpired: true });
  });
});

describe('session reset messages (product/accounts-and-sign-in.md#session-timeout)', () => {
  it.each([
    ['memberEnded', 'For security reasons, your session has been reset.'],
    ['inactivity', 'For security reasons, your session has been reset due to inactivity.'],
  ] as const)('%s → %s', (reason, message) => {
    expect(sessionResetMessage(reason)).toBe(message);
  });
  it('keeps the spec sentence', () => {
    expect(SESSION_RESET_MESSAGE).toBe('For security reasons, your session has been reset.');
  });
});

describe('formatCountdown (product/accounts-and-sign-in.md#session-timeout: mm:ss)', () => {
  it.each([
    [120, '02:00'],
    [119, '01:59'],
    [60, '01:00'],
    [9, '00:09'],
    [0, '00:00'],
    [754, '12:34'],
  ])('%i → %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });
});
