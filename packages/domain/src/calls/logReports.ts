/**
 * The browser's log reports (product/errors-and-messages.md#logging) as the server takes them. A
 * report is at most 32 KiB: one with every field at the contract's longest fits, in any alphabet.
 * One client address sends at most 60 a minute: a page failing in a loop still reports its first
 * minute, and nobody can fill the server's disk through it.
 */
export const LOG_REPORT_MAX_BYTES = 32 * 1024;
export const LOG_REPORT_WINDOW_MS = 60_000;
export const LOG_REPORTS_PER_ADDRESS = 60;

/** The 429 message of a refused report; `retry-after` carries the seconds too. */
export function logReportRateLimitMessage(retryAfterSeconds: number): string {
  return `Too many log reports from your connection. Please try again in ${retryAfterSeconds} seconds.`;
}
