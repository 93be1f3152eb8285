import { PRODUCT_TYPE_NAMES, type ProductType } from '@clubjoin/domain/vocabulary';
import { HttpError } from '../../http/httpError';

/**
 * The answer when a club sells no product of a type for an adult count (03 §1: an unknown product
 * type for that club gets 404), naming the type as a person reads it (01 §3).
 */
export function productNotSold(
  mmsClubId: string,
  productType: ProductType,
  adults: number,
): HttpError {
  const adultCount = `${adults} adult${adults === 1 ? '' : 's'}`;
  return new HttpError(
    404,
    `Club ${mmsClubId} sells no ${PRODUCT_TYPE_NAMES[productType]} membership for ${adultCount}.`,
  );
}
