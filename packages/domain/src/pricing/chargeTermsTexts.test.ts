import { describe, expect, it } from 'vitest';
import type { ChargeSchedule, ChargeTerms } from './chargeTerms';
import {
  cardPriceSuffix,
  membershipPriceTitle,
  monthlyChargeTiming,
  payButtonLabel,
  paymentNote,
  whatHappensNext,
} from './chargeTermsTexts';

const terms = (schedule: ChargeSchedule, needsClubVisit = true): ChargeTerms => ({
  schedule,
  billsMonthly: schedule !== 'oneVisit' && schedule !== 'paidInFull',
  needsClubVisit,
});

describe('the words of each charge schedule (product/pricing-and-dues.md#charge-terms)', () => {
  it.each<[ChargeSchedule, string, string, string | undefined]>([
    ['monthly', 'per month', 'Monthly Dues', 'monthly'],
    ['monthlyAfterOpening', 'per month', 'Monthly Dues', 'monthly after the club opens'],
    ['atActivation', 'per month', 'Monthly Dues', 'monthly once activated'],
    ['oneVisit', 'for one visit', 'Day Pass', undefined],
    ['paidInFull', 'paid in full', 'Membership Dues', undefined],
  ])(
    '%s: the card says "%s", the price is titled %s, the monthly charge is taken %s',
    (schedule, suffix, title, label) => {
      expect(cardPriceSuffix(schedule)).toBe(suffix);
      expect(membershipPriceTitle(schedule)).toBe(title);
      expect(monthlyChargeTiming(schedule)).toBe(label);
    },
  );

  it('notes on the payment step that a waitlist card is not charged until activation', () => {
    expect(paymentNote('atActivation')).toBe(
      'Your card will not be charged until your membership is activated.',
    );
    expect(paymentNote('oneVisit')).toContain('one visit');
    expect(paymentNote('paidInFull')).toContain('nothing is charged monthly');
    expect(paymentNote('monthly')).toBeUndefined();
  });
});

describe('the payment button', () => {
  it('joins the waitlist, which is charged nothing today, and pays everywhere else', () => {
    expect(payButtonLabel('atActivation')).toBe('Join the waitlist');
    expect(payButtonLabel('monthly')).toBe('Pay and join');
    expect(payButtonLabel('oneVisit')).toBe('Pay and join');
    expect(payButtonLabel('monthly', '$634.80')).toBe('Pay and join – $634.80');
    expect(payButtonLabel('atActivation', '$0.00')).toBe('Join the waitlist');
  });
});

describe('what happens next, on the confirmation and in its email', () => {
  it('tells a member of an open club to bring a photo ID and when dues are charged', () => {
    expect(whatHappensNext(terms('monthly'))).toBe(
      'Your membership is active; your monthly dues are charged at the beginning of each month. Bring a photo ID to the club for your first visit.',
    );
  });

  it('tells a Digital member no club visit is needed, and nothing of a photo ID', () => {
    const next = whatHappensNext(terms('monthly', false));
    expect(next).toContain('no club visit is needed');
    expect(next).not.toContain('photo ID');
  });

  it('tells a waitlist join nothing was charged and when it will be', () => {
    const next = whatHappensNext(terms('atActivation'));
    expect(next).toContain('Nothing was charged today');
    expect(next).toContain('not charged until your membership is activated');
    expect(next).not.toContain('photo ID');
  });

  it('tells a presale member dues start after the opening', () => {
    expect(whatHappensNext(terms('monthlyAfterOpening'))).toBe(
      'Your membership begins when the club opens. Your monthly dues are charged after the club opens.',
    );
  });

  it.each<ChargeSchedule>(['oneVisit', 'paidInFull'])(
    'says nothing of monthly dues being charged for %s',
    (schedule) => {
      const next = whatHappensNext(terms(schedule));
      expect(next).not.toMatch(/dues are charged/);
      expect(next).toContain('Bring a photo ID');
    },
  );
});
