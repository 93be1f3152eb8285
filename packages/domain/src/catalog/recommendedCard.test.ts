import { describe, expect, it } from 'vitest';
import { recommendedCardType } from './recommendedCard';

describe('the recommended membership card', () => {
  it('is the first card that can be bought, in the step’s order', () => {
    expect(
      recommendedCardType([
        { productType: 'MonthlySGT', isAvailable: false },
        { productType: 'Monthly', isAvailable: true },
        { productType: 'ClubOnly', isAvailable: true },
      ]),
    ).toBe('Monthly');
  });

  it('is none when fewer than two cards can be bought', () => {
    expect(recommendedCardType([{ productType: 'Monthly', isAvailable: true }])).toBeUndefined();
    expect(
      recommendedCardType([
        { productType: 'Monthly', isAvailable: true },
        { productType: 'ClubOnly', isAvailable: false },
      ]),
    ).toBeUndefined();
    expect(recommendedCardType([])).toBeUndefined();
  });
});
