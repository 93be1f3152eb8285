import { describe, expect, it } from 'vitest';
import { isCardExpired, parseCardExpiry } from './cardExpiry';

describe('isCardExpired (product/decisions-and-platform.md#payment-gateway: good through the last day of the expiry month)', () => {
  it.each([
    [11, 2026, '2026-11-30', false],
    [11, 2026, '2026-12-01', true],
    [12, 2026, '2026-11-21', false],
    [10, 2026, '2026-11-01', true],
    [1, 2027, '2026-12-31', false],
    [12, 2025, '2026-01-01', true],
  ])('%d/%d on %s: expired %s', (month, year, today, expired) => {
    expect(isCardExpired(month, year, today)).toBe(expired);
  });
});

describe('parseCardExpiry', () => {
  it.each([
    ['09/27', { month: 9, year: 2027 }],
    ['9/27', { month: 9, year: 2027 }],
    [' 12 / 2030 ', { month: 12, year: 2030 }],
  ])('reads %j', (text, expected) => {
    expect(parseCardExpiry(text)).toEqual(expected);
  });

  it.each(['', '13/27', '00/27', '0927', '09/7', 'ab/cd', '09/202'])('refuses %j', (text) => {
    expect(parseCardExpiry(text)).toBeUndefined();
  });
});
