import { describe, expect, it } from 'vitest';
import type { ProductType } from '../vocabulary';
import { teamVipRuleFor } from './teamVipRule';

describe('who gets the team VIP discount (product/pricing-and-dues.md#discounts: employee terms)', () => {
  it.each<{ productType: ProductType; rule: { duesDiscountRate: number } | undefined }>([
    { productType: 'Employee', rule: { duesDiscountRate: 200_000 } },
    { productType: 'Monthly', rule: undefined },
    { productType: 'DayPass', rule: undefined },
    { productType: 'ShortTerm', rule: undefined },
  ])('$productType: $rule', ({ productType, rule }) => {
    expect(teamVipRuleFor(productType)).toEqual(rule);
  });
});
