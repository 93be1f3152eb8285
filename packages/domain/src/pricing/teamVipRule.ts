import type { ProductType } from '../vocabulary';
import type { TeamVipRule } from './cartInput';

/**
 * The employee team VIP discount (product/pricing-and-dues.md#discounts). The spec gives no amount
 * and the catalog holds none, so the chain's rule is set here: 20 % off each month of membership
 * dues, after the other dues discounts (docs/decisions/0004).
 */
export const TEAM_VIP_RULE: TeamVipRule = { duesDiscountRate: 200_000 };

/**
 * Who gets team VIP (product/flows.md#who-joins: employees join under employee terms): the Employee
 * membership, the product the Employee flow sells (its category opens with it). Every other product
 * gets none, whoever buys it.
 */
export function teamVipRuleFor(productType: ProductType): TeamVipRule | undefined {
  return productType === 'Employee' ? TEAM_VIP_RULE : undefined;
}
