import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRate, formatRate, rateFromPercent } from './rate';

describe('rates in parts per million', () => {
  it.each([
    {
      amount: 9000,
      rate: 68_750,
      expected: 619,
      rule: '6.875 % of $90.00 is 618.75 cents, so 619',
    },
    { amount: 1010, rate: 149_750, expected: 151, rule: '14.975 % of $10.10 rounds once to 151' },
    { amount: 100, rate: 25_000, expected: 3, rule: '2.5 % of $1.00 is half-way and rounds up' },
    { amount: -100, rate: 25_000, expected: -3, rule: 'a negative amount rounds away from zero' },
    { amount: 12345, rate: 0, expected: 0, rule: 'a zero rate takes nothing' },
    { amount: 12345, rate: 1_000_000, expected: 12345, rule: '100 % takes everything' },
  ])('applyRate: $rule', ({ amount, rate, expected }) => {
    expect(applyRate(amount, rate)).toBe(expected);
  });

  it.each([
    { percent: '2.5', expected: 25_000 },
    { percent: '8.875', expected: 88_750 },
    { percent: '9.975', expected: 99_750 },
    { percent: '13', expected: 130_000 },
    { percent: ' 5 ', expected: 50_000 },
    { percent: '0.0001', expected: 1 },
    { percent: '100', expected: 1_000_000 },
    { percent: '1.23456', expected: undefined },
    { percent: '-1', expected: undefined },
    { percent: '1e3', expected: undefined },
    { percent: '2.5%', expected: undefined },
    { percent: '', expected: undefined },
  ])('rateFromPercent reads "$percent" as $expected', ({ percent, expected }) => {
    expect(rateFromPercent(percent)).toBe(expected);
  });

  it.each([
    { rate: 25_000, expected: '2.5%' },
    { rate: 130_000, expected: '13%' },
    { rate: 88_750, expected: '8.875%' },
    { rate: 1, expected: '0.0001%' },
    { rate: 0, expected: '0%' },
  ])('formatRate shows $rate as $expected', ({ rate, expected }) => {
    expect(formatRate(rate)).toBe(expected);
  });

  it('reads back every rate it shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), (rate) => {
        expect(rateFromPercent(formatRate(rate).replace('%', ''))).toBe(rate);
      }),
    );
  });
});
