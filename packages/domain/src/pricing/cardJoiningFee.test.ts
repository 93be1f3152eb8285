import { describe, expect, it } from 'vitest';
import { cardJoiningFee } from './cardJoiningFee';

describe('the joining fee a membership card states', () => {
  const price = { adminFee: 4900, enrollmentFee: 10000, adminFeeSalesRuleDiscountAmount: 0 };

  it('is the admin and enrollment fees', () => {
    expect(cardJoiningFee(price, 0)).toBe(14900);
  });

  it('takes off the sales-rule discount and the promotion’s joining-fee discount', () => {
    expect(cardJoiningFee({ ...price, adminFeeSalesRuleDiscountAmount: 900 }, 5000)).toBe(9000);
  });

  it('is zero when a promotion waives the fees, never below', () => {
    expect(cardJoiningFee(price, 14900)).toBe(0);
    expect(cardJoiningFee(price, 20000)).toBe(0);
    expect(
      cardJoiningFee({ adminFee: 0, enrollmentFee: 0, adminFeeSalesRuleDiscountAmount: 0 }, 0),
    ).toBe(0);
  });
});
