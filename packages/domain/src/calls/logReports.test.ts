import { describe, expect, it } from 'vitest';
import {
  LOG_REPORT_MAX_BYTES,
  LOG_REPORT_WINDOW_MS,
  LOG_REPORTS_PER_ADDRESS,
  logReportRateLimitMessage,
} from './logReports';

describe('browser log reports: size cap and rate limit', () => {
  it('has the documented constants', () => {
    expect([LOG_REPORT_MAX_BYTES, LOG_REPORT_WINDOW_MS, LOG_REPORTS_PER_ADDRESS]).toEqual([
      32 * 1024,
      60_000,
      60,
    ]);
  });

  it('says the wait in seconds', () => {
    expect(logReportRateLimitMessage(42)).toBe(
      'Too many log reports from your connection. Please try again in 42 seconds.',
    );
  });
});
