import { describe, expect, it } from 'vitest';
import { buildCart } from './buildCart';
import { CONNECTICUT, MINNESOTA, ONTARIO, cartInput } from './cartScenario.fixture';
import { cardSurchargeFor } from './cardSurcharge';

describe('the card surcharge (product/pricing-and-dues.md#card-surcharge)', () => {
  it.each([
    {
      rule: 'a credit card where the state allows it pays 2.5 % of the taxed total, taxed where surcharges are',
      row: MINNESOTA,
      kind: 'credit',
      expected: { rate: 25_000, amount: 1091, tax: 75 },
    },
    {
      rule: 'a debit card never carries it',
      row: MINNESOTA,
      kind: 'debit',
      expected: { rate: 0, amount: 0, tax: 0 },
    },
    {
      rule: 'a bank payment never carries it',
      row: MINNESOTA,
      kind: 'bank',
      expected: { rate: 0, amount: 0, tax: 0 },
    },
    {
      rule: 'a state that forbids surcharges charges none, even on credit',
      row: CONNECTICUT,
      kind: 'credit',
      expected: { rate: 0, amount: 0, tax: 0 },
    },
    {
      rule: "a region's own rate replaces the default, untaxed where surcharges are not taxed",
      row: ONTARIO,
      kind: 'credit',
      expected: { rate: 24_000, amount: 1047, tax: 0 },
    },
    {
      rule: 'before the payment kind is chosen it is priced as for a credit card',
      row: MINNESOTA,
      kind: undefined,
      expected: { rate: 25_000, amount: 1091, tax: 75 },
    },
    {
      rule: 'a region missing from the table allows none',
      row: undefined,
      kind: 'credit',
      expected: { rate: 0, amount: 0, tax: 0 },
    },
  ] as const)('$rule', ({ row, kind, expected }) => {
    expect(cardSurchargeFor(43637, row, kind)).toEqual({
      description: 'Credit Card Surcharge',
      ...expected,
    });
  });
});

describe('the surcharge in a cart', () => {
  it('adds to the total with surcharge, and to the order total when paying by credit card', () => {
    const { response, summary } = buildCart(
      cartInput({ taxTable: [MINNESOTA], paymentKind: 'credit' }),
    );
    // 9000 dues + 619 tax + 4900 admin fee = 14519; 2.5 % is 362.975, so 363, taxed 25.
    expect(response.totalPriceWithTax).toBe(14519);
    expect(response.cardSurchargeFee).toMatchObject({ amount: 363, tax: 25 });
    expect(response.totalTaxWithSurcharge).toBe(619 + 25);
    expect(response.totalPriceWithTaxAndSurcharge).toBe(14519 + 363 + 25);
    expect(summary).toMatchObject({
      surchargeAmount: 363,
      surchargeRate: 25_000,
      surchargeDescription: 'Credit Card Surcharge',
      totalWithSurcharge: 14907,
      taxesWithSurcharge: 644,
      revisedOrderTotal: 14907,
    });
  });

  it.each([
    { kind: 'debit', totalWithSurcharge: 14519, revisedOrderTotal: 14519 },
    { kind: 'bank', totalWithSurcharge: 14519, revisedOrderTotal: 14519 },
    { kind: undefined, totalWithSurcharge: 14907, revisedOrderTotal: 14519 },
  ] as const)(
    'paying by $kind, the total with surcharge is $totalWithSurcharge and the order total $revisedOrderTotal',
    ({ kind, totalWithSurcharge, revisedOrderTotal }) => {
      const { summary } = buildCart(cartInput({ taxTable: [MINNESOTA], paymentKind: kind }));
      expect(summary.totalWithSurcharge).toBe(totalWithSurcharge);
      expect(summary.revisedOrderTotal).toBe(revisedOrderTotal);
    },
  );
});
