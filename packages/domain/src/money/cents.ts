/**
 * Money is a whole number of cents end to end (03 §3): no float ever holds an amount, so sums are
 * exact and nothing needs rounding after a line has been priced.
 */
export type Cents = number;

/** Whether a value is a whole, safe number of cents (03 §3: integer cents end to end). */
export function isCents(value: unknown): value is Cents {
  return Number.isSafeInteger(value);
}

/**
 * Adds amounts of cents. Integer sums are exact, so a sum is never rounded again (03 §3: round
 * once per line, never on sums).
 */
export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce((total, amount) => total + amount, 0);
}
