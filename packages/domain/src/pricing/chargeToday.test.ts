import { describe, expect, it } from 'vitest';
import type { PaymentKind } from './cardSurcharge';
import { chargeToday } from './chargeToday';

const TOTALS = {
  total: 10_000,
  totalWithSurcharge: 10_250,
  surchargeDescription: 'Card Surcharge',
};

describe('chargeToday (product/pricing-and-dues.md#card-surcharge: only a credit card carries the surcharge)', () => {
  it.each<[PaymentKind | undefined, number, number]>([
    ['credit', 10_250, 250],
    ['debit', 10_000, 0],
    ['bank', 10_000, 0],
    [undefined, 10_000, 0],
  ])('%s is charged %i today, %i of it the surcharge', (paymentKind, amount, surcharge) => {
    expect(chargeToday(TOTALS, paymentKind)).toEqual({
      amount,
      amountBeforeSurcharge: 10_000,
      surcharge,
      surchargeDescription: 'Card Surcharge',
    });
  });

  it('charges a credit card no surcharge where the region allows none', () => {
    expect(chargeToday({ ...TOTALS, totalWithSurcharge: 10_000 }, 'credit').surcharge).toBe(0);
  });
});
