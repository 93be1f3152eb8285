/**
 * What time it is. Every rule that depends on now (proration, ages, lockouts, session expiry, dated
 * promotions) takes the time from here, so tests can fix or advance it
 * (product/decisions-and-platform.md#time-and-clocks).
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * A clock that reads `start` when made and then runs on with real elapsed time (`CLOCK_AT`: a
 * running server at a chosen instant, for browser tests and demos). Elapsed time is monotonic, so
 * a change of the machine's clock does not move it.
 */
export function clockStartingAt(
  start: Date,
  elapsedMs: () => number = () => performance.now(),
): Clock {
  const origin = elapsedMs();
  return () => new Date(start.getTime() + (elapsedMs() - origin));
}
