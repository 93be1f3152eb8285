import { describe, expect, it } from 'vitest';
import { priceWith } from './cartScenario.fixture';
import { PLUS_TAXES_AND_FEES } from './displayTexts';
import { monthlyTotal, showsPlusTaxesAndFees } from './monthlyTotal';
import { buildPricingSummary } from './pricingSummary';

const summary = (monthlyDuesDiscount = 0, presaleDiscountAmount = 0, addOns = 0) =>
  buildPricingSummary({
    price: priceWith({ productPrice: 15000, adultSalesRuleDiscountAmount: 1000 }),
    oneAdultProductPrice: 9000,
    adultQuantity: 2,
    juniorQuantity: 1,
    monthlyDuesDiscount,
    presaleDiscountAmount,
    addOnProductsDues: addOns,
  });

describe('the monthly total (product/pricing-and-dues.md#card-price-and-monthly-total)', () => {
  it.each([
    {
      rule: 'primary, adult and junior dues less the sales-rule discount',
      args: [0, 0, 0],
      expected: 16000,
    },
    { rule: 'plus the add-on dues', args: [0, 0, 3000], expected: 19000 },
    { rule: 'less the monthly dues discount', args: [1500, 0, 0], expected: 14500 },
    { rule: 'less the presale discount', args: [0, 2000, 0], expected: 14000 },
    { rule: 'never below zero', args: [20000, 0, 0], expected: 0 },
  ])('$rule', ({ args: [monthlyDiscount, presaleDiscount, addOns], expected }) => {
    expect(monthlyTotal(summary(monthlyDiscount, presaleDiscount, addOns))).toBe(expected);
  });
});

describe(`'${PLUS_TAXES_AND_FEES}' (product/pricing-and-dues.md#card-price-and-monthly-total)`, () => {
  it.each([
    { taxes: undefined, shown: true, rule: 'shows while taxes are unknown' },
    { taxes: 619, shown: true, rule: 'shows when there are taxes' },
    { taxes: 0, shown: false, rule: 'hides when taxes are known to be zero' },
  ])('$rule', ({ taxes, shown }) => {
    expect(showsPlusTaxesAndFees(taxes)).toBe(shown);
  });

  it('reads exactly so', () => {
    expect(PLUS_TAXES_AND_FEES).toBe('plus taxes and fees');
  });
});
