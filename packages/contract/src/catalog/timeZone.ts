import { z } from 'zod';

/** Whether the runtime knows a time zone name: Intl throws a RangeError for one it does not. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * A club's IANA time zone (product/decisions-and-platform.md#time-and-clocks: dates are computed in
 * the club's time zone).
 */
export const IanaTimeZone = z
  .string()
  .refine(isTimeZone, 'Not an IANA time zone name, e.g. America/Chicago')
  .describe('IANA time zone, e.g. America/Chicago');
