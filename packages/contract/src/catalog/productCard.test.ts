import { describe, expect, it } from 'vitest';
import { cardRecord, priceRecord, verdict } from './catalogRecords.fixture';
import { ClubProducts, ProductCard } from './productCard';
import { ProductPrice } from './productPrice';

describe('a product price (product/pricing-and-dues.md#price-records)', () => {
  it.each([
    ['a price without discounts', {}, 'valid'],
    [
      'discounts within what they discount',
      {
        adultSalesRuleDiscountAmount: 1000,
        juniorSalesRuleDiscountAmounts: [500, 500],
        adminFeeSalesRuleDiscountAmount: 2400,
      },
      'valid',
    ],
    [
      'an amount in dollars',
      { productPrice: 159.99 },
      'productPrice: An amount is a whole number of cents',
    ],
    ['a negative amount', { adminFee: -100 }, 'adminFee: An amount cannot be negative'],
    [
      'an adults discount above the dues',
      { adultSalesRuleDiscountAmount: 15901 },
      'adultSalesRuleDiscountAmount: The adults discount exceeds productPrice',
    ],
    [
      'a junior discount above the junior dues',
      { juniorSalesRuleDiscountAmounts: [500, 3501] },
      'juniorSalesRuleDiscountAmounts.1: A junior discount exceeds juniorMemberDues',
    ],
    [
      'seven junior discounts',
      { juniorSalesRuleDiscountAmounts: [1, 1, 1, 1, 1, 1, 1] },
      'juniorSalesRuleDiscountAmounts: At most 6 junior discounts (one per junior)',
    ],
    [
      'an admin fee discount above the admin fee',
      { adminFeeSalesRuleDiscountAmount: 4901 },
      'adminFeeSalesRuleDiscountAmount: The admin fee discount exceeds adminFee',
    ],
    [
      'a normal joining fee below the fees',
      { normallyPricedJoiningFee: 19799 },
      'normallyPricedJoiningFee: normallyPricedJoiningFee is less than adminFee plus enrollmentFee',
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(verdict(ProductPrice, priceRecord(overrides))).toBe(expected);
  });
});

describe('a membership card (product/membership-and-promotions.md#membership-cards)', () => {
  const qualified = {
    eligibilityRequirements: 'Medicare plan members.',
    legalDisclaimer: 'Plan terms apply.',
  };
  it.each([
    ['a monthly card', 'Monthly', {}, 'valid'],
    ['a card with no authored order', 'Monthly', { displayOrder: undefined }, 'valid'],
    ['a qualified card with its terms', 'MonthlyQualified', qualified, 'valid'],
    [
      'a qualified card without who qualifies',
      'MonthlyQualified',
      { legalDisclaimer: 'Plan terms apply.' },
      'eligibilityRequirements: A MonthlyQualified card states its eligibilityRequirements',
    ],
    [
      'a qualified card without its legal terms',
      'MonthlySGTQualified',
      { eligibilityRequirements: 'Members.' },
      'legalDisclaimer: A MonthlySGTQualified card states its legalDisclaimer',
    ],
    [
      'an unknown product type',
      'Platinum',
      {},
      'productType: Invalid option: expected one of "ClubOnly"|"DayPass"|"Digital"|"Employee"|"GroupFitness"|"JuniorExecutive"|"Monthly"|"MonthlySGT"|"MonthlySGTPremier"|"MonthlyQualified"|"MonthlySGTQualified"|"PickleballOnly"|"Student"|"UnderTwentySix"|"SixtyFivePlus"|"ShortTerm"|"RosemountResident"',
    ],
    ['an employee card behind its door', 'Employee', { door: [{ proof: 'employeeId' }] }, 'valid'],
    [
      'a qualified card sold with its coupon and member identifier',
      'MonthlyQualified',
      {
        ...qualified,
        door: [{ proof: 'coupon', couponKinds: ['Qualified'], withProgramIdentifier: true }],
      },
      'valid',
    ],
    [
      'a card that does not say who it is sold to',
      'Monthly',
      { door: undefined },
      'door: Invalid input: expected array, received undefined',
    ],
    [
      'a door with no way in',
      'DayPass',
      { door: [] },
      'door: Too small: expected array to have >=1 items',
    ],
    [
      'a door opened by an unknown kind of coupon',
      'DayPass',
      { door: [{ proof: 'coupon', couponKinds: ['Gift'] }] },
      'door.0.couponKinds.0: Invalid option: expected one of "EmployeeReferral"|"DayPass"|"Pickleball"|"Promotional"|"Qualified"|"Program"|"Corporate"',
    ],
    [
      'a card that sells nothing',
      'Monthly',
      { products: [] },
      'products: A card sells at least one adult quantity',
    ],
  ])('%s', (_name, type, overrides, expected) => {
    expect(verdict(ProductCard, cardRecord(type, overrides))).toBe(expected);
  });

  it('refuses two products for one adult quantity, and quantities beyond 6 adults', () => {
    const card = cardRecord();
    const [one] = card.products;
    expect(verdict(ProductCard, { ...card, products: [one, one] })).toBe(
      'products.1.quantity: Two products for 1 adults',
    );
    expect(verdict(ProductCard, { ...card, products: [{ ...one, quantity: 7 }] })).toBe(
      'products.0.quantity: Too big: expected number to be <=6',
    );
  });

  it('refuses a club record with two cards of one type', () => {
    expect(
      verdict(ClubProducts, { mmsClubId: '17', cards: [cardRecord(), cardRecord('MonthlySGT')] }),
    ).toBe('valid');
    expect(verdict(ClubProducts, { mmsClubId: '17', cards: [cardRecord(), cardRecord()] })).toBe(
      'cards.1.productType: Two Monthly cards',
    );
  });
});
