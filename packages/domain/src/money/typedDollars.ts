import type { Cents } from './cents';

/** Dollars as staff type them: digits (thousands grouped by commas or not), and 1 or 2 decimals. */
const TYPED_DOLLARS = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * The cents of an amount typed in dollars ("320", "320.5", "1,250.00", "$40", "C$40"), the one
 * conversion from a price field to money (product/pricing-and-dues.md#money: whole cents end to
 * end). Read digit by digit, never through a float, so "0.29" is 29 cents. Undefined for blank
 * text (nothing typed: a schema says it is required); NaN for text that is no amount, which a
 * number schema refuses.
 */
export function centsOfTypedDollars(typed: string): Cents | undefined {
  const text = typed.trim().replace(/^C?\$\s*/, '');
  if (typed.trim() === '') return undefined;
  const match = TYPED_DOLLARS.exec(text);
  if (!match) return Number.NaN;
  const dollars = Number((match[1] ?? '').replaceAll(',', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return dollars * 100 + cents;
}
