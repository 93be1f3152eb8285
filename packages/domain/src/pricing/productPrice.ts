import type { Cents } from '../money/cents';
import { sumCents } from '../money/cents';

/**
 * The price of a product for a club, type and adult quantity
 * (product/pricing-and-dues.md#price-records;
 * product/membership-and-promotions.md#membership-cards), every amount in cents. The catalog's
 * schemas match this shape.
 */
export interface ProductPrice {
  /** Monthly dues for that many adults. */
  readonly productPrice: Cents;
  /** Monthly dues of each junior. */
  readonly juniorMemberDues: Cents;
  readonly adminFee: Cents;
  readonly enrollmentFee: Cents;
  /** The joining fee without any promotion, for showing what a promotion saves. */
  readonly normallyPricedJoiningFee: Cents;
  /** Monthly sales-rule (coupon or promotion rule) discount on the adults' dues. */
  readonly adultSalesRuleDiscountAmount: Cents;
  /** Monthly sales-rule discount of the first, second, … junior; juniors past the list get none. */
  readonly juniorSalesRuleDiscountAmounts: readonly Cents[];
  /** Sales-rule discount on the admin fee. */
  readonly adminFeeSalesRuleDiscountAmount: Cents;
}

/**
 * A membership's monthly dues before discounts: the adults' price plus each junior's dues
 * (product/pricing-and-dues.md#card-price-and-monthly-total).
 */
export function membershipDues(price: ProductPrice, juniorCount: number): Cents {
  return price.productPrice + price.juniorMemberDues * juniorCount;
}

/**
 * The monthly sales-rule discount of a membership
 * (product/pricing-and-dues.md#card-price-and-monthly-total): the adults' amount plus one amount
 * per junior, in the order of the list.
 */
export function salesRuleDiscount(price: ProductPrice, juniorCount: number): Cents {
  return (
    price.adultSalesRuleDiscountAmount +
    sumCents(price.juniorSalesRuleDiscountAmounts.slice(0, juniorCount))
  );
}
