import { describe, expect, it } from 'vitest';
import { priceWith } from './cartScenario.fixture';
import type { PricingSummaryInput } from './pricingSummary';
import { monthlyTotal } from './monthlyTotal';
import {
  addOnProductsDues,
  buildPricingSummary,
  cardPricingSummary,
  pricingForQuantities,
} from './pricingSummary';

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

describe('the pricing summary (product/pricing-and-dues.md#pricing-summary)', () => {
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

describe('the pricing summary of a selected card (product/membership-and-promotions.md#selecting-a-membership)', () => {
  const twoAdults = priceWith({ productPrice: 15000, juniorMemberDues: 2000 });
  const card = {
    products: [
      { quantity: 1, price: priceWith({ productPrice: 9000, juniorMemberDues: 2000 }) },
      { quantity: 2, price: twoAdults },
    ],
  };

  it("prices the adults' product with the one-adult product as the primary member's share", () => {
    const summary = cardPricingSummary(card, undefined, 2, 1);
    expect(summary).toEqual(
      buildPricingSummary(
        input({ price: twoAdults, oneAdultProductPrice: 9000, juniorQuantity: 1 }),
      ),
    );
    expect(summary && monthlyTotal(summary)).toBe(17000);
  });

  it.each([
    ['Standard', { monthlyDuesDiscount: 500, presaleDiscountAmount: 0 }],
    ['Presale', { monthlyDuesDiscount: 0, presaleDiscountAmount: 500 }],
  ])('takes a %s promotion’s monthly discount off', (promotionType, discounts) => {
    const summary = cardPricingSummary(card, { promotionType, monthlyDuesDiscount: 500 }, 1, 0);
    expect(summary).toMatchObject(discounts);
    expect(summary && monthlyTotal(summary)).toBe(8500);
  });

  it('is undefined when the card sells nothing for that many adults', () => {
    expect(cardPricingSummary(card, undefined, 3, 0)).toBeUndefined();
  });
});

describe('the pricing summary after the counts change (product/membership-and-promotions.md#adults-and-juniors)', () => {
  const price = priceWith({ productPrice: 15000, juniorMemberDues: 2000 });
  const before = buildPricingSummary(
    input({ price, monthlyDuesDiscount: 1000, addOnProductsDues: 3000 }),
  );

  it("recomputes the juniors' dues for the same adults, the add-ons gone with the cart", () => {
    const after = pricingForQuantities(before, price, 2, 2);
    expect(after).toEqual(
      buildPricingSummary(input({ price, juniorQuantity: 2, monthlyDuesDiscount: 1000 })),
    );
    expect(after && monthlyTotal(after)).toBe(15000 + 4000 - 1000);
  });

  it.each([
    ['other adults, whose product only a new selection gives', before, price, 3],
    ['no pricing yet', undefined, price, 2],
    ['no product price', before, undefined, 2],
  ] as const)('is undefined with %s', (_case, summary, productPrice, adults) => {
    expect(pricingForQuantities(summary, productPrice, adults, 0)).toBeUndefined();
  });
});

describe('the add-on dues (product/add-ons-and-pool-pass.md#choosing-an-add-on)', () => {
  it("add up each product's price times its quantity", () => {
    expect(
      addOnProductsDues([
        { price: 4000, quantity: 2 },
        { price: 1500, quantity: 1 },
      ]),
    ).toBe(9500);
    expect(addOnProductsDues([])).toBe(0);
  });
});
