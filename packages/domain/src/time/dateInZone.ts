import type { IsoDate } from './isoDate';
import { toIsoDate } from './isoDate';

/**
 * One formatter per zone, to the second on a 24-hour clock: building an Intl.DateTimeFormat is
 * slow, using one is not. Every reading of a zone's clocks goes through it.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
    calendar: 'gregory',
    numberingSystem: 'latn',
  });
  formatters.set(timeZone, formatter);
  return formatter;
}

/** What a zone's clocks and calendar show at an instant. */
function zonedFields(instant: Date, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
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
  const { year, month, day } = zonedFields(instant, timeZone);
  return toIsoDate({ year, month, day });
}

/** A moment as a club's clock shows it: its calendar date and the minute of that day (0–1439). */
export interface WallClock {
  date: IsoDate;
  minute: number;
}

/**
 * The date and wall-clock minute of an instant in a club's IANA time zone. DST-safe: the zone's
 * rules at that instant decide, so 10:30 UTC on the day Chicago springs forward is 05:30, not 04:30.
 */
export function wallClockInZone(instant: Date, timeZone: string): WallClock {
  const { year, month, day, hour, minute } = zonedFields(instant, timeZone);
  return { date: toIsoDate({ year, month, day }), minute: hour * 60 + minute };
}

/** The wall-clock fields of an instant in a zone, read as if they were UTC (milliseconds). */
export function wallClockAsUtc(instant: Date, timeZone: string): number {
  const { year, month, day, hour, minute, second } = zonedFields(instant, timeZone);
  return Date.UTC(year, month - 1, day, hour, minute, second);
}
