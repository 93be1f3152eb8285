import type { Cents } from '../money/cents';
import type { ProductPrice } from './productPrice';
import { membershipDues, salesRuleDiscount } from './productPrice';

/**
 * The monthly price on a membership card
 * (product/pricing-and-dues.md#card-price-and-monthly-total): base plus junior dues times the
 * junior count minus the sales-rule discounts. A discount larger than the dues makes the card free,
 * not negative.
 */
export function cardPrice(price: ProductPrice, juniorCount: number): Cents {
  return Math.max(0, membershipDues(price, juniorCount) - salesRuleDiscount(price, juniorCount));
}

/**
 * The monthly figure in the price bar's header
 * (product/pricing-and-dues.md#card-price-and-monthly-total): the card price, which also subtracts
 * the presale discount. Never below zero.
 */
export function headerTotal(
  price: ProductPrice,
  juniorCount: number,
  presaleDiscountAmount: Cents,
): Cents {
  return Math.max(0, cardPrice(price, juniorCount) - presaleDiscountAmount);
}
