/**
 * A calendar date as the domain passes it around: an ISO 'YYYY-MM-DD' string
 * (product/decisions-and-platform.md#time-and-clocks: dates are the club's calendar dates, not
 * instants). The same form is what the API sends (product/payment-and-confirmation.md#staging:
 * dates are sent as YYYY-MM-DD).
 */
export type IsoDate = string;

/** A calendar date's parts; month 1–12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Days in a month of the proleptic Gregorian calendar (leap years by the 4/100/400 rule). */
export function daysInCalendarMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Reads an ISO date into its parts, or undefined when the text is not a real 'YYYY-MM-DD' date
 * ('2026-02-30' and '2026-2-1' are not). Use it at the edge to validate a date.
 */
export function parseIsoDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInCalendarMonth(year, month)) {
    return undefined;
  }
  return { year, month, day };
}

/**
 * The parts of a date the caller vouches for. A malformed date here is a bug in the caller (dates
 * are validated where they enter), so it throws rather than pricing a month that does not exist.
 */
export function calendarDateOf(date: IsoDate): CalendarDate {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not an ISO calendar date: ${date}`);
  return parts;
}

/** Writes date parts as 'YYYY-MM-DD'. */
export function toIsoDate({ year, month, day }: CalendarDate): IsoDate {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** A date's parts as days since 1970-01-01: the one count every difference of days is taken on. */
function dayNumber(date: IsoDate): number {
  const { year, month, day } = calendarDateOf(date);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** The calendar date `days` after a date (before it when negative). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const moved = new Date((dayNumber(date) + days) * 86_400_000);
  return toIsoDate({
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  });
}

/** The days from one date to another: positive when `to` is later, 0 on the same day. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** The 1st of the month `months` after the month of a date (before it when negative). */
export function firstOfMonthAfter(date: IsoDate, months: number): IsoDate {
  const { year, month } = calendarDateOf(date);
  const index = year * 12 + (month - 1) + months;
  return toIsoDate({ year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 });
}
