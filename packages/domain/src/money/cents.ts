/**
 * Money is a whole number of cents end to end (product/pricing-and-dues.md#money): no float ever
 * holds an amount, so sums are exact and nothing needs rounding after a line has been priced.
 */
export type Cents = number;

/**
 * Whether a value is a whole, safe number of cents (product/pricing-and-dues.md#money: integer
 * cents end to end).
 */
export function isCents(value: unknown): value is Cents {
  return Number.isSafeInteger(value);
}

/**
 * Adds amounts of cents. Integer sums are exact, so a sum is never rounded again
 * (product/pricing-and-dues.md#money: round once per line, never on sums).
 */
export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce((total, amount) => total + amount, 0);
}
