import { describe, expect, it } from 'vitest';
import { buildCart } from './buildCart';
import type { CartInput } from './cartInput';
import { WISCONSIN, cartInput, noonInChicago, priceWith } from './cartScenario.fixture';
import { INTEGRITY_MESSAGES, checkCartIntegrity } from './integrityChecks';
import type { PricingCase } from './pricingCase';

const PRESALE_CLUB = { state: 'WI', timeZone: 'America/Chicago', open: 'PRESALE' };

/** One cart per case, each with taxes, discounts and extras so every term of its equation counts. */
const CARTS: Record<PricingCase, Partial<CartInput>> = {
  firstOfMonth: {
    joinedAt: noonInChicago('2026-06-01'),
    teamVip: { duesDiscountRate: 100_000 },
    promotion: { monthlyDuesDiscount: 500, joiningFeeDiscount: 900, defersJoiningFees: false },
  },
  prorated: {
    joinedAt: noonInChicago('2026-06-15'),
    teamVip: { duesDiscountRate: 100_000 },
    promotion: { monthlyDuesDiscount: 500, joiningFeeDiscount: 900, defersJoiningFees: false },
  },
  presale: {
    club: PRESALE_CLUB,
    promotion: { monthlyDuesDiscount: 500, joiningFeeDiscount: 900, defersJoiningFees: true },
  },
  waitlist: { flow: 'Waitlist' },
  dayPass: { flow: 'DayPass', price: priceWith({ productPrice: 2500 }) },
  paidInFull: {
    flow: 'ShortTerm',
    joinedAt: noonInChicago('2026-06-15'),
    promotion: { monthlyDuesDiscount: 500, joiningFeeDiscount: 900, defersJoiningFees: false },
  },
};

const priced = (pricingCase: PricingCase) =>
  buildCart(
    cartInput({
      club: { state: 'WI', timeZone: 'America/Chicago', open: 'OPEN' },
      taxTable: [WISCONSIN],
      price: priceWith({ enrollmentFee: 2500, adultSalesRuleDiscountAmount: 300 }),
      addOns: [
        { productCode: 'KIDS', name: 'Kids Club', price: 1500, adminFee: 1000, quantity: 1 },
      ],
      poolPass: { adultPrice: 5000, juniorPrice: 2500 },
      dynamicPackage: { productCode: 'PKG', name: 'For Adults', price: 4000 },
      publicImprovementFee: { description: 'Public Improvement Fee', rate: 20_000 },
      ...CARTS[pricingCase],
    }),
  );

describe('price integrity checks (product/pricing-and-dues.md#integrity-checks)', () => {
  it.each(Object.keys(CARTS) as PricingCase[])('a sound %s cart has no findings', (pricingCase) => {
    const cart = priced(pricingCase);
    expect(cart.pricingCase).toBe(pricingCase);
    expect(checkCartIntegrity(cart.response, cart.summary, pricingCase)).toEqual([]);
  });

  it.each([
    {
      pricingCase: 'presale',
      message:
        'Presale total does not equal admin fees plus enrollment fees minus joining-fee discount minus month discount.',
    },
    {
      pricingCase: 'prorated',
      message:
        'Prorated total does not equal next month dues plus proration plus admin fees plus enrollment fees minus discounts plus taxes.',
    },
    {
      pricingCase: 'firstOfMonth',
      message:
        'First-day-of-month total does not equal monthly dues plus admin fees plus enrollment fees minus discounts minus team VIP discount plus taxes.',
    },
    {
      pricingCase: 'waitlist',
      message: 'Waitlist total is not zero: nothing is charged until activation.',
    },
    {
      pricingCase: 'dayPass',
      message: 'Day pass total does not equal the day pass price plus taxes.',
    },
  ] as const)('a $pricingCase total one cent off is flagged', ({ pricingCase, message }) => {
    const cart = priced(pricingCase);
    const summary = { ...cart.summary, total: cart.summary.total + 1 };
    expect(checkCartIntegrity(cart.response, summary, pricingCase)).toEqual([
      {
        code: 'totalMismatch',
        pricingCase,
        message,
        expected: cart.summary.total,
        actual: cart.summary.total + 1,
      },
    ]);
  });

  it.each([
    { term: 'monthDiscount', pricingCase: 'presale' },
    { term: 'adminFeesDiscount', pricingCase: 'presale' },
    { term: 'deferredJoiningFees', pricingCase: 'presale' },
    { term: 'nextMonthDues', pricingCase: 'prorated' },
    { term: 'monthProrate', pricingCase: 'prorated' },
    { term: 'teamVipDiscount', pricingCase: 'prorated' },
    { term: 'monthlyDues', pricingCase: 'firstOfMonth' },
    { term: 'teamVipDiscount', pricingCase: 'firstOfMonth' },
    { term: 'adminFees', pricingCase: 'firstOfMonth' },
    { term: 'enrollmentFees', pricingCase: 'firstOfMonth' },
    { term: 'taxes', pricingCase: 'firstOfMonth' },
    { term: 'taxes', pricingCase: 'presale' },
    { term: 'addOnAdminFees', pricingCase: 'prorated' },
    { term: 'membershipAddOnFees', pricingCase: 'prorated' },
    { term: 'poolPassFees', pricingCase: 'firstOfMonth' },
    { term: 'dynamicPackageFees', pricingCase: 'presale' },
    { term: 'pifAmount', pricingCase: 'prorated' },
    { term: 'dayPassDues', pricingCase: 'dayPass' },
    { term: 'taxes', pricingCase: 'dayPass' },
  ] as const)('the $pricingCase equation counts $term', ({ term, pricingCase }) => {
    const cart = priced(pricingCase);
    const summary = { ...cart.summary, [term]: cart.summary[term] + 1 };
    expect(checkCartIntegrity(cart.response, summary, pricingCase)).toMatchObject([
      { code: 'totalMismatch' },
    ]);
  });

  it('flags a missing cart response and a missing cart summary', () => {
    expect(checkCartIntegrity(undefined, undefined, 'prorated')).toEqual([
      { code: 'missingCartResponse', message: INTEGRITY_MESSAGES.missingCartResponse },
      { code: 'missingCartSummary', message: INTEGRITY_MESSAGES.missingCartSummary },
    ]);
    expect(INTEGRITY_MESSAGES.missingCartResponse).toBe('Cart response is missing.');
    expect(INTEGRITY_MESSAGES.missingCartSummary).toBe('Cart summary is missing.');
  });

  it('still checks the entries of a cart whose summary is missing', () => {
    const cart = priced('prorated');
    const currentMonth = cart.response.entries.filter(
      (entry) => entry.reasonCode === 'Current Month' && entry.productCode === 'MONTHLY',
    );
    const response = { ...cart.response, entries: [...currentMonth, ...currentMonth] };
    expect(checkCartIntegrity(response, undefined, 'prorated').map((f) => f.code)).toEqual([
      'missingCartSummary',
      'duplicateCurrentMonthEntry',
    ]);
  });

  it('flags Current Month entries that share a product code', () => {
    const cart = priced('firstOfMonth');
    const currentMonth = cart.response.entries.filter(
      (entry) => entry.reasonCode === 'Current Month' && entry.productCode === 'MONTHLY',
    );
    const response = {
      ...cart.response,
      entries: [...cart.response.entries, ...currentMonth, ...currentMonth],
    };
    expect(checkCartIntegrity(response, cart.summary, 'firstOfMonth')).toEqual([
      {
        code: 'duplicateCurrentMonthEntry',
        productCode: 'MONTHLY',
        count: 3,
        message: 'Duplicate Current Month entries: 3 for product code MONTHLY.',
      },
    ]);
  });

  it('does not flag a Current Month and a Next Month of the same product, nor fees sharing its code', () => {
    const cart = priced('prorated');
    const codes = cart.response.entries.map((entry) => [entry.productCode, entry.reasonCode]);
    expect(codes).toContainEqual(['MONTHLY', 'Current Month']);
    expect(codes).toContainEqual(['MONTHLY', 'Next Month']);
    expect(codes).toContainEqual(['MONTHLY', undefined]);
    expect(checkCartIntegrity(cart.response, cart.summary, 'prorated')).toEqual([]);
  });
});
