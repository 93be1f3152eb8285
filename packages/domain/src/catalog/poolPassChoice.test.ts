import { describe, expect, it } from 'vitest';
import type { PoolPassState } from './poolPass';
import { takesPoolPass } from './poolPassChoice';

const adult = { sku: 'pool-pass-adult', price: 19_900 };
const junior = { sku: 'pool-pass-junior', price: 9_900 };
const offered = (active: boolean): PoolPassState => ({ kind: 'offered', active, adult, junior });

describe('the membership carries the pool pass the person took (product/add-ons-and-pool-pass.md#pool-pass-season)', () => {
  it('when they took it while the season is active', () => {
    expect(takesPoolPass({ poolPass: offered(true), isPoolPass: true }, 'Monthly')).toBe(true);
  });

  it.each([
    ['they declined it', { poolPass: offered(true), isPoolPass: false }],
    ['they have not answered', { poolPass: offered(true) }],
    ['the season is not active', { poolPass: offered(false), isPoolPass: true }],
    ['the club has no pool pass', { poolPass: { kind: 'reset' } as const, isPoolPass: true }],
  ])('not when %s', (_case, choice) => {
    expect(takesPoolPass(choice, 'Monthly')).toBe(false);
  });

  it('never with a day pass, even with an earlier answer held', () => {
    expect(takesPoolPass({ poolPass: offered(true), isPoolPass: true }, 'DayPass')).toBe(false);
  });
});
