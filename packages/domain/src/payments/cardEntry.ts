import type { PaymentKind } from '../pricing/cardSurcharge';

/** The most digits a card number has (product/decisions-and-platform.md#payment-gateway). */
const MAX_CARD_DIGITS = 19;

/**
 * How many leading digits name a card's issuer and its funding (credit or debit): the eight-digit
 * BIN that card networks moved to in 2022.
 */
export const CARD_BIN_LENGTH = 8;

/** How a card's funding reads to the payer before it is charged. */
export type CardFunding = Exclude<PaymentKind, 'bank'>;

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A card number as the payer types it, grouped as printed on the card: American Express (34, 37)
 * in 4-6-5, every other brand in fours. Anything but digits is dropped, and nothing past 19 digits
 * is kept.
 */
export function formatCardNumberAsTyped(typed: string): string {
  const digits = onlyDigits(typed).slice(0, MAX_CARD_DIGITS);
  const groups = /^3[47]/.test(digits)
    ? [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
    : (digits.match(/\d{1,4}/g) ?? []);
  return groups.filter(Boolean).join(' ');
}

/**
 * An expiry as the payer types it, shown as MM/YY: '1230' becomes '12/30'. A slash typed (or
 * filled in by the browser, '12/2030') keeps the month before it and up to four year digits after;
 * without one the first two digits are the month. Deleting back over the slash drops it.
 */
export function formatExpiryAsTyped(typed: string): string {
  const slash = typed.indexOf('/');
  if (slash >= 0) {
    const month = onlyDigits(typed.slice(0, slash)).slice(0, 2);
    const year = onlyDigits(typed.slice(slash + 1)).slice(0, 4);
    return `${month}/${year}`;
  }
  const digits = onlyDigits(typed).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A card number's BIN, once enough of it is typed to name one; undefined before. */
export function cardBinOf(cardNumber: string): string | undefined {
  const digits = onlyDigits(cardNumber);
  return digits.length >= CARD_BIN_LENGTH ? digits.slice(0, CARD_BIN_LENGTH) : undefined;
}
