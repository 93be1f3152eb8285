import { describe, expect, it } from 'vitest';
import { priceWith } from './cartScenario.fixture';
import { cardPrice, headerTotal } from './cardPrice';

describe('the card price (product/pricing-and-dues.md#card-price-and-monthly-total: base + junior dues × juniors − sales-rule discounts)', () => {
  it.each([
    { rule: 'no juniors, no discounts: the base', juniors: 0, changes: {}, expected: 9000 },
    { rule: 'each junior adds the junior dues', juniors: 2, changes: {}, expected: 13000 },
    {
      rule: "the adults' sales-rule discount comes off",
      juniors: 0,
      changes: { adultSalesRuleDiscountAmount: 1000 },
      expected: 8000,
    },
    {
      rule: "each junior's own sales-rule discount comes off, in list order",
      juniors: 2,
      changes: { juniorSalesRuleDiscountAmounts: [500, 300, 200] },
      expected: 12200,
    },
    {
      rule: 'juniors past the end of the list have no discount',
      juniors: 3,
      changes: { juniorSalesRuleDiscountAmounts: [500] },
      expected: 14500,
    },
    {
      rule: 'discounts larger than the dues make the card free, not negative',
      juniors: 0,
      changes: { adultSalesRuleDiscountAmount: 10000 },
      expected: 0,
    },
  ])('$rule', ({ juniors, changes, expected }) => {
    expect(cardPrice(priceWith(changes), juniors)).toBe(expected);
  });
});

describe('the header total (product/club-and-entry.md#clubs: also subtracts the presale discount)', () => {
  it.each([
    { rule: 'the card price less the presale discount', presale: 1500, expected: 6500 },
    { rule: 'without a presale discount, the card price', presale: 0, expected: 8000 },
    { rule: 'never below zero', presale: 9000, expected: 0 },
  ])('$rule', ({ presale, expected }) => {
    expect(headerTotal(priceWith({ adultSalesRuleDiscountAmount: 1000 }), 0, presale)).toBe(
      expected,
    );
  });
});
