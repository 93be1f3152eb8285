import { describe, expect, it } from 'vitest';
import type { ProductType } from '../vocabulary';
import { cardSelectButton, listVisibleMembershipCards } from './membershipCardVisibility';

const card = (productType: ProductType, isAvailable: boolean, quantities: number[]) => ({
  productType,
  isAvailable,
  products: quantities.map((quantity) => ({ quantity })),
});

describe('which membership cards appear (product/membership-and-promotions.md#membership-cards)', () => {
  it.each([
    {
      rule: 'cards with a product for the adult count appear, available or not',
      cards: [card('Monthly', true, [1, 2]), card('MonthlySGT', false, [1, 2])],
      adults: 2,
      expected: ['Monthly', 'MonthlySGT'],
    },
    {
      rule: 'a card without a product for the adult count does not',
      cards: [card('Monthly', true, [1, 2, 3]), card('SixtyFivePlus', true, [1, 2])],
      adults: 3,
      expected: ['Monthly'],
    },
    {
      rule: 'no card has a product for the adult count: none',
      cards: [card('Monthly', true, [1, 2])],
      adults: 4,
      expected: [],
    },
    {
      rule: 'all products unavailable: none',
      cards: [card('Monthly', false, [1]), card('MonthlySGT', false, [1])],
      adults: 1,
      expected: [],
    },
    { rule: 'a club without products: none', cards: [], adults: 1, expected: [] },
  ])('$rule', ({ cards, adults, expected }) => {
    expect(listVisibleMembershipCards(cards, adults).map((c) => c.productType)).toEqual(expected);
  });
});

describe('a card shows Select only when the product is available (product/membership-and-promotions.md#membership-cards)', () => {
  it.each([
    { isAvailable: true, cartUpdating: false, button: 'enabled' },
    { isAvailable: true, cartUpdating: true, button: 'disabled' },
    { isAvailable: false, cartUpdating: false, button: 'hidden' },
    { isAvailable: false, cartUpdating: true, button: 'hidden' },
  ])(
    'available $isAvailable, cart updating $cartUpdating: $button',
    ({ isAvailable, cartUpdating, button }) => {
      expect(cardSelectButton({ isAvailable }, cartUpdating)).toBe(button);
    },
  );
});
