import { describe, expect, it } from 'vitest';
import {
  EXISTENCE_CHECKS_PER_ADDRESS,
  EXISTENCE_CHECKS_PER_EMAIL,
  IDENTITY_RATE_WINDOW_MS,
  identityRateLimitMessage,
  RESERVATIONS_PER_ADDRESS,
  RESERVATIONS_PER_EMAIL,
} from './identityRateLimit';

describe('identity rate limits: per email and per address, per 15-minute window', () => {
  it('has the documented constants', () => {
    expect([
      IDENTITY_RATE_WINDOW_MS,
      EXISTENCE_CHECKS_PER_EMAIL,
      EXISTENCE_CHECKS_PER_ADDRESS,
      RESERVATIONS_PER_EMAIL,
      RESERVATIONS_PER_ADDRESS,
    ]).toEqual([15 * 60_000, 10, 50, 5, 20]);
  });

  it.each([
    [900, 'Please try again in 15 minutes.'],
    [61, 'Please try again in 2 minutes.'],
    [60, 'Please try again in a minute.'],
    [1, 'Please try again in a minute.'],
  ])('says a wait of %i seconds in whole minutes', (seconds, wait) => {
    expect(identityRateLimitMessage(seconds)).toBe(
      `Too many requests for this email address or from your connection. ${wait}`,
    );
  });
});
