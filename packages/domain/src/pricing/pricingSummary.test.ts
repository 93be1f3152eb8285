import { describe, expect, it } from 'vitest';
import { priceWith } from './cartScenario.fixture';
import type { PricingSummaryInput } from './pricingSummary';
import { buildPricingSummary } from './pricingSummary';

const input = (changes: Partial<PricingSummaryInput>): PricingSummaryInput => ({
  price: priceWith({ productPrice: 15000 }),
  oneAdultProductPrice: 9000,
  adultQuantity: 2,
  juniorQuantity: 0,
  monthlyDuesDiscount: 0,
  presaleDiscountAmount: 0,
  addOnProductsDues: 0,
  ...changes,
});

describe('the pricing summary (01 §3)', () => {
  it("splits the adults' price into the primary member's share and the additional adults'", () => {
    const summary = buildPricingSummary(input({ juniorQuantity: 1 }));
    expect(summary).toMatchObject({
      primaryMemberDues: 9000,
      adultMemberDues: 6000,
      juniorMemberDues: 2000,
      adultSummary: { quantity: 2, dues: 15000, label: '2 Adults' },
      juniorSummary: { quantity: 1, dues: 2000, label: '1 Junior' },
    });
  });

  it('gives one adult the whole price, whatever the one-adult figure says', () => {
    const summary = buildPricingSummary(
      input({ adultQuantity: 1, price: priceWith({ productPrice: 9500 }) }),
    );
    expect(summary).toMatchObject({
      primaryMemberDues: 9500,
      adultMemberDues: 0,
      adultSummary: { label: '1 Adult' },
      juniorSummary: { quantity: 0, dues: 0, label: '0 Juniors' },
    });
  });

  it('never gives the primary member more than the whole price', () => {
    const summary = buildPricingSummary(input({ oneAdultProductPrice: 20000 }));
    expect([summary.primaryMemberDues, summary.adultMemberDues]).toEqual([15000, 0]);
  });

  it('lists each discount that takes something off, with its description', () => {
    const summary = buildPricingSummary(
      input({
        juniorQuantity: 1,
        price: priceWith({ productPrice: 15000, juniorSalesRuleDiscountAmounts: [700] }),
        monthlyDuesDiscount: 1000,
        presaleDiscountAmount: 500,
        addOnProductsDues: 3000,
      }),
    );
    expect(summary).toMatchObject({
      monthlyDuesDiscount: 1000,
      salesRuleDiscountAmount: 700,
      presaleDiscountAmount: 500,
      addOnProductsDues: 3000,
    });
    expect(summary.discounts).toEqual([
      { type: 'monthlyDuesDiscount', amount: 1000, description: 'Monthly Dues Discount' },
      { type: 'salesRule', amount: 700, description: 'Special Offer Discount' },
      { type: 'presale', amount: 500, description: 'Presale Discount' },
    ]);
  });

  it('lists no discount of zero', () => {
    expect(buildPricingSummary(input({ monthlyDuesDiscount: 1000 })).discounts).toEqual([
      { type: 'monthlyDuesDiscount', amount: 1000, description: 'Monthly Dues Discount' },
    ]);
  });
});
