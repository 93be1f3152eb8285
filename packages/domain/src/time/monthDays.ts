import type { IsoDate } from './isoDate';
import { calendarDateOf, daysInCalendarMonth } from './isoDate';

/**
 * Days in the month of a date (product/pricing-and-dues.md#proration: the proration denominator).
 */
export function daysInMonth(date: IsoDate): number {
  const { year, month } = calendarDateOf(date);
  return daysInCalendarMonth(year, month);
}

/**
 * Days left in the month of a date, today included (product/pricing-and-dues.md#proration: the
 * proration numerator): 16 on the 15th of a 30-day month, 1 on its last day, the whole month on the
 * 1st.
 */
export function daysLeftInMonth(date: IsoDate): number {
  const { year, month, day } = calendarDateOf(date);
  return daysInCalendarMonth(year, month) - day + 1;
}

/**
 * Whether a date is the first of its month (product/pricing-and-dues.md#proration: joining on the
 * 1st pays the full month).
 */
export function isFirstOfMonth(date: IsoDate): boolean {
  return calendarDateOf(date).day === 1;
}
