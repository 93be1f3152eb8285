import { describe, expect, it } from 'vitest';
import { calendarDateInZone, isTimeZone } from './dateInZone';

describe("the calendar date of an instant in a club's time zone (product/decisions-and-platform.md#time-and-clocks)", () => {
  it.each([
    {
      instant: '2026-06-01T04:00:00Z',
      zone: 'America/Chicago',
      expected: '2026-05-31',
      rule: '11 pm on May 31 in Chicago is still May 31',
    },
    {
      instant: '2026-06-01T05:00:00Z',
      zone: 'America/Chicago',
      expected: '2026-06-01',
      rule: 'midnight in Chicago is the 1st',
    },
    {
      instant: '2026-06-01T04:00:00Z',
      zone: 'UTC',
      expected: '2026-06-01',
      rule: 'the same instant is June 1 in UTC',
    },
    {
      instant: '2026-05-31T15:00:00Z',
      zone: 'Asia/Tokyo',
      expected: '2026-06-01',
      rule: 'a zone ahead of UTC is already tomorrow',
    },
    {
      instant: '2026-03-08T08:30:00Z',
      zone: 'America/Los_Angeles',
      expected: '2026-03-08',
      rule: 'the night clocks spring forward keeps its date',
    },
    {
      instant: '2026-11-01T02:15:00Z',
      zone: 'America/St_Johns',
      expected: '2026-10-31',
      rule: 'Newfoundland at UTC−2:30 is still on the 31st at 02:15 UTC',
    },
    {
      instant: '2026-11-01T02:45:00Z',
      zone: 'America/St_Johns',
      expected: '2026-11-01',
      rule: 'Newfoundland at UTC−2:30 reaches the 1st at 02:30 UTC',
    },
  ])('$rule', ({ instant, zone, expected }) => {
    expect(calendarDateInZone(new Date(instant), zone)).toBe(expected);
  });

  it('throws for a zone that does not exist: a catalog bug, not a member error', () => {
    expect(() => calendarDateInZone(new Date('2026-06-01T00:00:00Z'), 'Mars/Olympus')).toThrow(
      RangeError,
    );
  });

  it.each([
    { zone: 'America/Toronto', expected: true },
    { zone: 'UTC', expected: true },
    { zone: 'Mars/Olympus', expected: false },
  ])('isTimeZone("$zone") is $expected', ({ zone, expected }) => {
    expect(isTimeZone(zone)).toBe(expected);
  });
});
