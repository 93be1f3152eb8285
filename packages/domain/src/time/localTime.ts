/**
 * Wall-clock times in a club's IANA time zone (product/decisions-and-platform.md#time-and-clocks):
 * staff enter a time as the club's clocks show it, the server keeps instants. Pure: instants are
 * parameters, never the clock.
 */

import { wallClockAsUtc } from './dateInZone';

/** A wall-clock time without a zone, `YYYY-MM-DDTHH:mm` or `YYYY-MM-DDTHH:mm:ss` (an HTML datetime-local). */
export const LOCAL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The wall-clock time of an instant in a zone, to the second (`YYYY-MM-DDTHH:mm:ss`). */
export function localTimeInZone(instant: Date, timeZone: string): string {
  const wall = new Date(wallClockAsUtc(instant, timeZone));
  return (
    `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`
  );
}

/**
 * The instant a wall-clock time names in a zone, or undefined for text that is no such time (the
 * 31st of November, 25 o'clock). A time the clocks skip when summer time starts is read with the
 * offset before the change, so it lands an hour later; a time they show twice is its first showing.
 */
export function instantOfLocalTime(local: string, timeZone: string): Date | undefined {
  const match = LOCAL_TIME_PATTERN.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((field) => Number(field ?? 0));
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
  const read = new Date(wall);
  if (
    read.getUTCFullYear() !== year ||
    read.getUTCMonth() + 1 !== month ||
    read.getUTCDate() !== day ||
    read.getUTCHours() !== hour ||
    read.getUTCMinutes() !== minute ||
    read.getUTCSeconds() !== second
  ) {
    return undefined;
  }
  // The zone's offset at the wall time read as UTC, then at the instant that gives: two steps
  // settle it on either side of a change of offset.
  const first = wall - (wallClockAsUtc(read, timeZone) - wall);
  const offset = wallClockAsUtc(new Date(first), timeZone) - first;
  return new Date(wall - offset);
}
