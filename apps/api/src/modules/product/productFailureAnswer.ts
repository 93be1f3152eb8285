import { CATEGORY_TOKEN_HEADER } from '@clubjoin/contract/product';
import type { PromotionNotOffered } from '@clubjoin/domain/catalog/promotionOffers';
import { PRODUCT_TYPE_NAMES } from '@clubjoin/domain/vocabulary';
import type { FailureAnswer, FailureStatus } from '../../http/httpError';
import type { ProductFailure } from './productFailure';

const WHY_NOT_OFFERED: Record<Exclude<PromotionNotOffered['reason'], 'unknown'>, string> = {
  notStarted: 'has not started yet',
  ended: 'has ended',
  needsCoupon: 'is offered only with its coupon code',
  presaleOnly: 'is offered only before the club opens',
};

function message(failure: ProductFailure): string {
  switch (failure.kind) {
    case 'unknownClub':
      return `Club ${failure.clubId} was not found.`;
    case 'unknownCoupon':
      return `The coupon code ${failure.code} was not found.`;
    case 'typeNotSold':
      return `Club ${failure.clubId} does not sell ${PRODUCT_TYPE_NAMES[failure.productType]} memberships.`;
    case 'promotionNotOffered': {
      const type = PRODUCT_TYPE_NAMES[failure.productType];
      if (failure.reason === 'unknown') {
        return `Club ${failure.clubId} has no promotion '${failure.promotionName}' for ${type} memberships.`;
      }
      return `The promotion '${failure.promotionName}' for ${type} memberships at club ${failure.clubId} ${WHY_NOT_OFFERED[failure.reason]}.`;
    }
    case 'noPromotion':
      return `Club ${failure.clubId} offers no promotion for ${PRODUCT_TYPE_NAMES[failure.productType]} memberships now.`;
    case 'unknownCategory':
      return `Club ${failure.clubId} has no category '${failure.category}'.`;
    case 'noDefaultProduct':
      return `Club ${failure.clubId} has no default product.`;
    case 'categoryWithoutCoupon':
      return `The category '${failure.category}' of club ${failure.clubId} is not opened by a coupon code.`;
    case 'badCategoryToken':
      return `A valid category token is required in the ${CATEGORY_TOKEN_HEADER.toUpperCase()} header.`;
    case 'doorShut':
      return failure.verdict.message;
  }
}

/**
 * The status of a failure (product/decisions-and-platform.md#schemas-and-bad-input: an unknown id
 * gets 404).
 */
function statusOf(failure: ProductFailure): FailureStatus {
  switch (failure.kind) {
    case 'badCategoryToken':
      return 401;
    case 'doorShut':
      // Without a way in the membership is not the caller's to have; a way in with an incomplete
      // member identifier is bad input.
      return failure.verdict.reason === 'noProof' ? 403 : 400;
    default:
      return 404;
  }
}

/** The bad fields of a failure: an incomplete program identifier's, as the cart save names them. */
function fieldsOf(failure: ProductFailure) {
  if (failure.kind !== 'doorShut' || failure.verdict.reason !== 'programIdentifier')
    return undefined;
  const path = 'body.partnerProgramIdentifierParts';
  return failure.verdict.problems.map(({ field, message }) => ({
    field: field === '' ? path : `${path}.${field}`,
    message,
  }));
}

/**
 * How a product failure is answered, by the product routes and by every route that passes one
 * on: 401 for a missing or bad category token, 403 for a restricted membership without its
 * proof, 400 for one whose program identifier is incomplete, 404 for everything the catalog does
 * not hold or offer.
 */
export function productFailureAnswer(failure: ProductFailure): FailureAnswer {
  const fields = fieldsOf(failure);
  return { status: statusOf(failure), message: message(failure), ...(fields ? { fields } : {}) };
}
