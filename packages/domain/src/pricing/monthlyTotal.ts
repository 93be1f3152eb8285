import type { Cents } from '../money/cents';
import type { PricingSummary } from './pricingSummary';

/**
 * The monthly total of the price details
 * (product/pricing-and-dues.md#card-price-and-monthly-total): primary, additional adult and junior
 * dues plus add-on dues, minus the monthly dues discount, the sales-rule discount and the presale
 * discount. Never below zero.
 */
export function monthlyTotal(summary: PricingSummary): Cents {
  const dues =
    summary.primaryMemberDues +
    summary.adultMemberDues +
    summary.juniorMemberDues +
    summary.addOnProductsDues;
  const discounts =
    summary.monthlyDuesDiscount + summary.salesRuleDiscountAmount + summary.presaleDiscountAmount;
  return Math.max(0, dues - discounts);
}

/**
 * Whether 'plus taxes and fees' follows a monthly figure
 * (product/pricing-and-dues.md#card-price-and-monthly-total): while taxes are unknown (no cart yet)
 * or when they are not zero.
 */
export function showsPlusTaxesAndFees(taxes: Cents | undefined): boolean {
  return taxes === undefined || taxes !== 0;
}
