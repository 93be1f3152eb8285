import { describe, expect, it } from 'vitest';
import type { Flow, ProductType } from '../vocabulary';
import { chargeTerms } from '../pricing/chargeTerms';
import { membershipAgreements } from './membershipAgreements';

const agreementsOf = (flows: Flow[], productType: ProductType) =>
  membershipAgreements(chargeTerms({ flows, productType, presaleClub: false }));

describe('the agreements of a sale, by its charge terms (product/pricing-and-dues.md#charge-terms)', () => {
  it('asks a monthly member to authorise the monthly dues', () => {
    const [membership, authorization] = agreementsOf([], 'Monthly');
    expect(membership?.id).toBe('membership-agreement');
    expect(authorization?.id).toBe('recurring-payment-authorization');
    expect(authorization?.statement).toContain('at the beginning of each month');
  });

  it.each<[string, Flow[], ProductType]>([
    ['a day pass', ['DayPass'], 'DayPass'],
    ['a short term paid in full', ['ShortTerm'], 'ShortTerm'],
  ])('authorises only today for %s, with no monthly charges', (_name, flows, productType) => {
    const authorization = agreementsOf(flows, productType)[1];
    expect(authorization?.id).toBe('payment-authorization');
    expect(authorization?.statement).toContain('Nothing is charged monthly.');
    expect(authorization?.statement).not.toContain('each month');
  });

  it('authorises a waitlist join only from activation on', () => {
    const authorization = agreementsOf(['Waitlist'], 'Monthly')[1];
    expect(authorization?.statement).toContain('once my membership is activated');
    expect(authorization?.statement).not.toContain('today');
    // Another text, so another version: completion records which one was accepted.
    expect(authorization?.version).not.toBe(agreementsOf([], 'Monthly')[1]?.version);
  });
});
