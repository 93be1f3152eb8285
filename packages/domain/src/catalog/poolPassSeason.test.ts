import { describe, expect, it } from 'vitest';
import { poolPassSeasonOnSale } from './poolPassSeason';

const season2026 = { startDate: '2026-05-23', endDate: '2026-09-07' };
const season2027 = { startDate: '2027-05-29', endDate: '2027-09-06' };
const seasons = [season2026, season2027];

describe('the pool-pass season on sale: the one active now, else the next (product/add-ons-and-pool-pass.md#pool-pass-season)', () => {
  it.each([
    { rule: 'before the first season: the first', now: '2026-01-10T00:00:00Z', season: season2026 },
    { rule: 'on its first day: that season', now: '2026-05-23T00:00:00Z', season: season2026 },
    {
      rule: 'on its last day: still that season',
      now: '2026-09-07T23:59:59.999Z',
      season: season2026,
    },
    { rule: 'the day after: the next season', now: '2026-09-08T00:00:00Z', season: season2027 },
    { rule: 'between seasons: the next', now: '2026-11-21T12:00:00Z', season: season2027 },
    { rule: 'after the last season: none', now: '2027-09-07T00:00:00Z', season: undefined },
  ])('$rule', ({ now, season }) => {
    expect(poolPassSeasonOnSale(seasons, new Date(now))).toEqual(season);
  });

  it('a club without seasons has none on sale', () => {
    expect(poolPassSeasonOnSale([], new Date('2026-06-01T00:00:00Z'))).toBeUndefined();
  });
});
