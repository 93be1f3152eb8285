import { describe, expect, it } from 'vitest';
import { dayPassPrice, dayPassSaleUrl } from './dayPassPrice';

const notAvailable = {
  kind: 'notAvailable',
  message:
    '1-Day Membership is not available for purchase at this club. You are welcome to select a different club to visit.',
};

describe('the one-day page price (product/pages.md#one-day-membership-page)', () => {
  it.each([
    {
      rule: 'the price of the product with quantity 1',
      products: [
        { quantity: 2, price: { productPrice: 5_000 } },
        { quantity: 1, price: { productPrice: 3_500 } },
      ],
      shown: { kind: 'price', cents: 3_500 },
    },
    {
      rule: 'no product with quantity 1: not available',
      products: [{ quantity: 2, price: { productPrice: 5_000 } }],
      shown: notAvailable,
    },
    { rule: 'no products: not available', products: [], shown: notAvailable },
    {
      rule: 'a missing price counts as 0: not available',
      products: [{ quantity: 1, price: {} }],
      shown: notAvailable,
    },
    {
      rule: 'a null price counts as 0: not available',
      products: [{ quantity: 1, price: { productPrice: null } }],
      shown: notAvailable,
    },
    {
      rule: 'a product without a price object: not available',
      products: [{ quantity: 1 }],
      shown: notAvailable,
    },
    {
      rule: 'a price of 0: not available',
      products: [{ quantity: 1, price: { productPrice: 0 } }],
      shown: notAvailable,
    },
  ])('$rule', ({ products, shown }) => {
    expect(dayPassPrice(products)).toEqual(shown);
  });
});

describe("the one-day page's link into the sale (product/pages.md#one-day-membership-page)", () => {
  it('opens the sale at the club on the day-pass category', () => {
    expect(dayPassSaleUrl('412')).toBe('/join?clubId=412&category=day-pass');
  });

  it('goes through the transition page with the session its own link handed over', () => {
    expect(dayPassSaleUrl('5', { couponModule: 'N4Ig' })).toBe(
      '/join/transition?clubId=5&category=day-pass&couponModule=N4Ig',
    );
  });
});
