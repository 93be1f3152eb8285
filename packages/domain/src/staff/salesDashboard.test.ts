import { describe, expect, it } from 'vitest';
import {
  daysOf,
  funnelStepOfRank,
  funnelStepRank,
  SALE_FUNNEL_STEPS,
  SALES_RANGE_LENGTH_MESSAGE,
  SALES_RANGE_ORDER_MESSAGE,
  saleFunnel,
  salesRangeOf,
} from './salesDashboard';

describe('the sales dashboard', () => {
  it('defaults to the last 7 days of the club’s calendar, today included', () => {
    expect(salesRangeOf({}, '2026-11-21')).toEqual({
      ok: true,
      value: { from: '2026-11-15', to: '2026-11-21' },
    });
    expect(salesRangeOf({ to: '2026-03-02' }, '2026-11-21')).toEqual({
      ok: true,
      value: { from: '2026-02-24', to: '2026-03-02' },
    });
  });

  it('refuses a start after the end, and more than 92 days, naming the field', () => {
    expect(salesRangeOf({ from: '2026-11-22', to: '2026-11-21' }, '2026-11-21')).toEqual({
      ok: false,
      failure: { field: 'from', message: SALES_RANGE_ORDER_MESSAGE },
    });
    expect(salesRangeOf({ from: '2026-01-01', to: '2026-04-02' }, '2026-11-21')).toMatchObject({
      ok: true,
    });
    expect(salesRangeOf({ from: '2026-01-01', to: '2026-04-03' }, '2026-11-21')).toEqual({
      ok: false,
      failure: { field: 'to', message: SALES_RANGE_LENGTH_MESSAGE },
    });
  });

  it('lists every day of a range across a month’s end', () => {
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('counts a step reached by every sale that went that far or further', () => {
    expect(saleFunnel({ cart: 5, staged: 3, payment: 1, completed: 2 })).toEqual([
      { step: 'cart', reached: 11, stoppedHere: 5 },
      { step: 'staged', reached: 6, stoppedHere: 3 },
      { step: 'payment', reached: 3, stoppedHere: 1 },
      { step: 'completed', reached: 2, stoppedHere: 0 },
    ]);
  });
});

describe('the funnel steps by rank', () => {
  it('turns each step into its rank and back; a rank no step has is none', () => {
    for (const step of SALE_FUNNEL_STEPS) expect(funnelStepOfRank(funnelStepRank(step))).toBe(step);
    expect(funnelStepRank('cart')).toBe(1);
    expect(funnelStepOfRank(0)).toBeUndefined();
    expect(funnelStepOfRank(SALE_FUNNEL_STEPS.length + 1)).toBeUndefined();
  });
});
