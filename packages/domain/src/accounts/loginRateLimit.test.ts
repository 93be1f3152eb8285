import { describe, expect, it } from 'vitest';
import {
  LOGIN_ATTEMPTS_PER_ACCOUNT,
  LOGIN_ATTEMPTS_PER_ADDRESS,
  LOGIN_RATE_WINDOW_MS,
  loginRateLimitMessage,
  rateVerdict,
  type RateVerdict,
  rateWindowStartMs,
} from './loginRateLimit';

const WINDOW_START = Date.UTC(2025, 5, 15, 12, 0, 0);
const SECOND = 1000;

describe('login rate limits (product/accounts-and-sign-in.md#passwords-lockout-and-sessions): per account and per address, per 15-minute window', () => {
  it('has the documented constants', () => {
    expect([LOGIN_RATE_WINDOW_MS, LOGIN_ATTEMPTS_PER_ACCOUNT, LOGIN_ATTEMPTS_PER_ADDRESS]).toEqual([
      15 * 60 * SECOND,
      10,
      50,
    ]);
  });

  it.each<[string, number, number]>([
    ['a window’s first instant', WINDOW_START, WINDOW_START],
    ['inside a window', WINDOW_START + 7 * 60 * SECOND + 1, WINDOW_START],
    ['a window’s last instant', WINDOW_START + 15 * 60 * SECOND - 1, WINDOW_START],
    ['the next window', WINDOW_START + 15 * 60 * SECOND, WINDOW_START + 15 * 60 * SECOND],
  ])('rateWindowStartMs: %s', (_case, now, start) => {
    expect(rateWindowStartMs(now)).toBe(start);
  });

  it.each<[string, number, number, RateVerdict]>([
    ['the first attempt', 1, WINDOW_START, { allowed: true }],
    ['the last attempt allowed', 10, WINDOW_START + SECOND, { allowed: true }],
    [
      'one over, at the window’s start: the whole window to wait',
      11,
      WINDOW_START,
      { allowed: false, retryAfterSeconds: 900 },
    ],
    [
      'one over, 10 minutes in',
      11,
      WINDOW_START + 10 * 60 * SECOND,
      { allowed: false, retryAfterSeconds: 300 },
    ],
    [
      'part of a second is a whole second',
      30,
      WINDOW_START + 15 * 60 * SECOND - 1,
      { allowed: false, retryAfterSeconds: 1 },
    ],
  ])('rateVerdict: %s', (_case, attempts, now, verdict) => {
    expect(rateVerdict({ attempts, limit: 10, nowMs: now })).toEqual(verdict);
  });

  it('honours another window length', () => {
    expect(
      rateVerdict({ attempts: 2, limit: 1, nowMs: 30 * SECOND, windowMs: 60 * SECOND }),
    ).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it('says when to try again', () => {
    expect(loginRateLimitMessage(300)).toBe(
      'Too many login attempts. Please try again in 300 seconds.',
    );
  });
});
