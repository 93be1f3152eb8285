import { z } from 'zod';

/**
 * When a dated promotion or coupon can be used (product/membership-and-promotions.md#promotions,
 * endDateTime): ISO instants, either end open (null).
 */
export const validityWindowFields = {
  startDateTime: z.iso.datetime({ offset: true }).nullable(),
  endDateTime: z.iso.datetime({ offset: true }).nullable(),
};

/** Shown when a window ends before it starts. */
export const WINDOW_ORDER_MESSAGE = 'endDateTime must be after startDateTime';

/** Whether a window with both ends set ends after it starts (a window of no time is empty). */
export function windowEndsAfterStart(window: {
  startDateTime: string | null;
  endDateTime: string | null;
}): boolean {
  if (window.startDateTime === null || window.endDateTime === null) return true;
  return Date.parse(window.endDateTime) > Date.parse(window.startDateTime);
}
