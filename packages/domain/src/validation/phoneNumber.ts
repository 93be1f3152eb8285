/** The display mask (product/member-forms.md#phone): each # is a digit. */
export const PHONE_MASK = '(###) ###-####';

/**
 * A phone number's ten digits (product/member-forms.md#phone): area code and exchange each start
 * with 1 to 9.
 */
export const PHONE_DIGITS_PATTERN = /^[1-9]\d{2}[1-9]\d{6}$/;

/**
 * What a phone value may hold besides digits: the mask's own characters, plus the dot people
 * type or paste as a separator (555.123.4567). A letter or a leading "+1" makes it invalid.
 */
const PHONE_SEPARATORS = /[\s().-]/g;

/**
 * The digits of a phone number, as it is sent (product/member-forms.md#phone: digits only when
 * sent).
 */
export function toPhoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * Whether a value is a valid phone number (product/member-forms.md#phone): digits and separators
 * only, and its digits match the phone pattern. Accepts the masked form "(555) 123-4567" and bare
 * digits alike.
 */
export function isValidPhone(phone: string): boolean {
  return (
    /^\d*$/.test(phone.replace(PHONE_SEPARATORS, '')) &&
    PHONE_DIGITS_PATTERN.test(toPhoneDigits(phone))
  );
}

/**
 * Whether pasted text may go into a phone field (product/member-forms.md#phone: Paste is blocked if
 * invalid): it must be a whole valid phone number, so a paste never leaves half a number behind.
 */
export function isPastablePhone(pasted: string): boolean {
  return isValidPhone(pasted.trim());
}

/**
 * The masked display of what was typed (product/member-forms.md#phone: mask (###) ###-####).
 * Non-digits are dropped, digits past ten are ignored, and a partial number shows as far as it
 * goes: "555" → "(555", "5551" → "(555) 1", "5551234" → "(555) 123-4".
 */
export function formatPhoneMask(input: string): string {
  const digits = toPhoneDigits(input).slice(0, 10);
  if (digits === '') return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (exchange === '') return `(${area}`;
  if (line === '') return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
}
