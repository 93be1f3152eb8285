import { describe, expect, it } from 'vitest';
import type { Flow, ProductType } from '../vocabulary';
import type { ChargeSchedule } from './chargeTerms';
import { chargeTerms } from './chargeTerms';

const sale = (flows: Flow[], productType: ProductType | undefined, presaleClub = false) => ({
  flows,
  productType,
  presaleClub,
});

describe('the charge terms of a sale (product/pricing-and-dues.md#charge-terms)', () => {
  it.each<[string, ReturnType<typeof sale>, ChargeSchedule, boolean]>([
    ['an ordinary membership', sale([], 'Monthly'), 'monthly', true],
    ['a membership at a presale club', sale([], 'Monthly', true), 'monthlyAfterOpening', true],
    ['a waitlist join', sale(['Waitlist'], 'Monthly'), 'atActivation', true],
    [
      'a waitlist join at a presale club',
      sale(['Waitlist'], 'Monthly', true),
      'atActivation',
      true,
    ],
    ['the DayPass flow', sale(['DayPass'], undefined), 'oneVisit', false],
    ['a Day Pass product in no flow', sale([], 'DayPass'), 'oneVisit', false],
    ['the ShortTerm flow', sale(['ShortTerm'], 'Monthly'), 'paidInFull', false],
    ['a Short Term product in no flow', sale([], 'ShortTerm'), 'paidInFull', false],
    ['a Short Term product at a presale club', sale([], 'ShortTerm', true), 'paidInFull', false],
    ['a product not chosen yet', sale([], undefined), 'monthly', true],
  ])('%s: %s, monthly dues %s', (_name, input, schedule, billsMonthly) => {
    expect(chargeTerms(input)).toMatchObject({ schedule, billsMonthly });
  });

  it.each<[string, ReturnType<typeof sale>, boolean]>([
    ['the Digital flow', sale(['Digital'], 'Monthly'), false],
    ['a Digital product', sale([], 'Digital'), false],
    ['a club membership', sale([], 'Monthly'), true],
    ['the DigitalStudio flow (a studio people visit)', sale(['DigitalStudio'], 'Monthly'), true],
  ])('%s needs a club visit: %s', (_name, input, needsClubVisit) => {
    expect(chargeTerms(input).needsClubVisit).toBe(needsClubVisit);
  });
});
