import { HttpError } from '../../http/httpError';

/** The answer for a club id the catalog does not hold (03 §1: an unknown id gets 404). */
export function clubNotFound(mmsClubId: string): HttpError {
  return new HttpError(404, `There is no club ${mmsClubId}.`);
}
