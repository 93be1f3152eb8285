import { describe, expect, it } from 'vitest';
import { isCents, sumCents } from './cents';

describe('integer cents (product/pricing-and-dues.md#money)', () => {
  it.each([
    { value: 1234, expected: true },
    { value: -5, expected: true },
    { value: 0, expected: true },
    { value: 12.5, expected: false },
    { value: Number.NaN, expected: false },
    { value: 2 ** 53, expected: false },
    { value: '12', expected: false },
  ])('isCents($value) is $expected', ({ value, expected }) => {
    expect(isCents(value)).toBe(expected);
  });

  it('sums amounts exactly, and nothing to zero', () => {
    expect(sumCents([1999, 1, -500])).toBe(1500);
    expect(sumCents([])).toBe(0);
  });
});
