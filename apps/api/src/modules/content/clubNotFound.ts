import type { FailureAnswer } from '../../http/httpError';

/** A club id the catalog does not hold. */
export interface UnknownClub {
  kind: 'unknownClub';
  clubId: string;
}

/** The answer for a club id the catalog does not hold (03 §1: an unknown id gets 404). */
export function clubNotFound(mmsClubId: string): FailureAnswer {
  return { status: 404, message: `There is no club ${mmsClubId}.` };
}
