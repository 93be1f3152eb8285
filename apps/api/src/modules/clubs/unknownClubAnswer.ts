import type { FailureAnswer } from '../../http/httpError';

/**
 * The answer for a club id the catalog does not hold
 * (product/decisions-and-platform.md#schemas-and-bad-input: an unknown id gets 404).
 */
export function unknownClubAnswer(mmsClubId: string): FailureAnswer {
  return { status: 404, message: `There is no club ${mmsClubId}.` };
}
