/**
 * The generic system error of the error modal, the warning modal and the embedded error banner
 * (product/errors-and-messages.md#the-system-error).
 */
import { formatPhoneMask } from '../validation/phoneNumber';

export const SYSTEM_ERROR_TITLE = 'It looks like an error occurred in our system!';

/** The body up to the phone number (product/errors-and-messages.md#the-system-error). */
export const SYSTEM_ERROR_BODY =
  'Please refresh and try to complete the enrollment process again. If you experience this error a second time, please call';

/**
 * The body with the club's phone (product/errors-and-messages.md#the-system-error: ... please call
 * {phone}.), shown in the mask (###) ###-####. Before a club is chosen there is no phone to give,
 * so the sentence asks the person to call their club instead (our wording).
 */
export function systemErrorBody(clubPhone: string | undefined): string {
  const phone = clubPhone === undefined ? '' : formatPhoneMask(clubPhone);
  return `${SYSTEM_ERROR_BODY} ${phone === '' ? 'your club' : phone}.`;
}
