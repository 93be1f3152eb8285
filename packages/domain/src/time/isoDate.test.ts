import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateOf,
  daysBetween,
  firstOfMonthAfter,
  parseIsoDate,
  toIsoDate,
} from './isoDate';

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

describe('days and months between calendar dates', () => {
  it('moves by days across month, year and leap-day ends, both ways', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-11-27', 0)).toBe('2026-11-27');
  });

  it('counts the days from one date to another, negative when the second is earlier', () => {
    expect(daysBetween('2026-11-27', '2027-02-25')).toBe(90);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1);
    expect(daysBetween('2026-11-27', '2026-11-27')).toBe(0);
  });

  it('finds the 1st of a month some months on or back, across years', () => {
    expect(firstOfMonthAfter('2026-11-27', 1)).toBe('2026-12-01');
    expect(firstOfMonthAfter('2026-11-27', 2)).toBe('2027-01-01');
    expect(firstOfMonthAfter('2026-01-31', -1)).toBe('2025-12-01');
    expect(firstOfMonthAfter('2028-02-29', 0)).toBe('2028-02-01');
    expect(firstOfMonthAfter('2026-12-15', 13)).toBe('2028-01-01');
  });
});
