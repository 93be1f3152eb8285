import { COUPON_MESSAGES } from '@clubjoin/domain/catalog/couponCheck';
import { COMPLETION_MESSAGES } from '@clubjoin/domain/completion/completionRequirements';
import { PRODUCT_TYPE_NAMES } from '@clubjoin/domain/vocabulary';
import type { FailureAnswer, FailureStatus } from '../../http/httpError';
import { productFailureAnswer } from '../product/productFailureAnswer';
import type { CartFailure, CartIdName } from './cartFailure';

const FETCH_ID_MESSAGES: Record<CartIdName, string> = {
  magentoCartId: 'Unable to get cart due to missing magentoCartId',
  cartId: 'Unable to get cart due to missing MMS cartId',
  partyId: 'Unable to get cart due to missing partyId',
};

const adults = (n: number) => `${n} ${n === 1 ? 'adult' : 'adults'}`;

/** The status and message of a failure: 404 for what the catalog or the carts do not hold. */
function answer(failure: Exclude<CartFailure, { kind: 'product' }>): [FailureStatus, string] {
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
    case 'changedSincePaymentInfo':
      return [400, COMPLETION_MESSAGES.cartChanged];
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
    case 'noPoolPassSeason':
      return [404, `Club ${failure.clubId} has no pool-pass season on sale.`];
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
    case 'addOnNeedsJunior':
      return [
        400,
        `${failure.bundleName} is for juniors: add a junior to the membership to choose ${failure.productId}.`,
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
 * How a cart failure is answered (product/decisions-and-platform.md#schemas-and-bad-input: bad
 * input 400, an unknown id 404; a stale update or a cart in payment 409); the product service's
 * failures keep its own answers.
 */
export function cartFailureAnswer(failure: CartFailure): FailureAnswer {
  if (failure.kind === 'product') return productFailureAnswer(failure.failure);
  const [status, message] = answer(failure);
  return { status, message };
}
