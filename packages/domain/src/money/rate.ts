import type { Cents } from './cents';
import { divideRounded } from './round';

/**
 * A rate (tax, surcharge, public improvement fee, team VIP discount) as a whole number of parts
 * per million: 1 % is 10 000, the 2.5 % card surcharge is 25 000, Quebec's 9.975 % QST is 99 750.
 * Every real tax rate has at most four decimals of a percent, so an integer holds it exactly and
 * applying it never drifts the way a float percentage does (see docs/decisions/0002).
 */
export type Rate = number;

/** Parts per million in one percent. */
const PPM_PER_PERCENT = 10_000;
const PPM = 1_000_000n;

/**
 * The amount a rate takes of an amount, rounded half away from zero once
 * (product/pricing-and-dues.md#money).
 */
export function applyRate(amount: Cents, rate: Rate): Cents {
  return divideRounded(BigInt(amount) * BigInt(rate), PPM);
}

/**
 * Reads a percentage written as a decimal string ('8.875', '13', '2.5') into a rate, exactly.
 * Answers undefined for anything else, including a percentage finer than four decimals, which a
 * rate cannot hold without rounding.
 */
export function rateFromPercent(percent: string): Rate | undefined {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(percent.trim());
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  return Number(whole) * PPM_PER_PERCENT + Number(fraction.padEnd(4, '0'));
}

/** Shows a rate as a percentage with no trailing zeros: 25 000 is '2.5%', 130 000 is '13%'. */
export function formatRate(rate: Rate): string {
  const whole = Math.trunc(rate / PPM_PER_PERCENT);
  const fraction = String(rate % PPM_PER_PERCENT)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction === '' ? `${whole}%` : `${whole}.${fraction}%`;
}
