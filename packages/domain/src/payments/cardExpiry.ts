import type { IsoDate } from '../time/isoDate';

/**
 * Whether a card is still valid on a day (03 §5: expiry is checked before a token is given): a
 * card is good through the last day of its expiry month. The day is a parameter (no clock here).
 */
export function isCardExpired(expiryMonth: number, expiryYear: number, today: IsoDate): boolean {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return expiryYear < year || (expiryYear === year && expiryMonth < month);
}
