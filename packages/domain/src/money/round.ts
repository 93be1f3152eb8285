import type { Cents } from './cents';

/**
 * Divides two integers and rounds half away from zero (product/pricing-and-dues.md#money), exactly:
 * the arithmetic runs on bigint so no product of an amount and a rate can lose precision, whatever
 * its size. Proration (dues × days left ÷ days in month) and rates both round through here, once
 * per line.
 */
export function divideRounded(numerator: bigint, denominator: bigint): Cents {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  const rounded = (n % d) * 2n >= d ? quotient + 1n : quotient;
  return Number(negative ? -rounded : rounded);
}

/**
 * The part `numerator / denominator` of an amount, rounded half away from zero once
 * (product/pricing-and-dues.md#money). Used for the prorated month: `prorate(dues, daysLeft,
 * daysInMonth)`.
 */
export function prorate(amount: Cents, numerator: number, denominator: number): Cents {
  return divideRounded(BigInt(amount) * BigInt(numerator), BigInt(denominator));
}
