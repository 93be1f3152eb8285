import { describe, expect, it } from 'vitest';
import { daysInMonth, daysLeftInMonth, isFirstOfMonth } from './monthDays';

describe('days of the month (product/pricing-and-dues.md#proration)', () => {
  it.each([
    { date: '2026-06-15', days: 30, left: 16, first: false },
    { date: '2026-07-31', days: 31, left: 1, first: false },
    { date: '2026-07-01', days: 31, left: 31, first: true },
    { date: '2026-02-10', days: 28, left: 19, first: false },
    { date: '2028-02-10', days: 29, left: 20, first: false },
    { date: '2100-02-01', days: 28, left: 28, first: true },
    { date: '2000-02-28', days: 29, left: 2, first: false },
    { date: '2026-04-30', days: 30, left: 1, first: false },
  ])(
    '$date: $days days in the month, $left left including today',
    ({ date, days, left, first }) => {
      expect(daysInMonth(date)).toBe(days);
      expect(daysLeftInMonth(date)).toBe(left);
      expect(isFirstOfMonth(date)).toBe(first);
    },
  );
});
