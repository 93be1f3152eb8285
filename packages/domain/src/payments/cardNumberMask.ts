/**
 * What a card number looks like written in free text: 13 to 19 digits, perhaps in groups split by
 * single spaces or dashes (`4111 1111 1111 1111`, `3782-822463-10005`), with no digit either side.
 */
const CARD_NUMBER_LIKE = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;

/** How many of a card number's digits may be shown: the last four, as the app shows a card. */
const SHOWN_DIGITS = 4;

/**
 * Masks every run of digits in a text that looks like a card number (a browser's log report,
 * say), so a number typed into the wrong field never reaches a log: all but its last four digits
 * become `*`, its spaces and dashes stay. Luhn is not asked: a mistyped number is still
 * somebody's card, and a 13-digit timestamp masked costs little.
 */
export function maskCardNumbers(text: string): string {
  return text.replace(CARD_NUMBER_LIKE, (number) => {
    const shownFrom = number.replace(/\D/g, '').length - SHOWN_DIGITS;
    let position = 0;
    return number.replace(/\d/g, (digit) => (position++ < shownFrom ? '*' : digit));
  });
}
