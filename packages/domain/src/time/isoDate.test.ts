import { describe, expect, it } from 'vitest';
import { calendarDateOf, parseIsoDate, toIsoDate } from './isoDate';

describe('ISO calendar dates', () => {
  it.each([
    { text: '2026-06-15', expected: { year: 2026, month: 6, day: 15 } },
    { text: '2024-02-29', expected: { year: 2024, month: 2, day: 29 } },
    { text: '2000-02-29', expected: { year: 2000, month: 2, day: 29 } },
    { text: '2026-02-29', expected: undefined },
    { text: '1900-02-29', expected: undefined },
    { text: '2026-04-31', expected: undefined },
    { text: '2026-13-01', expected: undefined },
    { text: '2026-00-10', expected: undefined },
    { text: '2026-06-00', expected: undefined },
    { text: '2026-6-15', expected: undefined },
    { text: '15/06/2026', expected: undefined },
  ])('parseIsoDate("$text") is $expected', ({ text, expected }) => {
    expect(parseIsoDate(text)).toEqual(expected);
  });

  it('throws for a date a caller should have validated', () => {
    expect(() => calendarDateOf('2026-02-30')).toThrow(RangeError);
  });

  it('writes parts with zero padding', () => {
    expect(toIsoDate({ year: 987, month: 3, day: 4 })).toBe('0987-03-04');
  });
});
