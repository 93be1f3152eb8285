import { describe, expect, it } from 'vitest';
import { applyDiscounts } from './cartEntry';

describe('applying discounts to an entry (product/pricing-and-dues.md#discounts: value and balance)', () => {
  it('takes each discount in order and records the balance left after it', () => {
    expect(
      applyDiscounts(9000, [
        { name: 'ACTION', value: 1000 },
        { name: 'TEAMVIP', value: (balance) => balance / 2 },
      ]),
    ).toEqual({
      discounts: [
        { name: 'ACTION', value: 1000, balance: 8000 },
        { name: 'TEAMVIP', value: 4000, balance: 4000 },
      ],
      totalPrice: 4000,
    });
  });

  it('lets no discount take more than is left, so no entry goes below zero', () => {
    expect(
      applyDiscounts(1000, [
        { name: 'ACTION', value: 800 },
        { name: 'JOININGFEE', value: 800 },
      ]),
    ).toEqual({
      discounts: [
        { name: 'ACTION', value: 800, balance: 200 },
        { name: 'JOININGFEE', value: 200, balance: 0 },
      ],
      totalPrice: 0,
    });
  });

  it('leaves out discounts that take nothing, and never adds a negative discount', () => {
    expect(
      applyDiscounts(1000, [
        { name: 'ACTION', value: 0 },
        { name: 'JOININGFEE', value: -50 },
      ]),
    ).toEqual({ discounts: [], totalPrice: 1000 });
  });
});
