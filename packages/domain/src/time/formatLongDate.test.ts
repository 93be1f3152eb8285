import { describe, expect, it } from 'vitest';
import { formatLongDate } from './formatLongDate';

describe('a date in a sentence', () => {
  it.each([
    { date: '2027-03-01', expected: 'March 1, 2027' },
    { date: '2026-12-31', expected: 'December 31, 2026' },
    { date: '2027-01-09', expected: 'January 9, 2027' },
  ])('$date reads "$expected"', ({ date, expected }) => {
    expect(formatLongDate(date)).toBe(expected);
  });
});
