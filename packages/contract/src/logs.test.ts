import { LOG_REPORT_MAX_BYTES } from '@clubjoin/domain/calls/logReports';
import { describe, expect, it } from 'vitest';
import { ClientLog } from './logs';

/** The length of a text in UTF-8: each percent-escape of encodeURIComponent is one byte. */
const utf8Bytes = (text: string) => encodeURIComponent(text).replace(/%[\dA-F]{2}/g, '.').length;

describe('the browser log report', () => {
  it('fits the size cap whenever the schema takes it, every field at its longest, in any alphabet', () => {
    const longest = (length: number) => '界'.repeat(length);
    const report = ClientLog.parse({
      level: 'warning',
      message: longest(2000),
      method: 'OPTIONS',
      status: 999,
      url: longest(2048),
      response: longest(4000),
      page: longest(2048),
    });
    expect(utf8Bytes(JSON.stringify(report))).toBeLessThanOrEqual(LOG_REPORT_MAX_BYTES);
    expect(() => ClientLog.parse({ ...report, url: longest(2049) })).toThrow();
  });
});
