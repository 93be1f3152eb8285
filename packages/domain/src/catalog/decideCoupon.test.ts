import { describe, expect, it } from 'vitest';
import { couponNoLongerValidWarning, decideCoupon } from './decideCoupon';

describe('a coupon is kept only if the server says it is valid (product/membership-and-promotions.md#coupons)', () => {
  it.each([
    { rule: 'valid, used: kept', isValid: true, couponUsed: true, decision: { kind: 'keep' } },
    { rule: 'valid, not used: kept', isValid: true, couponUsed: false, decision: { kind: 'keep' } },
    {
      rule: 'used but no longer valid: discarded, couponUsed cleared, warning',
      isValid: false,
      couponUsed: true,
      decision: { kind: 'discard', warn: true },
    },
    {
      rule: 'not valid and never used: discarded without warning',
      isValid: false,
      couponUsed: false,
      decision: { kind: 'discard', warn: false },
    },
    {
      rule: 'no answer from the server, used: discarded with warning',
      isValid: undefined,
      couponUsed: true,
      decision: { kind: 'discard', warn: true },
    },
  ])('$rule', ({ isValid, couponUsed, decision }) => {
    expect(decideCoupon({ isValid, couponUsed })).toEqual(decision);
  });
});

describe('the warning for a used coupon discarded (product/membership-and-promotions.md#coupons)', () => {
  it('names the code and says the prices go without it', () => {
    expect(couponNoLongerValidWarning('OPTIFIT')).toBe(
      'The coupon code OPTIFIT is no longer valid, so we removed it. Prices no longer include its discount.',
    );
  });
});
