import { describe, expect, it } from 'vitest';
import { divideRounded, prorate } from './round';

describe('rounding half away from zero (product/pricing-and-dues.md#money)', () => {
  it.each([
    { numerator: 1n, denominator: 2n, expected: 1, rule: 'a positive half rounds up' },
    { numerator: -1n, denominator: 2n, expected: -1, rule: 'a negative half rounds down' },
    { numerator: 5n, denominator: 2n, expected: 3, rule: '2.5 rounds to 3, not to even' },
    { numerator: -5n, denominator: 2n, expected: -3, rule: '-2.5 rounds to -3' },
    { numerator: 1n, denominator: 3n, expected: 0, rule: 'under a half rounds toward zero' },
    { numerator: 2n, denominator: 3n, expected: 1, rule: 'over a half rounds away from zero' },
    { numerator: -2n, denominator: 3n, expected: -1, rule: 'a negative over a half too' },
    { numerator: 7n, denominator: -2n, expected: -4, rule: 'a negative divisor gives the sign' },
    { numerator: 0n, denominator: 5n, expected: 0, rule: 'zero stays zero' },
  ])('$rule: $numerator / $denominator is $expected', ({ numerator, denominator, expected }) => {
    expect(divideRounded(numerator, denominator)).toBe(expected);
  });

  it.each([
    { amount: 9000, daysLeft: 16, days: 30, expected: 4800, rule: '16/30 of $90.00 is $48.00' },
    { amount: 9000, daysLeft: 1, days: 31, expected: 290, rule: '1/31 of $90.00 is $2.90' },
    { amount: 4501, daysLeft: 15, days: 30, expected: 2251, rule: 'half a cent rounds up' },
    { amount: 9000, daysLeft: 30, days: 30, expected: 9000, rule: 'the whole month is all of it' },
  ])('proration: $rule', ({ amount, daysLeft, days, expected }) => {
    expect(prorate(amount, daysLeft, days)).toBe(expected);
  });

  it('stays exact beyond the range where a float product would lose cents', () => {
    // 2^53 + 1 cannot be held by a float; bigint keeps it.
    expect(divideRounded(2n ** 53n * 2n + 2n, 2n)).toBe(2 ** 53 + 1);
  });
});
