import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money/formatMoney';
import { US_DOLLARS } from '../money/currency';
import { buildCart } from './buildCart';
import type { CartInput } from './cartInput';
import { MINNESOTA, cartInput, noonInChicago, priceWith } from './cartScenario.fixture';
import { chargeTerms } from './chargeTerms';
import { priceDetails } from './priceDetails';

const PRESALE = { state: 'MN', timeZone: 'America/Chicago', open: 'PRESALE' };

function detailsOf(input: Partial<CartInput>, openDate?: string | null) {
  const cart = buildCart(cartInput(input));
  return priceDetails(cart.summary, {
    pricingCase: cart.pricingCase,
    terms: chargeTerms({
      flows: input.flow ? [input.flow] : [],
      productType: input.product?.productType ?? 'Monthly',
      presaleClub: input.club?.open === 'PRESALE',
    }),
    openDate,
  });
}

/** Lines as a person reads them. */
const read = (lines: readonly { label: string; amount: number }[]) =>
  lines.map((line) => `${line.label} ${formatMoney(line.amount, US_DOLLARS)}`);

describe('the monthly section (product/pricing-and-dues.md#price-details)', () => {
  it.each([
    { flow: 'ShortTerm', title: 'Membership Dues' },
    { flow: 'Employee', title: 'Monthly Dues' },
    { flow: 'Waitlist', title: 'Monthly Dues' },
    { flow: undefined, title: 'Monthly Dues' },
  ] as const)('is titled $title for the $flow flow', ({ flow, title }) => {
    expect(detailsOf({ flow }).monthly?.title).toBe(title);
  });

  it.each([
    { input: {}, footer: 'Due at the beginning of each month.' },
    {
      input: { joinedAt: noonInChicago('2026-06-01') },
      footer: 'Due at the beginning of each month.',
    },
    {
      input: { club: PRESALE },
      footer: 'Due at the beginning of each month after the club opens.',
    },
    {
      input: { flow: 'Waitlist' },
      footer: 'Due at the beginning of each month once your membership is activated.',
    },
    {
      input: { flow: 'ShortTerm' },
      footer: 'Paid in full for the whole term: nothing is charged monthly.',
    },
  ] as const)('says "$footer" for $input', ({ input, footer }) => {
    expect(detailsOf(input).monthly?.footer).toBe(footer);
  });

  it('shows what each full month bills, after discounts', () => {
    const details = detailsOf({
      flow: 'ShortTerm',
      price: priceWith({ adultSalesRuleDiscountAmount: 1000 }),
    });
    expect(details.monthly).toEqual({
      title: 'Membership Dues',
      amount: 8000,
      footer: 'Paid in full for the whole term: nothing is charged monthly.',
    });
  });

  it('is absent for a day pass, which bills no month', () => {
    expect(detailsOf({ flow: 'DayPass' }).monthly).toBeUndefined();
  });
});

describe('the fee lines due today (product/pricing-and-dues.md#price-details)', () => {
  it('list a first-of-month cart in order, leaving out lines of zero but never subtotal or tax', () => {
    const details = detailsOf({
      price: priceWith({ enrollmentFee: 2500, adultSalesRuleDiscountAmount: 1000 }),
      promotion: { monthlyDuesDiscount: 0, joiningFeeDiscount: 900, defersJoiningFees: false },
      teamVip: { duesDiscountRate: 100_000 },
      addOns: [
        { productCode: 'KIDS', name: 'Kids Club', price: 1500, adminFee: 1000, quantity: 1 },
      ],
      dynamicPackage: { productCode: 'PKG', name: 'For Kids', price: 2000 },
      poolPass: { adultPrice: 5000, juniorPrice: 0 },
      publicImprovementFee: { description: 'Public Improvement Fee (Edina)', rate: 10_000 },
    });
    expect(read(details.dueToday)).toEqual([
      'Monthly Dues $90.00',
      // 1000 ACTION and 10 % of the 8000 left.
      'Discount -$18.00',
      'Joining Fees $74.00',
      'Joining Fee Discount -$9.00',
      // The add-on's month and the package.
      'Add-On Products $35.00',
      'Additional Member Admin Fee $10.00',
      'Summer Pool Access $50.00',
      'Public Improvement Fee (Edina) $0.72',
      'Subtotal $232.72',
      'Tax $0.00',
    ]);
  });

  it('list a prorated cart with its prorated and next month dues, and the surcharge with its rate', () => {
    const details = detailsOf({
      joinedAt: noonInChicago('2026-06-15'),
      taxTable: [MINNESOTA],
      paymentKind: 'credit',
    });
    expect(read(details.dueToday)).toEqual([
      'Prorated Dues $48.00',
      'Next Month Dues $90.00',
      'Joining Fees $49.00',
      'Subtotal $187.00',
      // 6.875 % of 4800 (330) and of 9000 (619).
      'Tax $9.49',
      // 2.5 % of 196.49 is 4.91, taxed 0.34.
      'Credit Card Surcharge (2.5%) $5.25',
    ]);
  });

  it.each([
    ['an open club', {}],
    ['a credit card surcharge', { taxTable: [MINNESOTA], paymentKind: 'credit' }],
    ['a presale club', { club: PRESALE }],
  ] as const)('add up to the total due today with %s', (_case, input) => {
    const details = detailsOf({ joinedAt: noonInChicago('2026-06-15'), ...input });
    const [subtotalAt] = details.dueToday.flatMap((line, at) =>
      line.key === 'subtotal' ? [at] : [],
    );
    const charged = details.dueToday.slice(subtotalAt).reduce((sum, line) => sum + line.amount, 0);
    expect(details.dueTodayTotal).toBe(charged);
    expect(details.dueTodayTotal).toBeGreaterThan(0);
  });

  it('list a presale cart with deferred joining fees as a negative line with its note', () => {
    const details = detailsOf(
      {
        club: PRESALE,
        promotion: { monthlyDuesDiscount: 0, joiningFeeDiscount: 900, defersJoiningFees: true },
      },
      '2027-03-01',
    );
    expect(read(details.dueToday)).toEqual([
      'Joining Fees $49.00',
      'Joining Fee Discount -$9.00',
      'Deferred Joining Fees -$40.00',
      'Subtotal $0.00',
      'Tax $0.00',
    ]);
    expect(details.dueToday.find((line) => line.key === 'deferredJoiningFees')?.note).toBe(
      "Your joining fees will be charged with your prorated first month's dues around the club's opening date of March 1, 2027.",
    );
    expect(details.monthly?.footer).toBe(
      'Due at the beginning of each month after the club opens.',
    );
  });

  it.each([null, undefined])(
    'word the deferred note without a date when the opening date is %s',
    (openDate) => {
      const details = detailsOf(
        {
          club: PRESALE,
          promotion: { monthlyDuesDiscount: 0, joiningFeeDiscount: 0, defersJoiningFees: true },
        },
        openDate,
      );
      expect(details.dueToday.find((line) => line.key === 'deferredJoiningFees')?.note).toBe(
        "Your joining fees will be charged with your prorated first month's dues around the club's opening date.",
      );
    },
  );

  it('list a day pass as its price, subtotal and tax', () => {
    const details = detailsOf({ flow: 'DayPass', price: priceWith({ productPrice: 2500 }) });
    expect(read(details.dueToday)).toEqual(['Day Pass $25.00', 'Subtotal $25.00', 'Tax $0.00']);
  });
});

describe('a waitlist join (product/pricing-and-dues.md#price-details)', () => {
  const details = detailsOf({ flow: 'Waitlist' });

  it('has nothing due today and says the card is not charged until activation', () => {
    expect(details.dueToday).toEqual([]);
    expect(details.dueTodayTotal).toBe(0);
    expect(details.waitlistNote).toBe(
      'Your card will not be charged until your membership is activated.',
    );
  });

  it('shows joining fees, joining fee discount and prorated monthly dues as TBD at activation', () => {
    expect(details.dueAtActivation).toEqual([
      { label: 'Joining Fees', value: 'TBD' },
      { label: 'Joining Fee Discount', value: 'TBD' },
      { label: 'Prorated Monthly Dues', value: 'TBD' },
    ]);
  });

  it('shows the monthly dues due once activated', () => {
    expect(details.monthly).toEqual({
      title: 'Monthly Dues',
      amount: 9000,
      footer: 'Due at the beginning of each month once your membership is activated.',
    });
  });

  it('is the only case with a note or lines at activation', () => {
    const open = detailsOf({});
    expect(open.waitlistNote).toBeUndefined();
    expect(open.dueAtActivation).toEqual([]);
  });
});
