import type { OfferedPromotion } from '@clubjoin/contract/product';
import { selectedPromotion } from '@clubjoin/domain/catalog/selectedPromotion';
import type { CartChoice } from './cartChoice';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { CartFailure } from './cartFailure';

/**
 * The promotion a cart is priced with, and whether the request named none
 * (product/cart.md#saving-a-cart).
 */
export interface CartPromotionChoice {
  promotion: OfferedPromotion;
  defaulted: boolean;
}

/**
 * The promotion of a cart (product/membership-and-promotions.md#products, #promotions: skip uses
 * the default promotion): the one named, which must be offered now for the type (a coupon-only one
 * with its coupon); without a code, the one the product service selects (the coupon's, else the
 * default), which the caller logs as a warning (product/cart.md#saving-a-cart). A promotionSku sent
 * must be that promotion's.
 */
export function cartPromotion(
  offered: readonly OfferedPromotion[],
  choice: CartChoice,
): Outcome<CartPromotionChoice, CartFailure> {
  const { clubId, productType } = choice;
  const code = choice.mmsPromotionCode;
  const promotion =
    code === undefined
      ? selectedPromotion(offered)
      : offered.find((candidate) => candidate.mmsPromotionCode === code);
  if (!promotion) {
    return fail(
      code === undefined
        ? { kind: 'product', failure: { kind: 'noPromotion', clubId, productType } }
        : { kind: 'unknownPromotion', clubId, productType, code },
    );
  }
  if (choice.promotionSku !== undefined && choice.promotionSku !== promotion.sku) {
    return fail({
      kind: 'skuMismatch',
      field: 'promotionSku',
      sku: choice.promotionSku,
      of: `promotion ${promotion.mmsPromotionCode}`,
    });
  }
  return succeed({ promotion, defaulted: code === undefined });
}
