import { describe, expect, it } from 'vitest';
import { IanaTimeZone } from './timeZone';

describe('IanaTimeZone', () => {
  it('accepts a zone the runtime knows, again and again', () => {
    expect(IanaTimeZone.parse('America/Chicago')).toBe('America/Chicago');
    expect(IanaTimeZone.parse('America/Chicago')).toBe('America/Chicago');
  });

  it('refuses a name the runtime does not know, even after known ones', () => {
    IanaTimeZone.parse('America/Toronto');
    const result = IanaTimeZone.safeParse('America/Atlantis');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Not an IANA time zone name, e.g. America/Chicago',
    );
  });
});
