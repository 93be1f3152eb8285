import { describe, expect, it } from 'vitest';
import { CANADIAN_DOLLARS, US_DOLLARS } from '../money/currency';
import {
  cartPaymentPlan,
  duesCalendar,
  duesCoverSentence,
  firstYearChargeDates,
  paymentPlanSentence,
} from './paymentPlan';

describe('the dues calendar of a sale (product/pricing-and-dues.md#pricing-cases)', () => {
  it.each([
    {
      rule: 'joined mid-month: the rest of it and all of the next, then monthly',
      pricingCase: 'prorated' as const,
      joinDate: '2026-11-21',
      calendar: {
        coversFrom: '2026-11-21',
        coversThrough: '2026-12-31',
        monthlyFrom: '2027-01-01',
      },
    },
    {
      rule: 'joined late in December: through January, monthly from February',
      pricingCase: 'prorated' as const,
      joinDate: '2026-12-31',
      calendar: {
        coversFrom: '2026-12-31',
        coversThrough: '2027-01-31',
        monthlyFrom: '2027-02-01',
      },
    },
    {
      rule: 'joined in January of a leap year: through 29 February',
      pricingCase: 'prorated' as const,
      joinDate: '2028-01-15',
      calendar: {
        coversFrom: '2028-01-15',
        coversThrough: '2028-02-29',
        monthlyFrom: '2028-03-01',
      },
    },
    {
      rule: 'joined on 29 February: through March',
      pricingCase: 'prorated' as const,
      joinDate: '2028-02-29',
      calendar: {
        coversFrom: '2028-02-29',
        coversThrough: '2028-03-31',
        monthlyFrom: '2028-04-01',
      },
    },
    {
      rule: 'joined on the 1st: this month, monthly from the next',
      pricingCase: 'firstOfMonth' as const,
      joinDate: '2026-12-01',
      calendar: {
        coversFrom: '2026-12-01',
        coversThrough: '2026-12-31',
        monthlyFrom: '2027-01-01',
      },
    },
  ])('$rule', ({ pricingCase, joinDate, calendar }) => {
    expect(duesCalendar(pricingCase, joinDate)).toEqual(calendar);
  });

  it.each(['presale', 'paidInFull', 'dayPass', 'waitlist'] as const)(
    'a %s sale pays no month today',
    (pricingCase) => {
      expect(duesCalendar(pricingCase, '2026-11-21')).toBeUndefined();
    },
  );
});

describe('the payments of a sale in one sentence (issue 21)', () => {
  const plan = { today: 41_000, monthly: 15_900, currency: US_DOLLARS };
  it.each([
    {
      schedule: 'monthly' as const,
      monthlyFrom: '2027-01-01',
      says: 'Pay $410.00 today, then $159.00 a month from January 1, 2027.',
    },
    { schedule: 'monthly' as const, says: 'Pay $410.00 today, then $159.00 a month.' },
    {
      schedule: 'monthlyAfterOpening' as const,
      says: 'Pay $410.00 today, then $159.00 a month once the club opens.',
    },
    {
      schedule: 'atActivation' as const,
      says: 'Nothing is charged today; then $159.00 a month once your membership is activated.',
    },
    { schedule: 'oneVisit' as const, says: 'Pay $410.00 today for one visit.' },
    {
      schedule: 'paidInFull' as const,
      says: 'Pay $410.00 today for the whole term; nothing is charged after it.',
    },
  ])('$schedule: $says', ({ schedule, monthlyFrom, says }) => {
    expect(paymentPlanSentence({ ...plan, schedule, monthlyFrom })).toBe(says);
  });

  it('says what a credit card would pay today while no card is chosen', () => {
    expect(paymentPlanSentence({ ...plan, schedule: 'monthly', byCreditCard: 42_025 })).toBe(
      'Pay $410.00 today ($420.25 by credit card), then $159.00 a month.',
    );
    expect(paymentPlanSentence({ ...plan, schedule: 'oneVisit', byCreditCard: 41_000 })).toBe(
      'Pay $410.00 today for one visit.',
    );
  });

  it('speaks the club’s currency', () => {
    expect(paymentPlanSentence({ ...plan, schedule: 'monthly', currency: CANADIAN_DOLLARS })).toBe(
      'Pay C$410.00 today, then C$159.00 a month.',
    );
  });

  it.each([
    {
      calendar: {
        coversFrom: '2026-11-21',
        coversThrough: '2026-12-31',
        monthlyFrom: '2027-01-01',
      },
      says: 'Today’s dues cover November 21 to December 31, 2026.',
    },
    {
      calendar: {
        coversFrom: '2026-12-31',
        coversThrough: '2027-01-31',
        monthlyFrom: '2027-02-01',
      },
      says: 'Today’s dues cover December 31, 2026 to January 31, 2027.',
    },
  ])('$says', ({ calendar, says }) => {
    expect(duesCoverSentence(calendar)).toBe(says);
  });
});

describe('a cart’s payment plan before a payment method is chosen', () => {
  const cart = { total: 41_000, totalWithSurcharge: 42_025, monthlyCharge: 15_900 };
  it('says today before the surcharge, the credit card’s beside it, and the first monthly date', () => {
    expect(
      paymentPlanSentence(
        cartPaymentPlan({ ...cart, monthlyChargeFrom: '2027-01-01' }, 'monthly', US_DOLLARS),
      ),
    ).toBe(
      'Pay $410.00 today ($420.25 by credit card), then $159.00 a month from January 1, 2027.',
    );
  });

  it('names no date when the cart has none', () => {
    expect(
      cartPaymentPlan({ ...cart, monthlyChargeFrom: null }, 'monthly', US_DOLLARS),
    ).not.toHaveProperty('monthlyFrom');
  });
});

describe('firstYearChargeDates (docs/decisions/0028)', () => {
  it('lists the 1st of each month from the first monthly charge until the first anniversary', () => {
    const calendar = duesCalendar('prorated', '2026-11-21');
    expect(calendar && firstYearChargeDates(calendar)).toEqual([
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
      '2027-05-01',
      '2027-06-01',
      '2027-07-01',
      '2027-08-01',
      '2027-09-01',
      '2027-10-01',
      '2027-11-01',
    ]);
  });

  it('stops before the anniversary itself for a join on the 1st', () => {
    const calendar = duesCalendar('firstOfMonth', '2026-12-01');
    const dates = calendar ? firstYearChargeDates(calendar) : [];
    expect([dates[0], dates.at(-1), dates.length]).toEqual(['2027-01-01', '2027-11-01', 11]);
  });
});
