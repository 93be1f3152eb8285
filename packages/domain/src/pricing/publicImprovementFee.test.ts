import { describe, expect, it } from 'vitest';
import { buildCart } from './buildCart';
import { MINNESOTA, cartInput, noonInChicago } from './cartScenario.fixture';
import { publicImprovementFeeOn } from './publicImprovementFee';

const PIF = { description: 'Public Improvement Fee (Rosemount)', rate: 10_000 };
const TAXES_PIF = {
  ...MINNESOTA,
  components: [
    { name: 'Sales Tax', rate: 68_750, appliesTo: ['dues', 'publicImprovementFee'] as const },
  ],
};

describe('the public improvement fee (product/pricing-and-dues.md#public-improvement-fee: a rate on dues, itself taxable)', () => {
  it('is its rate of the dues charged, rounded once, and taxed where the region taxes it', () => {
    expect(publicImprovementFeeOn(24533, PIF, TAXES_PIF)).toEqual({
      description: 'Public Improvement Fee (Rosemount)',
      rate: 10_000,
      amount: 245,
      tax: 17,
    });
  });

  it('is untaxed where the region does not tax it', () => {
    expect(publicImprovementFeeOn(24533, PIF, MINNESOTA).tax).toBe(0);
  });

  it('is nothing at a club without one', () => {
    expect(publicImprovementFeeOn(24533, undefined, MINNESOTA)).toEqual({
      description: '',
      rate: 0,
      amount: 0,
      tax: 0,
    });
  });

  it('in a cart, is charged on the membership dues after their discounts, not on fees or add-ons', () => {
    const { response, summary } = buildCart(
      cartInput({
        joinedAt: noonInChicago('2026-06-15'),
        price: { ...cartInput().price, adultSalesRuleDiscountAmount: 1500 },
        addOns: [{ productCode: 'KIDS', name: 'Kids Club', price: 1500, adminFee: 0, quantity: 1 }],
        publicImprovementFee: PIF,
        taxTable: [TAXES_PIF],
      }),
    );
    // Dues charged: 4800 − 800 prorated ACTION, plus 9000 − 1500: 11500; 1 % is 115.
    expect(response.publicImprovementFee.amount).toBe(115);
    expect(response.publicImprovementFee.tax).toBe(8);
    expect(summary.pifAmount).toBe(115);
    expect(summary.pifDescription).toBe('Public Improvement Fee (Rosemount)');
    expect(response.subTotal).toBe(
      response.entries.reduce((total, entry) => total + entry.totalPrice, 0) + 115,
    );
  });

  it('is nothing at a presale club, which charges no dues yet', () => {
    const { summary } = buildCart(
      cartInput({
        club: { state: 'MN', timeZone: 'America/Chicago', open: 'PRESALE' },
        publicImprovementFee: PIF,
      }),
    );
    expect(summary.pifAmount).toBe(0);
  });
});
