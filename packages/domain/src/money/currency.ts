/**
 * The two currencies the chain sells in (product/pricing-and-dues.md#currency: clubs in Canada show
 * Canadian prices).
 */
export type CurrencyCode = 'USD' | 'CAD';

/** A currency and the symbol shown before its amounts (product/pricing-and-dues.md#currency). */
export interface Currency {
  readonly code: CurrencyCode;
  readonly symbol: '$' | 'C$';
}

export const US_DOLLARS: Currency = { code: 'USD', symbol: '$' };
export const CANADIAN_DOLLARS: Currency = { code: 'CAD', symbol: 'C$' };

/** How a club's country may name Canada: the catalog uses the ISO code 'CA'. */
const CANADA_NAMES = new Set(['ca', 'can', 'canada']);

/**
 * The currency of a club from its country (product/pricing-and-dues.md#currency: 'C$' for clubs in
 * Canada, otherwise '$'). The country is the club's `country` field ('CA', 'CAN' or 'Canada' in any
 * case), never its state: 'CA' as a state is California.
 */
export function currencyForCountry(country: string): Currency {
  return CANADA_NAMES.has(country.trim().toLowerCase()) ? CANADIAN_DOLLARS : US_DOLLARS;
}

/** The currency of a code kept with an amount (a receipt's 'USD' or 'CAD'). */
export function currencyOfCode(code: CurrencyCode): Currency {
  return code === 'CAD' ? CANADIAN_DOLLARS : US_DOLLARS;
}
