import { describe, expect, it } from 'vitest';
import { buildCart } from './buildCart';
import {
  CONNECTICUT,
  MINNESOTA,
  ONTARIO,
  QUEBEC,
  WISCONSIN,
  cartInput,
  noonInChicago,
  priceWith,
} from './cartScenario.fixture';
import type { TaxRow } from './taxTable';
import { taxOn, taxRowFor } from './taxTable';

const TABLE: readonly TaxRow[] = [MINNESOTA, WISCONSIN, CONNECTICUT, QUEBEC, ONTARIO];

describe('which tax row prices a cart (product/cart.md#fetching-a-cart, product/pricing-and-dues.md#taxes)', () => {
  it.each([
    { member: 'WI', club: 'MN', expected: 'WI', rule: "the member's address state, once known" },
    {
      member: ' wi ',
      club: 'MN',
      expected: 'WI',
      rule: 'matched without regard to case or spaces',
    },
    { member: undefined, club: 'MN', expected: 'MN', rule: "else the club's state" },
    { member: '', club: 'MN', expected: 'MN', rule: "a blank address state is the club's too" },
    { member: 'OR', club: 'MN', expected: undefined, rule: 'a state not in the table has no row' },
  ])('$rule', ({ member, club, expected }) => {
    expect(taxRowFor(TABLE, member, club)?.region).toBe(expected);
  });
});

describe('the tax on a line (product/pricing-and-dues.md#taxes)', () => {
  it.each([
    {
      row: MINNESOTA,
      line: 'dues',
      amount: 9000,
      expected: 619,
      rule: 'Minnesota taxes dues at 6.875 %',
    },
    { row: MINNESOTA, line: 'adminFee', amount: 4900, expected: 0, rule: 'but not the admin fee' },
    {
      row: ONTARIO,
      line: 'enrollmentFee',
      amount: 10000,
      expected: 1300,
      rule: 'Ontario charges 13 % HST',
    },
    {
      row: QUEBEC,
      line: 'dues',
      amount: 1010,
      expected: 151,
      rule: "Quebec's GST and QST are one rate on the line, rounded once (not 51 + 101)",
    },
    {
      row: QUEBEC,
      line: 'adminFee',
      amount: 1010,
      expected: 51,
      rule: 'a component taxes only its own lines',
    },
    { row: undefined, line: 'dues', amount: 9000, expected: 0, rule: 'no row, no tax' },
  ] as const)('$rule', ({ row, line, amount, expected }) => {
    expect(taxOn(amount, row, line)).toBe(expected);
  });
});

describe('taxes in the cart', () => {
  it('taxes each entry by its line and totals the taxes', () => {
    const { response } = buildCart(
      cartInput({
        joinedAt: noonInChicago('2026-06-15'),
        memberAddressState: 'WI',
        taxTable: TABLE,
        poolPass: { adultPrice: 5000, juniorPrice: 0 },
      }),
    );
    expect(response.entries.map((entry) => [entry.category, entry.totalPrice, entry.tax])).toEqual([
      ['Membership', 4800, 240],
      ['Membership', 9000, 450],
      ['AdminFee', 4900, 245],
      ['PoolPass', 5000, 250],
    ]);
    expect(response.totalTax).toBe(1185);
    expect(response.totalPriceWithTax).toBe(23700 + 1185);
  });

  it('charges no tax where the member lives in a state that is not in the table', () => {
    const { summary } = buildCart(cartInput({ memberAddressState: 'OR', taxTable: TABLE }));
    expect(summary.taxes).toBe(0);
  });

  it('taxes a day pass as a day pass', () => {
    const { response } = buildCart(
      cartInput({
        flow: 'DayPass',
        price: priceWith({ productPrice: 2500 }),
        memberAddressState: 'WI',
        taxTable: TABLE,
      }),
    );
    expect(response.totalTax).toBe(125);
  });
});
