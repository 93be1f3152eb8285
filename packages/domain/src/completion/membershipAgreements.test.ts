import { describe, expect, it } from 'vitest';
import type { Flow, ProductType } from '../vocabulary';
import { chargeTerms } from '../pricing/chargeTerms';
import { agreementOfVersion, membershipAgreements } from './membershipAgreements';

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

const SALES: [string, Flow[], ProductType][] = [
  ['a monthly membership', [], 'Monthly'],
  ['a waitlist join', ['Waitlist'], 'Monthly'],
  ['a day pass', ['DayPass'], 'DayPass'],
  ['a short term paid in full', ['ShortTerm'], 'ShortTerm'],
];

describe('the full text of each agreement, to read before accepting it', () => {
  it.each(SALES)(
    'gives every agreement of %s a text for its version',
    (_name, flows, productType) => {
      for (const agreement of agreementsOf(flows, productType)) {
        expect(agreement.sections.length).toBeGreaterThan(0);
        for (const section of agreement.sections) {
          expect(section.heading.trim()).not.toBe('');
          expect(section.text.trim()).not.toBe('');
        }
        // The text recorded by id and version is the one shown.
        expect(agreementOfVersion(agreement.id, agreement.version)).toBe(agreement);
      }
    },
  );

  it('says in the membership agreement how to cancel, that freezing is not offered online, and the risk', () => {
    const text = agreementsOf([], 'Monthly')[0]
      ?.sections.map((section) => section.text)
      .join(' ');
    expect(text).toContain('choose Cancel membership');
    expect(text).toContain('Freezing (pausing) a membership is not offered online');
    expect(text).toContain('Exercise carries a risk of injury');
  });

  it('finds no text for a version no sale offers', () => {
    expect(agreementOfVersion('membership-agreement', '1999-01')).toBeUndefined();
    expect(agreementOfVersion('privacy', '2026-01')).toBeUndefined();
    // Two versions of one authorisation are two texts.
    expect(
      agreementOfVersion('recurring-payment-authorization', '2026-11-waitlist')?.statement,
    ).toContain('once my membership is activated');
  });
});
