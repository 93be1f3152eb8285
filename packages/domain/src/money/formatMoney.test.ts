import { describe, expect, it } from 'vitest';
import { CANADIAN_DOLLARS, US_DOLLARS } from './currency';
import { formatMoney } from './formatMoney';

describe('formatting money (product/pricing-and-dues.md#money: $ or C$, two decimals)', () => {
  it.each([
    { cents: 1234, currency: US_DOLLARS, expected: '$12.34' },
    { cents: 1234, currency: CANADIAN_DOLLARS, expected: 'C$12.34' },
    { cents: 5, currency: US_DOLLARS, expected: '$0.05' },
    { cents: 0, currency: US_DOLLARS, expected: '$0.00' },
    { cents: 1200, currency: US_DOLLARS, expected: '$12.00' },
    { cents: -1234, currency: US_DOLLARS, expected: '-$12.34' },
    { cents: -5, currency: CANADIAN_DOLLARS, expected: '-C$0.05' },
    { cents: 100000, currency: US_DOLLARS, expected: '$1,000.00' },
    { cents: 99999, currency: US_DOLLARS, expected: '$999.99' },
    { cents: 123456789, currency: CANADIAN_DOLLARS, expected: 'C$1,234,567.89' },
  ])('$cents cents in $currency.code reads $expected', ({ cents, currency, expected }) => {
    expect(formatMoney(cents, currency)).toBe(expected);
  });
});
