import type { Cents } from './cents';
import type { Currency } from './currency';

/**
 * Shows an amount with its currency symbol and two decimals (product/pricing-and-dues.md#currency,
 * #money): `$12.34`, `C$12.34`. Thousands are grouped with commas (`$1,234.50`) and a negative
 * amount puts the minus sign before the symbol (`-$12.34`), as North American receipts do. Written
 * by hand rather than with Intl.NumberFormat so that the server and every browser render the same
 * characters.
 */
export function formatMoney(amount: Cents, currency: Currency): string {
  const sign = amount < 0 ? '-' : '';
  const magnitude = Math.abs(amount);
  const dollars = Math.trunc(magnitude / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = String(magnitude % 100).padStart(2, '0');
  return `${sign}${currency.symbol}${dollars}.${cents}`;
}
