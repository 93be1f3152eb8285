import type { Cents } from '../money/cents';
import { sumCents } from '../money/cents';
import { joiningFeeEntries } from './joiningFeeEntries';
import type { ProductPrice } from './productPrice';

/**
 * The joining fees a membership card states beside its monthly price (issue 21: joining fees on
 * the cards), before tax: the admin and enrollment fees of the card's product less the sales-rule
 * discount and the selected promotion's joining-fee discount, as the cart charges them
 * (product/pricing-and-dues.md#joining-fees). Zero when nothing is left to pay.
 */
export function cardJoiningFee(
  price: Pick<ProductPrice, 'adminFee' | 'enrollmentFee' | 'adminFeeSalesRuleDiscountAmount'>,
  promotionJoiningFeeDiscount: Cents,
): Cents {
  const { entries } = joiningFeeEntries({
    productCode: '',
    adminFee: price.adminFee,
    enrollmentFee: price.enrollmentFee,
    adminFeeSalesRuleDiscount: price.adminFeeSalesRuleDiscountAmount,
    promotionDiscount: promotionJoiningFeeDiscount,
    defer: false,
  });
  return sumCents(entries.map((entry) => entry.totalPrice));
}
