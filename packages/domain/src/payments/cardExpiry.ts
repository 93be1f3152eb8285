import type { IsoDate } from '../time/isoDate';

/**
 * Whether a card is still valid on a day (product/decisions-and-platform.md#payment-gateway: expiry
 * is checked before a token is given): a card is good through the last day of its expiry month. The
 * day is a parameter (no clock here).
 */
export function isCardExpired(expiryMonth: number, expiryYear: number, today: IsoDate): boolean {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return expiryYear < year || (expiryYear === year && expiryMonth < month);
}

/**
 * Reads an expiry typed as MM/YY (or MM/YYYY, spaces allowed around the slash): the month 1-12
 * and the four-digit year, or undefined when it is not such a date.
 */
export function parseCardExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const [, monthText = '', yearText = ''] = match;
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}
