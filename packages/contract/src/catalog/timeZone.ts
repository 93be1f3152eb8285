import { z } from 'zod';

/**
 * The names the runtime has confirmed. Building an Intl.DateTimeFormat is costly and every club of
 * every answer names a zone, so a known name is checked once; unknown names are not kept (they come
 * from callers, and a set of them could grow without bound).
 */
const knownTimeZones = new Set<string>();

/** Whether the runtime knows a time zone name: Intl throws a RangeError for one it does not. */
function isTimeZone(name: string): boolean {
  if (knownTimeZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: name });
  } catch {
    return false;
  }
  knownTimeZones.add(name);
  return true;
}

/**
 * A club's IANA time zone (product/decisions-and-platform.md#time-and-clocks: dates are computed in
 * the club's time zone).
 */
export const IanaTimeZone = z
  .string()
  .refine(isTimeZone, 'Not an IANA time zone name, e.g. America/Chicago')
  .describe('IANA time zone, e.g. America/Chicago');
