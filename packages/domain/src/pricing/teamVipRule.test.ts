import { describe, expect, it } from 'vitest';
import type { ProductType } from '../vocabulary';
import { teamVipRuleFor } from './teamVipRule';

describe('who gets the team VIP discount (01 §3 TEAMVIP: employee terms)', () => {
  it.each<{ productType: ProductType; rule: { duesDiscountRate: number } | undefined }>([
    { productType: 'Employee', rule: { duesDiscountRate: 200_000 } },
    { productType: 'Monthly', rule: undefined },
    { productType: 'DayPass', rule: undefined },
    { productType: 'ShortTerm', rule: undefined },
  ])('$productType: $rule', ({ productType, rule }) => {
    expect(teamVipRuleFor(productType)).toEqual(rule);
  });
});
