import type { FailureAnswer } from '../../http/httpError';

/** The answer for a club id the catalog does not hold (03 §1: an unknown id gets 404). */
export function unknownClubAnswer(mmsClubId: string): FailureAnswer {
  return { status: 404, message: `There is no club ${mmsClubId}.` };
}
