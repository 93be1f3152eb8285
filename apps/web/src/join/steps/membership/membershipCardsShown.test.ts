import { describe, expect, it } from 'vitest';
import { CANADIAN_DOLLARS, US_DOLLARS } from '@clubjoin/domain/money/currency';
import type { CardAudience } from './membershipCardsShown';
import { membershipCardsShown } from './membershipCardsShown';
import { membershipCard, offeredPromotion } from './membershipCard.fixture';

const monthly = membershipCard('Monthly', { displayOrder: 3 });
const sgt = membershipCard('MonthlySGT', { displayOrder: 1 });
const shortTerm = membershipCard('ShortTerm', {
  displayOrder: 2,
  products: monthly.products.slice(0, 1),
});
const unavailable = membershipCard('Monthly', { isAvailable: false });

const audience = (overrides: Partial<CardAudience>): CardAudience => ({
  adults: 1,
  juniors: 0,
  interests: [],
  flows: [],
  ...overrides,
});

describe('membershipCardsShown (product/membership-and-promotions.md#membership-cards, product/pricing-and-dues.md#price-details)', () => {
  it.each([
    [
      'monthly first, then by authored order',
      [sgt, shortTerm, monthly],
      audience({}),
      ['Monthly', 'MonthlySGT', 'ShortTerm'],
    ],
    [
      'small-group training first for a signature interest',
      [monthly, shortTerm, sgt],
      audience({ interests: [{ displayName: 'Small Group Training' }] }),
      ['MonthlySGT', 'ShortTerm', 'Monthly'],
    ],
    [
      'only the cards with a product for the adults',
      [sgt, shortTerm, monthly],
      audience({ adults: 2 }),
      ['Monthly', 'MonthlySGT'],
    ],
    ['none when every card is unavailable', [unavailable], audience({}), []],
    [
      'the plain monthly card hidden in a SignatureOnly flow',
      [monthly, sgt],
      audience({ flows: ['SignatureOnly'] }),
      ['MonthlySGT'],
    ],
  ])('%s', (_, cards, who, types) => {
    expect(
      membershipCardsShown(cards, US_DOLLARS, who).map((shown) => shown.card.productType),
    ).toEqual(types);
  });

  it.each([
    ['1 adult, no junior, in dollars', audience({}), US_DOLLARS, '$49.99', 'Monthly-1'],
    ['2 adults, in dollars', audience({ adults: 2 }), US_DOLLARS, '$109.98', 'Monthly-2'],
    [
      '1 adult and 2 juniors, one junior discounted',
      audience({ juniors: 2 }),
      US_DOLLARS,
      '$84.99',
      'Monthly-1',
    ],
    ['a Canadian club in C$', audience({}), CANADIAN_DOLLARS, 'C$49.99', 'Monthly-1'],
  ])('prices the card for %s', (_, who, currency, price, productId) => {
    const [shown] = membershipCardsShown([monthly], currency, who);
    expect(shown?.price).toBe(price);
    expect(shown?.product.productId).toBe(productId);
  });

  it('states each card’s joining fees with its selected promotion, and recommends the first', () => {
    const withFees = (card: typeof monthly) => ({
      ...card,
      products: card.products.map((product) => ({
        ...product,
        price: { ...product.price, adminFee: 4900, enrollmentFee: 10000 },
      })),
    });
    const shown = membershipCardsShown(
      [
        withFees(sgt),
        {
          ...withFees(monthly),
          promotions: [
            offeredPromotion('Monthly', { selected: true }),
            offeredPromotion('Monthly', { promotionName: 'Summer', joiningFeeDiscount: 14900 }),
          ],
        },
        shortTerm,
      ],
      US_DOLLARS,
      audience({}),
    );
    expect(
      shown.map(({ card, joiningFee, recommended }) => [card.productType, joiningFee, recommended]),
    ).toEqual([
      ['Monthly', '$149.00', true],
      ['MonthlySGT', '$149.00', false],
      ['ShortTerm', null, false],
    ]);
    // The link's promotion waives the fees.
    const summer = membershipCardsShown(
      [
        {
          ...withFees(monthly),
          promotions: [
            offeredPromotion('Monthly', { selected: true }),
            offeredPromotion('Monthly', { promotionName: 'Summer', joiningFeeDiscount: 14900 }),
          ],
        },
      ],
      US_DOLLARS,
      audience({ promotionName: 'Summer' }),
    );
    expect([summer[0]?.joiningFee, summer[0]?.recommended]).toEqual([null, false]);
  });
});
