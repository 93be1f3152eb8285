/**
 * The window in which a dated promotion or a coupon can be used
 * (product/membership-and-promotions.md#promotions, endDateTime): ISO instants, either end open
 * (null).
 */
export interface ValidityWindow {
  startDateTime: string | null;
  endDateTime: string | null;
}

/** Where an instant falls against a validity window. */
export type WindowStatus = 'notStarted' | 'current' | 'ended';

/**
 * Where `now` falls in a validity window (product/membership-and-promotions.md#coupons;
 * product/decisions-and-platform.md#time-and-clocks: judged at the clock's instant). The start is
 * included and the end is not, so a window ending at a club's midnight ends with that day; an open
 * end never passes.
 */
export function windowStatus(window: ValidityWindow, now: Date): WindowStatus {
  const time = now.getTime();
  if (window.startDateTime !== null && time < Date.parse(window.startDateTime)) {
    return 'notStarted';
  }
  if (window.endDateTime !== null && time >= Date.parse(window.endDateTime)) return 'ended';
  return 'current';
}
