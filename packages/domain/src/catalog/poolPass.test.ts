import { describe, expect, it } from 'vitest';
import { isPoolPassActive, resolvePoolPass } from './poolPass';

const adult = { sku: 'pool-pass-adult', price: 14_900 };
const junior = { sku: 'pool-pass-junior', price: 7_900 };

describe('the pool pass is active between its start and end date inclusive, in UTC (product/add-ons-and-pool-pass.md#pool-pass-season)', () => {
  const season = { startDate: '2025-06-01', endDate: '2025-09-07' };
  it.each([
    { now: '2025-05-31T23:59:59.999Z', active: false },
    { now: '2025-06-01T00:00:00.000Z', active: true },
    { now: '2025-07-15T12:00:00.000Z', active: true },
    { now: '2025-09-07T23:59:59.999Z', active: true },
    { now: '2025-09-08T00:00:00.000Z', active: false },
  ])('dates only, at $now: $active', ({ now, active }) => {
    expect(isPoolPassActive(season, new Date(now))).toBe(active);
  });

  const timed = { startDate: '2025-06-01T10:00:00Z', endDate: '2025-09-07T18:00:00Z' };
  it.each([
    { now: '2025-06-01T09:59:59.999Z', active: false },
    { now: '2025-06-01T10:00:00.000Z', active: true },
    { now: '2025-09-07T18:00:00.000Z', active: true },
    { now: '2025-09-07T18:00:00.001Z', active: false },
  ])('with times, at $now: $active', ({ now, active }) => {
    expect(isPoolPassActive(timed, new Date(now))).toBe(active);
  });

  it('a season with an unreadable date is never active', () => {
    const now = new Date('2025-07-01T00:00:00Z');
    expect(isPoolPassActive({ startDate: 'soon', endDate: '2025-09-07' }, now)).toBe(false);
    expect(isPoolPassActive({ startDate: '2025-06-01', endDate: '' }, now)).toBe(false);
  });
});

describe('the pool pass after a fetch (product/add-ons-and-pool-pass.md#pool-pass-season)', () => {
  const inSeason = new Date('2025-07-01T00:00:00Z');
  const outOfSeason = new Date('2025-10-01T00:00:00Z');
  const response = (poolPasses: { sku: string; price: number }[]) => ({
    startDate: '2025-06-01',
    endDate: '2025-09-07',
    poolPasses,
  });

  it.each([
    {
      rule: 'adult and junior passes in season: offered, active',
      fetched: response([junior, adult]),
      now: inSeason,
      state: { kind: 'offered', active: true, adult, junior },
    },
    {
      rule: 'out of season: offered, not active',
      fetched: response([adult, junior]),
      now: outOfSeason,
      state: { kind: 'offered', active: false, adult, junior },
    },
    {
      rule: 'an adult pass without a junior one: offered without junior',
      fetched: response([adult]),
      now: inSeason,
      state: { kind: 'offered', active: true, adult, junior: undefined },
    },
    {
      rule: 'no adult pass: reset',
      fetched: response([junior]),
      now: inSeason,
      state: { kind: 'reset' },
    },
    { rule: 'no passes: reset', fetched: response([]), now: inSeason, state: { kind: 'reset' } },
    { rule: 'fetch failed: reset', fetched: undefined, now: inSeason, state: { kind: 'reset' } },
    {
      rule: 'no season on sale (an empty season): reset',
      fetched: { poolPasses: [] as [] },
      now: inSeason,
      state: { kind: 'reset' },
    },
  ])('$rule', ({ fetched, now, state }) => {
    expect(resolvePoolPass(fetched, now)).toEqual(state);
  });
});
