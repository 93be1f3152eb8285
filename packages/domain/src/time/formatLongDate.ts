import type { IsoDate } from './isoDate';
import { calendarDateOf } from './isoDate';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A date as a person reads it in a sentence, 'March 1, 2027' (used by the deferred joining fees
 * note of product/pricing-and-dues.md#presale-and-deferred-joining-fees to name the club's opening
 * date). The same on server and browser, whatever the locale.
 */
export function formatLongDate(date: IsoDate): string {
  const { year, month, day } = calendarDateOf(date);
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}
