import { describe, expect, it } from 'vitest';
import { type GuestPassDetails, withGuestPassReset, ZERO_CACHE_DATE } from './guestPass';

const TODAY = '2025-06-15';
const details = (
  lastCacheDate: string,
  guestPassPeriod: 'month' | 'year',
): GuestPassDetails & { memberId: string } => ({
  memberId: 'm-1',
  lastCacheDate,
  clubVisits: 7,
  guestPassPeriod,
  guestPassBalance: 1,
  guestPassTotal: 4,
});

describe('withGuestPassReset (product/accounts-and-sign-in.md#guest-passes)', () => {
  it.each<[string, string, 'month' | 'year', number, number]>([
    ['cached this month: nothing resets', '2025-06-01', 'month', 7, 1],
    ['cached this month with a time: nothing resets', '2025-06-01T08:30:00', 'year', 7, 1],
    ['cached last month, monthly: visits and balance reset', '2025-05-31', 'month', 0, 4],
    ['cached last month with a time, monthly', '2025-05-31T23:59:59', 'month', 0, 4],
    ['cached last month, yearly, same year: only visits reset', '2025-05-31', 'year', 0, 1],
    ['cached last year, yearly: visits and balance reset', '2024-12-31', 'year', 0, 4],
    ['the zero date: nothing resets', ZERO_CACHE_DATE, 'month', 7, 1],
    ['the zero date with a time: nothing resets', `${ZERO_CACHE_DATE}T00:00:00`, 'year', 7, 1],
  ])('%s', (_case, lastCacheDate, period, clubVisits, guestPassBalance) => {
    expect(withGuestPassReset(details(lastCacheDate, period), TODAY)).toEqual({
      ...details(lastCacheDate, period),
      clubVisits,
      guestPassBalance,
    });
  });

  it('keeps the other member details', () => {
    expect(withGuestPassReset(details('2025-01-01', 'month'), TODAY).memberId).toBe('m-1');
  });
});
