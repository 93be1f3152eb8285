import type { CouponVerdict } from '@clubjoin/domain/catalog/couponCheck';
import { fail, type Outcome } from '@clubjoin/domain/outcome';
import type { ProductType } from '@clubjoin/domain/vocabulary';
import type { ProductFailure } from '../product/productFailure';

/**
 * The ids a cart fetch needs (product/cart.md#fetching-a-cart: Cart fetch requires magentoCartId,
 * cartId and partyId).
 */
export type CartIdName = 'magentoCartId' | 'cartId' | 'partyId';

/** Why the cart service refuses a request: each an expected failure with its own message. */
export type CartFailure =
  | { kind: 'product'; failure: ProductFailure }
  | { kind: 'missingFetchId'; id: CartIdName }
  | { kind: 'missingUpdateField'; field: 'magentoCartId' | 'version' }
  | { kind: 'idsWithoutCart' }
  | { kind: 'unknownCart'; cartId: string }
  | { kind: 'staleVersion'; cartId: string; sent: number; current: number }
  | { kind: 'paymentBegun'; cartId: string }
  /** Changed since its payment method was recorded (its version or payment kind). */
  | { kind: 'changedSincePaymentInfo'; cartId: string }
  | { kind: 'notAvailable'; clubId: string; productType: ProductType }
  | { kind: 'noProductForQuantity'; productType: ProductType; adults: number }
  | { kind: 'unknownProduct'; clubId: string; productType: ProductType; productId: string }
  | { kind: 'productForOtherQuantity'; productId: string; quantity: number; adults: number }
  | { kind: 'skuMismatch'; field: 'productSku' | 'promotionSku'; sku: string; of: string }
  | { kind: 'noJuniorAccess'; clubId: string }
  | { kind: 'dayPassQuantities' }
  | { kind: 'dayPassPoolPass' }
  /** A pool pass chosen at a club with no season on sale. */
  | { kind: 'noPoolPassSeason'; clubId: string }
  | { kind: 'unknownPromotion'; clubId: string; productType: ProductType; code: string }
  | { kind: 'couponRefused'; code: string; verdict: Exclude<CouponVerdict, 'valid'> }
  | { kind: 'unknownAddOn'; clubId: string; productType: ProductType; productId: string }
  | { kind: 'addOnQuantity'; productId: string; quantity: number; most: number }
  | { kind: 'addOnNeedsJunior'; productId: string; bundleName: string }
  | { kind: 'duplicateAddOn'; productId: string }
  | { kind: 'noWaitlist'; clubId: string; productType: ProductType };

/** A product service outcome as a cart outcome: its failure keeps the product service's answer. */
export const fromProduct = <T>(outcome: Outcome<T, ProductFailure>): Outcome<T, CartFailure> =>
  outcome.ok ? outcome : fail({ kind: 'product', failure: outcome.failure });
