import { describe, expect, it } from 'vitest';
import { findCardProduct, requireSelectedProduct } from './findCardProduct';

const cards = [
  {
    productType: 'Monthly' as const,
    isAvailable: true,
    products: [
      { quantity: 1, price: { productPrice: 12_900 } },
      { quantity: 2, price: { productPrice: 23_900 } },
    ],
  },
  {
    productType: 'MonthlySGT' as const,
    isAvailable: true,
    products: [{ quantity: 1, price: { productPrice: 19_900 } }],
  },
];

describe('product lookup by adult quantity (product/membership-and-promotions.md#membership-cards, product/errors-and-messages.md#thrown-messages)', () => {
  it.each([
    { type: 'Monthly' as const, adults: 1, price: 12_900 },
    { type: 'Monthly' as const, adults: 2, price: 23_900 },
    { type: 'MonthlySGT' as const, adults: 1, price: 19_900 },
  ])('finds the $type product for $adults adult(s)', ({ type, adults, price }) => {
    expect(findCardProduct(cards, type, adults).price.productPrice).toBe(price);
  });

  it.each([
    {
      rule: 'no card of the type',
      type: 'Student' as const,
      adults: 1,
      message: 'Can not locate product for type Student',
    },
    {
      rule: 'no product for the adult count',
      type: 'MonthlySGT' as const,
      adults: 2,
      message: 'Can not locate product for type MonthlySGT and adults quantity 2.',
    },
  ])('$rule throws "$message"', ({ type, adults, message }) => {
    expect(() => findCardProduct(cards, type, adults)).toThrow(new Error(message));
  });
});

describe('a selected product is required (product/errors-and-messages.md#thrown-messages)', () => {
  it('returns the product when there is one', () => {
    const product = { productType: 'Monthly' };
    expect(requireSelectedProduct(product)).toBe(product);
  });

  it.each([{ product: undefined }, { product: null }])(
    'throws "Selected product is undefined" for $product',
    ({ product }) => {
      expect(() => requireSelectedProduct(product)).toThrow(
        new Error('Selected product is undefined'),
      );
    },
  );
});
