import { describe, expect, it } from 'vitest';
import type { ProductType } from '../vocabulary';
import { FALLBACK_CARD_ORDER, orderMembershipCards } from './orderMembershipCards';

const card = (productType: ProductType, displayOrder?: number) => ({ productType, displayOrder });
const types = (cards: { productType: ProductType }[]) => cards.map((c) => c.productType);

const authored = [
  card('UnderTwentySix', 2),
  card('MonthlySGT', 3),
  card('Monthly', 4),
  card('SixtyFivePlus', 1),
];

describe('membership card order (product/membership-and-promotions.md#membership-cards)', () => {
  it.each([
    {
      rule: 'no signature interest: monthly first, the rest by authored order',
      hasSignatureInterest: false,
      signatureOnly: false,
      expected: ['Monthly', 'SixtyFivePlus', 'UnderTwentySix', 'MonthlySGT'],
    },
    {
      rule: 'a signature interest: monthly plus SGT first, the rest by authored order',
      hasSignatureInterest: true,
      signatureOnly: false,
      expected: ['MonthlySGT', 'SixtyFivePlus', 'UnderTwentySix', 'Monthly'],
    },
    {
      rule: 'SignatureOnly with a signature interest: plain monthly hidden',
      hasSignatureInterest: true,
      signatureOnly: true,
      expected: ['MonthlySGT', 'SixtyFivePlus', 'UnderTwentySix'],
    },
    {
      rule: 'SignatureOnly without a signature interest: plain monthly hidden, all by authored order',
      hasSignatureInterest: false,
      signatureOnly: true,
      expected: ['SixtyFivePlus', 'UnderTwentySix', 'MonthlySGT'],
    },
  ])('$rule', ({ hasSignatureInterest, signatureOnly, expected }) => {
    expect(types(orderMembershipCards(authored, { hasSignatureInterest, signatureOnly }))).toEqual(
      expected,
    );
  });

  it(`a card without an authored order sits at ${FALLBACK_CARD_ORDER}`, () => {
    const cards = [card('Student', 1000), card('ClubOnly'), card('SixtyFivePlus', 998)];
    expect(
      types(orderMembershipCards(cards, { hasSignatureInterest: false, signatureOnly: false })),
    ).toEqual(['SixtyFivePlus', 'ClubOnly', 'Student']);
    expect(FALLBACK_CARD_ORDER).toBe(999);
  });

  it('cards at the same position keep their given order, and the input is left alone', () => {
    const cards = [card('Student'), card('ClubOnly'), card('Monthly', 5), card('SixtyFivePlus')];
    const before = [...cards];
    expect(
      types(orderMembershipCards(cards, { hasSignatureInterest: false, signatureOnly: false })),
    ).toEqual(['Monthly', 'Student', 'ClubOnly', 'SixtyFivePlus']);
    expect(cards).toEqual(before);
  });
});
