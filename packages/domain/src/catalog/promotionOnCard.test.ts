import { describe, expect, it } from 'vitest';
import { cardSpellsOutPromotion, type PromotionGifts } from './promotionOnCard';

/** The chain's standard promotion at the everyday price: it gives nothing. */
const STANDARD: PromotionGifts = {
  promotionType: 'Standard',
  monthlyDuesDiscount: 0,
  joiningFeeDiscount: 0,
  defersJoiningFees: false,
  joinOffers: [],
  awards: [],
};

describe('whether a membership card spells out its promotion (decision 0032)', () => {
  it('does not for the standard promotion that gives nothing: the price lines say it all', () => {
    expect(cardSpellsOutPromotion(STANDARD)).toBe(false);
  });

  it.each(['Presale', 'Seasonal', 'Coupon', 'Package'])(
    'does for a %s promotion, even one that gives nothing the price does not show',
    (promotionType) => {
      expect(cardSpellsOutPromotion({ ...STANDARD, promotionType })).toBe(true);
    },
  );

  it.each<[string, Partial<PromotionGifts>]>([
    ['a monthly dues discount', { monthlyDuesDiscount: 1000 }],
    ['a joining-fee discount', { joiningFeeDiscount: 5000 }],
    ['joining fees deferred', { defersJoiningFees: true }],
    ['a join offer', { joinOffers: [{ joinOfferText: '$0 enrollment fee' }] }],
    ['an award', { awards: [{ title: 'Guest passes', description: 'Two a month.' }] }],
  ])('does for a standard promotion that gives %s', (_, gift) => {
    expect(cardSpellsOutPromotion({ ...STANDARD, ...gift })).toBe(true);
  });
});
