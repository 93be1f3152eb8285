import { HttpError } from '../../http/httpError';

/**
 * The answer for a club id the catalog does not hold
 * (product/decisions-and-platform.md#schemas-and-bad-input: an unknown id gets 404).
 */
export function clubNotFound(mmsClubId: string): HttpError {
  return new HttpError(404, `There is no club ${mmsClubId}.`);
}
