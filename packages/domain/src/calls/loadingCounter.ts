/**
 * The loading state of the API clients (product/wizard.md#loading-indicators,
 * product/errors-and-messages.md#tracked-calls): a counter that rises per request and falls per
 * response, loading while it is above zero. The spinner overlay of
 * product/wizard.md#loading-indicators shows while it is.
 */

/**
 * A request whose message contains this text leaves the loading state alone
 * (product/errors-and-messages.md#tracked-calls).
 */
export const SUPPRESS_LOADING = 'Suppress Loading';

/**
 * Whether a request counts toward the loading state (product/errors-and-messages.md#tracked-calls:
 * 'Suppress Loading' suppresses it).
 */
export function countsTowardLoading(message: string | undefined): boolean {
  return !(message ?? '').includes(SUPPRESS_LOADING);
}

/** What happens to a counted request: it starts, or its response (or failure) arrives. */
export type LoadingEvent = 'request' | 'response';

/**
 * The counter after an event (product/wizard.md#loading-indicators): +1 per request, −1 per
 * response. It never drops below zero, so a response the counter never saw start cannot hide the
 * next request's spinner.
 */
export function loadingCountAfter(count: number, event: LoadingEvent): number {
  return event === 'request' ? count + 1 : Math.max(0, count - 1);
}

/** Loading is true while the counter is above zero (product/wizard.md#loading-indicators). */
export function isLoading(count: number): boolean {
  return count > 0;
}
