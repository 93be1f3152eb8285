import { PRODUCT_TYPE_NAMES, type ProductType } from '@clubjoin/domain/vocabulary';
import { HttpError } from '../../http/httpError';

/**
 * The answer when a club sells no product of a type for an adult count
 * (product/decisions-and-platform.md#schemas-and-bad-input: an unknown product type for that club
 * gets 404), naming the type as a person reads it (product/flows.md#product-types).
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
