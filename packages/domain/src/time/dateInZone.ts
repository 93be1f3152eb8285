import type { IsoDate } from './isoDate';
import { toIsoDate } from './isoDate';

/** One formatter per zone: building an Intl.DateTimeFormat is slow, using one is not. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    calendar: 'gregory',
    numberingSystem: 'latn',
  });
  formatters.set(timeZone, formatter);
  return formatter;
}

/** Whether a name is an IANA time zone this runtime knows (for validating a club's `timeZone`). */
export function isTimeZone(name: string): boolean {
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * The calendar date of an instant in a club's IANA time zone
 * (product/pricing-and-dues.md#pricing-cases, product/decisions-and-platform.md#time-and-clocks:
 * the join date is the club's date, so a member joining at 11 pm in Los Angeles on the 31st joins
 * on the 31st even though it is already the 1st in UTC). Pure: the instant is a parameter, never
 * the clock. An unknown zone or an invalid Date is a caller's bug and throws Intl's RangeError.
 */
export function calendarDateInZone(instant: Date, timeZone: string): IsoDate {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return toIsoDate({ year: part('year'), month: part('month'), day: part('day') });
}
