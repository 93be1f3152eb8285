import type { ProductPrice as DomainProductPrice } from '@clubjoin/domain/pricing/productPrice';
import { MAX_JUNIORS } from '@clubjoin/domain/wizard/quantities';
import { z } from 'zod';
import type { Assignable } from './assignable';
import { addIssue } from './issues';
import { CentsAmount } from './amounts';

/**
 * The price of a product for a club, type and adult quantity
 * (product/pricing-and-dues.md#price-records; product/membership-and-promotions.md#membership-cards
 * price), every amount in cents. A discount never exceeds what it discounts, and the normally
 * priced joining fee is at least the fees charged (it shows what a promotion saves).
 */
export const ProductPrice = z
  .object({
    productPrice: CentsAmount.describe('Monthly dues for that many adults'),
    juniorMemberDues: CentsAmount.describe('Monthly dues of each junior'),
    adminFee: CentsAmount,
    enrollmentFee: CentsAmount,
    normallyPricedJoiningFee: CentsAmount,
    adultSalesRuleDiscountAmount: CentsAmount,
    // One discount per junior at most (product/membership-and-promotions.md#adults-and-juniors: 6
    // juniors).
    juniorSalesRuleDiscountAmounts: z
      .array(CentsAmount)
      .max(MAX_JUNIORS, `At most ${MAX_JUNIORS} junior discounts (one per junior)`),
    adminFeeSalesRuleDiscountAmount: CentsAmount,
  })
  .superRefine((price, ctx) => {
    if (price.adultSalesRuleDiscountAmount > price.productPrice) {
      addIssue(ctx, ['adultSalesRuleDiscountAmount'], 'The adults discount exceeds productPrice');
    }
    price.juniorSalesRuleDiscountAmounts.forEach((discount, index) => {
      if (discount > price.juniorMemberDues) {
        addIssue(
          ctx,
          ['juniorSalesRuleDiscountAmounts', index],
          'A junior discount exceeds juniorMemberDues',
        );
      }
    });
    if (price.adminFeeSalesRuleDiscountAmount > price.adminFee) {
      addIssue(ctx, ['adminFeeSalesRuleDiscountAmount'], 'The admin fee discount exceeds adminFee');
    }
    if (price.normallyPricedJoiningFee < price.adminFee + price.enrollmentFee) {
      addIssue(
        ctx,
        ['normallyPricedJoiningFee'],
        'normallyPricedJoiningFee is less than adminFee plus enrollmentFee',
      );
    }
  })
  .meta({ id: 'ProductPrice' });
export type ProductPrice = z.infer<typeof ProductPrice>;

/**
 * Compiles only while a catalog price can be handed to the domain's pricing.
 * @typeCheck
 */
export type ProductPriceFeedsDomain = Assignable<ProductPrice, DomainProductPrice>;
