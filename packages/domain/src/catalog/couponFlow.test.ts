import { describe, expect, it } from 'vitest';
import { chooseDefaultProduct } from './defaultClubProduct';
import type { JudgedCoupon } from './couponFlow';
import { couponSaleFlow, entryCouponFlow } from './couponFlow';
import type { Flow, ProductType } from '../vocabulary';

describe('the flow initialize takes from the coupon in hand (product/club-and-entry.md#initialize)', () => {
  it.each<{ rule: string; coupon: JudgedCoupon | undefined; flow: string | undefined }>([
    {
      rule: 'a valid day-pass coupon: DayPass',
      coupon: { isValid: true, kind: 'DayPass' },
      flow: 'DayPass',
    },
    {
      rule: 'a valid pickleball coupon: PickleballOnly',
      coupon: { isValid: true, kind: 'Pickleball' },
      flow: 'PickleballOnly',
    },
    {
      rule: 'a day-pass coupon not valid here: none',
      coupon: { isValid: false, kind: 'DayPass' },
      flow: undefined,
    },
    {
      rule: 'a Medicare coupon: none at entry (the default product brings Qualified)',
      coupon: { isValid: true, kind: 'Qualified' },
      flow: undefined,
    },
    {
      rule: 'a referral coupon: none',
      coupon: { isValid: true, kind: 'EmployeeReferral' },
      flow: undefined,
    },
    { rule: 'an unknown code: none', coupon: { isValid: false }, flow: undefined },
    { rule: 'no coupon: none', coupon: undefined, flow: undefined },
  ])('$rule', ({ coupon, flow }) => {
    expect(entryCouponFlow(coupon)).toBe(flow);
  });

  it.each(['DayPass', 'Pickleball'])(
    'gives the flow the default product gives a %s coupon, as the server decides it',
    (kind) => {
      const choice = chooseDefaultProduct({
        clubId: '5',
        categories: [],
        soldTypes: ['DayPass', 'PickleballOnly'],
        category: undefined,
        coupon: { kind, productTypes: [kind === 'DayPass' ? 'DayPass' : 'PickleballOnly'] },
      });
      expect(choice.kind === 'chosen' && choice.membershipDescriptor.flows).toEqual([
        entryCouponFlow({ isValid: true, kind }),
      ]);
    },
  );
});

describe('the flow a coupon gives a sale (product/membership-and-promotions.md#coupons; product/club-and-entry.md#initialize)', () => {
  it.each<{ rule: string; kind: string; productType: ProductType; flow: Flow | undefined }>([
    {
      rule: 'a Medicare coupon for its type',
      kind: 'Qualified',
      productType: 'MonthlyQualified',
      flow: 'Qualified',
    },
    {
      rule: 'a Medicare coupon for another type',
      kind: 'Qualified',
      productType: 'Monthly',
      flow: undefined,
    },
    {
      rule: 'a corporate coupon',
      kind: 'Corporate',
      productType: 'MonthlyQualified',
      flow: 'CorpSales',
    },
    {
      rule: 'an insurer program coupon',
      kind: 'Program',
      productType: 'MonthlyQualified',
      flow: undefined,
    },
  ])('$rule: $flow', ({ kind, productType, flow }) => {
    expect(couponSaleFlow({ kind, productTypes: ['MonthlyQualified'] }, productType)).toBe(flow);
  });
});
