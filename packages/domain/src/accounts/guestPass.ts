/**
 * The guest-pass part of a profile's member details (product/accounts-and-sign-in.md#guest-passes).
 */
export interface GuestPassDetails {
  /** When the profile's figures were cached: 'YYYY-MM-DD', optionally with a time after it. */
  lastCacheDate: string;
  clubVisits: number;
  guestPassPeriod: 'month' | 'year';
  guestPassBalance: number;
  guestPassTotal: number;
}

/**
 * The "zero date" a never-cached profile carries (product/accounts-and-sign-in.md#guest-passes):
 * the minimum date of the member system, 0001-01-01. A cache date on or before it means "never", so
 * nothing is reset.
 */
export const ZERO_CACHE_DATE = '0001-01-01';

/**
 * Whether the member system ever cached the figures: a never-cached profile's say nothing of the
 * member's guest passes, so an account shows none rather than a balance of 0.
 */
export function wasEverCached(details: Pick<GuestPassDetails, 'lastCacheDate'>): boolean {
  return details.lastCacheDate.slice(0, 10) > ZERO_CACHE_DATE;
}

/**
 * The profile's figures as of `today` (product/accounts-and-sign-in.md#profile, 'YYYY-MM-DD'), when
 * the cache is stale. If the cache date is before the start of the current month and after the zero
 * date, club visits reset to 0; then a monthly guest-pass balance resets to its total, and a yearly
 * one does when the cache date is also before the start of the year. Otherwise the details are
 * returned unchanged.
 */
export function withGuestPassReset<T extends GuestPassDetails>(details: T, today: string): T {
  const cached = details.lastCacheDate.slice(0, 10);
  const monthStart = `${today.slice(0, 7)}-01`;
  const yearStart = `${today.slice(0, 4)}-01-01`;
  if (!(cached < monthStart && wasEverCached(details))) return details;
  const balanceResets = details.guestPassPeriod === 'month' || cached < yearStart;
  return {
    ...details,
    clubVisits: 0,
    guestPassBalance: balanceResets ? details.guestPassTotal : details.guestPassBalance,
  };
}
