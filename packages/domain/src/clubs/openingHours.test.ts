import { describe, expect, it } from 'vitest';
import { calendarDateInZone } from '../time/dateInZone';
import {
  dayHoursText,
  demoOpeningHours,
  hoursOn,
  hoursTodayText,
  OpeningHours,
  openingStatus,
  openingStatusText,
  timeText,
  weekdayOf,
} from './openingHours';

const CHICAGO = 'America/Chicago';
const plain = demoOpeningHours(false);
const allNight = demoOpeningHours(true);
const withHolidays: OpeningHours = {
  ...plain,
  holidays: [
    { date: '2026-12-25', name: 'Christmas Day', blocks: [] },
    {
      date: '2026-12-24',
      name: 'Christmas Eve',
      blocks: [{ opens: '07:00', closes: '14:00', kind: 'staffed' }],
    },
  ],
};

const clubToday = (at: Date) => calendarDateInZone(at, CHICAGO);

describe("a club's status at an instant, on the club's clock", () => {
  it.each([
    {
      rule: 'Saturday noon in Chicago: open until the weekend close',
      hours: plain,
      instant: '2026-11-21T18:00:00Z',
      expected: 'Open now · until 8 pm',
    },
    {
      rule: 'Saturday 9 pm: closed, opens Sunday morning',
      hours: plain,
      instant: '2026-11-22T03:00:00Z',
      expected: 'Closed · opens tomorrow 7 am',
    },
    {
      rule: 'Friday 11 pm at a key-fob club: extended hours run on through Saturday 7 am',
      hours: allNight,
      instant: '2026-11-21T05:00:00Z',
      expected: 'Key-fob access now · until tomorrow 7 am',
    },
    {
      rule: 'Friday 9 pm at a key-fob club: staffed until 10 pm, then key fob',
      hours: allNight,
      instant: '2026-11-21T03:00:00Z',
      expected: 'Open now · until 10 pm',
    },
    {
      rule: 'spring forward (8 March 2026): 10:30 UTC is 05:30 CDT, open',
      hours: plain,
      instant: '2026-03-09T10:30:00Z',
      expected: 'Open now · until 10 pm',
    },
    {
      rule: 'spring forward Sunday: 12:30 UTC is 07:30 CDT, open (07:00 CST would say 06:30)',
      hours: plain,
      instant: '2026-03-08T12:30:00Z',
      expected: 'Open now · until 8 pm',
    },
    {
      rule: 'fall back (1 November 2026): 12:30 UTC is 06:30 CST, closed until 7 am',
      hours: plain,
      instant: '2026-11-01T12:30:00Z',
      expected: 'Closed · opens 7 am',
    },
    {
      rule: 'Christmas Day is closed: Christmas Eve afternoon opens on the 26th',
      hours: withHolidays,
      instant: '2026-12-24T21:00:00Z',
      expected: 'Closed · opens Saturday 7 am',
    },
    {
      rule: 'Christmas Eve morning: open until the holiday close',
      hours: withHolidays,
      instant: '2026-12-24T15:00:00Z',
      expected: 'Open now · until 2 pm',
    },
    {
      rule: 'a week of key fob with no staff: key-fob access 24 hours',
      hours: {
        week: Object.fromEntries(
          Object.keys(plain.week).map((day) => [
            day,
            [{ opens: '00:00', closes: '24:00', kind: 'extended' }],
          ]),
        ) as OpeningHours['week'],
        holidays: [],
      },
      instant: '2026-11-21T18:00:00Z',
      expected: 'Key-fob access 24 hours',
    },
    {
      rule: 'no hours at all: closed',
      hours: OpeningHours.parse({
        week: Object.fromEntries(Object.keys(plain.week).map((day) => [day, []])),
        holidays: [],
      }),
      instant: '2026-11-21T18:00:00Z',
      expected: 'Closed',
    },
  ])('$rule', ({ hours, instant, expected }) => {
    const at = new Date(instant);
    expect(openingStatusText(openingStatus(hours, at, CHICAGO), clubToday(at))).toBe(expected);
  });

  it('the same instant is open in Chicago and closed in Honolulu', () => {
    const at = new Date('2026-11-21T15:30:00Z');
    expect(openingStatus(plain, at, CHICAGO)).toEqual({
      open: true,
      kind: 'staffed',
      until: { date: '2026-11-21', time: '20:00' },
    });
    expect(openingStatus(plain, at, 'Pacific/Honolulu')).toEqual({
      open: false,
      opensAt: { date: '2026-11-21', time: '07:00', kind: 'staffed' },
    });
  });
});

describe('the hours of a date', () => {
  it('a holiday replaces its weekday, another date keeps its weekday', () => {
    expect(hoursOn(withHolidays, '2026-12-25')).toEqual({
      date: '2026-12-25',
      weekday: 'friday',
      blocks: [],
      holiday: 'Christmas Day',
    });
    expect(dayHoursText(hoursOn(withHolidays, '2026-12-25').blocks)).toBe('Closed');
    expect(dayHoursText(hoursOn(withHolidays, '2026-12-18').blocks)).toBe('5 am – 10 pm');
    expect(dayHoursText(hoursOn(allNight, '2026-11-21').blocks)).toBe(
      'midnight – 7 am (key fob), 7 am – 8 pm, 8 pm – midnight (key fob)',
    );
  });

  it.each([
    { date: '2026-11-21', weekday: 'saturday' },
    { date: '2026-11-23', weekday: 'monday' },
    { date: '2028-02-29', weekday: 'tuesday' },
  ])('$date is a $weekday', ({ date, weekday }) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it.each([
    { time: '05:00', text: '5 am' },
    { time: '22:30', text: '10:30 pm' },
    { time: '12:00', text: 'noon' },
    { time: '00:00', text: 'midnight' },
    { time: '24:00', text: 'midnight' },
    { time: '12:45', text: '12:45 pm' },
  ])('$time reads $text', ({ time, text }) => {
    expect(timeText(time)).toBe(text);
  });
});

describe('what location admin may save', () => {
  const week = (monday: unknown[]) => ({ ...plain.week, monday });
  const messages = (input: unknown) => {
    const parsed = OpeningHours.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it.each([
    {
      rule: 'a block closing before it opens (no block runs past midnight)',
      input: { week: week([{ opens: '22:00', closes: '02:00', kind: 'staffed' }]), holidays: [] },
      expected: [
        'A block closes after it opens. For a night through midnight, add a block on each day.',
      ],
    },
    {
      rule: 'overlapping blocks',
      input: {
        week: week([
          { opens: '05:00', closes: '12:00', kind: 'staffed' },
          { opens: '11:00', closes: '14:00', kind: 'extended' },
        ]),
        holidays: [],
      },
      expected: ['Blocks of a day may not overlap.'],
    },
    {
      rule: 'a time that is no time',
      input: { week: week([{ opens: '25:00', closes: '24:30', kind: 'staffed' }]), holidays: [] },
      expected: [
        'An opening time is a time from 00:00 to 23:59, such as 05:00.',
        'A closing time is a time from 00:01 to 24:00, such as 22:00.',
      ],
    },
    {
      rule: 'a kind that is neither',
      input: { week: week([{ opens: '05:00', closes: '06:00', kind: 'vip' }]), holidays: [] },
      expected: ['A block is staffed or extended.'],
    },
    {
      rule: 'two exceptions on a date, one of them not a date',
      input: {
        week: plain.week,
        holidays: [
          { date: '2026-12-25', name: 'Christmas', blocks: [] },
          { date: '2026-12-25', name: 'Again', blocks: [] },
          { date: '2026-02-30', name: ' ', blocks: [] },
        ],
      },
      expected: [
        'A holiday date is a real date, such as 2026-12-25.',
        'Name the holiday in 1 to 60 characters.',
        'Each date has one holiday exception.',
      ],
    },
  ])('refuses $rule', ({ input, expected }) => {
    expect(messages(input)).toEqual(expected);
  });

  it('accepts touching blocks and keeps each day in opening order', () => {
    const parsed = OpeningHours.parse({
      week: week([
        { opens: '22:00', closes: '24:00', kind: 'extended' },
        { opens: '05:00', closes: '22:00', kind: 'staffed' },
      ]),
      holidays: [
        { date: '2026-12-31', name: 'New Year’s Eve', blocks: [] },
        { date: '2026-12-25', name: 'Christmas', blocks: [] },
      ],
    });
    expect(parsed.week.monday.map((block) => block.opens)).toEqual(['05:00', '22:00']);
    expect(parsed.holidays.map((holiday) => holiday.date)).toEqual(['2026-12-25', '2026-12-31']);
  });
});

describe('a club’s hours today in one line (the one-day page, the confirmation)', () => {
  it.each([
    {
      at: '2026-11-21T18:00:00Z',
      says: 'Hours today: 7 am – 8 pm. Open now · until 8 pm.',
    },
    {
      at: '2026-12-24T19:00:00Z',
      says: 'Hours today (Christmas Eve): 7 am – 2 pm. Open now · until 2 pm.',
    },
    {
      at: '2026-12-25T18:00:00Z',
      says: expect.stringMatching(/^Hours today \(Christmas Day\): Closed\. Closed · opens /),
    },
  ])('$at: $says', ({ at, says }) => {
    const instant = new Date(at);
    const today = hoursOn(withHolidays, clubToday(instant));
    expect(hoursTodayText(today, openingStatus(withHolidays, instant, CHICAGO))).toEqual(says);
  });
});
