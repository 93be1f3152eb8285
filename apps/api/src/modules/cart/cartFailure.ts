import { COUPON_MESSAGES } from '@clubjoin/domain/catalog/couponCheck';
import { COMPLETION_MESSAGES } from '@clubjoin/domain/completion/completionRequirements';
import type { CouponVerdict } from '@clubjoin/domain/catalog/couponCheck';
import type { ProductType } from '@clubjoin/domain/vocabulary';
import { PRODUCT_TYPE_NAMES } from '@clubjoin/domain/vocabulary';
import { HttpError } from '../../http/httpError';
import type { ProductFailure, ProductOutcome } from '../product/productFailure';
import { fail, valueOrThrow } from '../product/productFailure';

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
  | { kind: 'notAvailable'; clubId: string; productType: ProductType }
  | { kind: 'noProductForQuantity'; productType: ProductType; adults: number }
  | { kind: 'unknownProduct'; clubId: string; productType: ProductType; productId: string }
  | { kind: 'productForOtherQuantity'; productId: string; quantity: number; adults: number }
  | { kind: 'skuMismatch'; field: 'productSku' | 'promotionSku'; sku: string; of: string }
  | { kind: 'noJuniorAccess'; clubId: string }
  | { kind: 'dayPassQuantities' }
  | { kind: 'dayPassPoolPass' }
  | { kind: 'unknownPromotion'; clubId: string; productType: ProductType; code: string }
  | { kind: 'couponRefused'; code: string; verdict: Exclude<CouponVerdict, 'valid'> }
  | { kind: 'unknownAddOn'; clubId: string; productType: ProductType; productId: string }
  | { kind: 'addOnQuantity'; productId: string; quantity: number; most: number }
  | { kind: 'duplicateAddOn'; productId: string }
  | { kind: 'noWaitlist'; clubId: string; productType: ProductType };

/** What a cart use case answers: its value, or the failure that stops it. */
export type CartOutcome<T> = { ok: true; value: T } | { ok: false; failure: CartFailure };

export const cartSucceeds = <T>(value: T): CartOutcome<T> => ({ ok: true, value });
export const cartFails = <T>(failure: CartFailure): CartOutcome<T> => ({ ok: false, failure });

/** A product service outcome as a cart outcome: its failure keeps the product service's answer. */
export const fromProduct = <T>(outcome: ProductOutcome<T>): CartOutcome<T> =>
  outcome.ok ? outcome : cartFails({ kind: 'product', failure: outcome.failure });

const FETCH_ID_MESSAGES: Record<CartIdName, string> = {
  magentoCartId: 'Unable to get cart due to missing magentoCartId',
  cartId: 'Unable to get cart due to missing MMS cartId',
  partyId: 'Unable to get cart due to missing partyId',
};

const adults = (n: number) => `${n} ${n === 1 ? 'adult' : 'adults'}`;

/** The status and message of a failure: 404 for what the catalog or the carts do not hold. */
function answer(failure: Exclude<CartFailure, { kind: 'product' }>): [400 | 404 | 409, string] {
  switch (failure.kind) {
    case 'missingFetchId':
      return [400, FETCH_ID_MESSAGES[failure.id]];
    case 'missingUpdateField':
      return [400, `Unable to update cart due to missing ${failure.field}`];
    case 'idsWithoutCart':
      return [
        400,
        'A new cart is given its own ids: send magentoCartId and orderId only with cartId.',
      ];
    case 'unknownCart':
      return [404, `Cart ${failure.cartId} was not found.`];
    case 'staleVersion':
      return [
        409,
        `Cart ${failure.cartId} was changed by another request (it is at version ${failure.current}, not ${failure.sent}). Fetch it and try again.`,
      ];
    case 'paymentBegun':
      return [409, COMPLETION_MESSAGES.paymentBegun];
    case 'notAvailable':
      return [
        400,
        `The ${PRODUCT_TYPE_NAMES[failure.productType]} membership is not sold online at club ${failure.clubId}.`,
      ];
    case 'noProductForQuantity':
      return [
        400,
        `Can not locate product for type ${failure.productType} and adults quantity ${failure.adults}.`,
      ];
    case 'unknownProduct':
      return [
        404,
        `Club ${failure.clubId} has no ${PRODUCT_TYPE_NAMES[failure.productType]} product ${failure.productId}.`,
      ];
    case 'productForOtherQuantity':
      return [
        400,
        `Product ${failure.productId} is for ${adults(failure.quantity)}, not ${adults(failure.adults)}.`,
      ];
    case 'skuMismatch':
      return [400, `${failure.field} ${failure.sku} is not the sku of ${failure.of}.`];
    case 'noJuniorAccess':
      return [400, `Club ${failure.clubId} does not take junior members.`];
    case 'dayPassQuantities':
      return [400, 'A day pass is sold for one adult and no juniors.'];
    case 'dayPassPoolPass':
      return [400, 'A day pass comes without a pool pass.'];
    case 'unknownPromotion':
      return [
        404,
        `Club ${failure.clubId} offers no promotion ${failure.code} for ${PRODUCT_TYPE_NAMES[failure.productType]} memberships now.`,
      ];
    case 'couponRefused':
      return [
        failure.verdict === 'unknown' ? 404 : 400,
        COUPON_MESSAGES[failure.verdict](failure.code),
      ];
    case 'unknownAddOn':
      return [
        404,
        `Club ${failure.clubId} offers no add-on ${failure.productId} with ${PRODUCT_TYPE_NAMES[failure.productType]} memberships.`,
      ];
    case 'addOnQuantity':
      return [
        400,
        `Add-on ${failure.productId} can be chosen 1 to ${failure.most} times, not ${failure.quantity}.`,
      ];
    case 'duplicateAddOn':
      return [400, `Add-on ${failure.productId} is listed twice: send it once with its quantity.`];
    case 'noWaitlist':
      return [
        400,
        `Club ${failure.clubId} has no waitlist for ${PRODUCT_TYPE_NAMES[failure.productType]} memberships.`,
      ];
  }
}

/**
 * The value of an outcome, or the HttpError its failure answers with
 * (product/decisions-and-platform.md#schemas-and-bad-input: bad input 400, an unknown id 404; a
 * stale update 409). The product service's failures keep its own answers.
 */
export function cartValueOrThrow<T>(outcome: CartOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  const { failure } = outcome;
  if (failure.kind === 'product') return valueOrThrow<T>(fail(failure.failure));
  const [status, message] = answer(failure);
  throw new HttpError(status, message);
}
