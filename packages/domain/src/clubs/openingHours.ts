/**
 * A club's opening hours (issue 18, location admin; docs/decisions/0026): a week of blocks per
 * weekday, each staffed (the team is in) or extended (members let themselves in with their key
 * fob), and holiday exceptions by date (closed, or their own blocks). Times are wall-clock times
 * in the club's IANA time zone. A block lies within one day: it opens at 00:00 to 23:59 and closes
 * after it opens, at 24:00 at the latest; a night through midnight is two blocks, one each side.
 * Blocks of a day do not overlap; they may touch (staffed to 22:00, extended from 22:00).
 */
import { z } from 'zod';
import { wallClockInZone } from '../time/dateInZone';
import { addDays, calendarDateOf, type IsoDate, parseIsoDate } from '../time/isoDate';
import { isStorableText, STORABLE_TEXT_MESSAGE } from '../validation/textField';

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const BLOCK_KINDS = ['staffed', 'extended'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

export const BLOCK_KIND_LABELS: Readonly<Record<BlockKind, string>> = {
  staffed: 'Staffed',
  extended: 'Extended (key fob)',
};

export const MAX_BLOCKS_PER_DAY = 6;
export const MAX_HOLIDAYS = 60;
export const HOLIDAY_NAME_MAX = 60;

export const OPENING_HOURS_MESSAGES = {
  opens: 'An opening time is a time from 00:00 to 23:59, such as 05:00.',
  closes: 'A closing time is a time from 00:01 to 24:00, such as 22:00.',
  order: 'A block closes after it opens. For a night through midnight, add a block on each day.',
  overlap: 'Blocks of a day may not overlap.',
  tooMany: `A day has at most ${MAX_BLOCKS_PER_DAY} blocks.`,
  kind: 'A block is staffed or extended.',
  date: 'A holiday date is a real date, such as 2026-12-25.',
  sameDate: 'Each date has one holiday exception.',
  tooManyHolidays: `Keep at most ${MAX_HOLIDAYS} holiday exceptions.`,
  name: `Name the holiday in 1 to ${HOLIDAY_NAME_MAX} characters.`,
} as const;

/** Minutes since midnight of 'HH:MM' (24:00 is 1440), or undefined for another text. */
export function minuteOfTime(time: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}

const opensTime = z.string({ error: OPENING_HOURS_MESSAGES.opens }).refine((time) => {
  const minute = minuteOfTime(time);
  return minute !== undefined && minute < 1440;
}, OPENING_HOURS_MESSAGES.opens);
const closesTime = z.string({ error: OPENING_HOURS_MESSAGES.closes }).refine((time) => {
  const minute = minuteOfTime(time);
  return minute !== undefined && minute > 0;
}, OPENING_HOURS_MESSAGES.closes);

export const HoursBlock = z
  .object({
    opens: opensTime,
    closes: closesTime,
    kind: z.enum(BLOCK_KINDS, { error: OPENING_HOURS_MESSAGES.kind }),
  })
  .refine((block) => (minuteOfTime(block.opens) ?? 0) < (minuteOfTime(block.closes) ?? Infinity), {
    error: OPENING_HOURS_MESSAGES.order,
    path: ['closes'],
  });
export type HoursBlock = z.infer<typeof HoursBlock>;

/** A day's blocks: at most six, not overlapping; kept in the order they open. */
const DayBlocks = z
  .array(HoursBlock)
  .max(MAX_BLOCKS_PER_DAY, OPENING_HOURS_MESSAGES.tooMany)
  .transform((blocks) =>
    [...blocks].sort((a, b) => (minuteOfTime(a.opens) ?? 0) - (minuteOfTime(b.opens) ?? 0)),
  )
  .refine(
    (blocks) =>
      blocks.every(
        (block, index) =>
          index === 0 ||
          (minuteOfTime(blocks[index - 1]?.closes ?? '') ?? 0) <= (minuteOfTime(block.opens) ?? 0),
      ),
    OPENING_HOURS_MESSAGES.overlap,
  );

export const WeekHours = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, DayBlocks])) as Record<Weekday, typeof DayBlocks>,
);
export type WeekHours = z.infer<typeof WeekHours>;

export const HolidayException = z.object({
  date: z
    .string({ error: OPENING_HOURS_MESSAGES.date })
    .refine((date) => parseIsoDate(date) !== undefined, OPENING_HOURS_MESSAGES.date),
  name: z
    .string({ error: OPENING_HOURS_MESSAGES.name })
    .trim()
    .min(1, OPENING_HOURS_MESSAGES.name)
    .max(HOLIDAY_NAME_MAX, OPENING_HOURS_MESSAGES.name)
    .refine(isStorableText, STORABLE_TEXT_MESSAGE),
  /** No blocks: closed all day. */
  blocks: DayBlocks,
});
export type HolidayException = z.infer<typeof HolidayException>;

/** A club's hours as location admin saves them. */
export const OpeningHours = z.object({
  week: WeekHours,
  holidays: z
    .array(HolidayException)
    .max(MAX_HOLIDAYS, OPENING_HOURS_MESSAGES.tooManyHolidays)
    .refine(
      (holidays) => new Set(holidays.map((holiday) => holiday.date)).size === holidays.length,
      OPENING_HOURS_MESSAGES.sameDate,
    )
    .transform((holidays) => [...holidays].sort((a, b) => a.date.localeCompare(b.date))),
});
export type OpeningHours = z.infer<typeof OpeningHours>;

/** The weekday of a calendar date. */
export function weekdayOf(date: IsoDate): Weekday {
  const { year, month, day } = calendarDateOf(date);
  // getUTCDay counts from Sunday; WEEKDAYS from Monday.
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7] as Weekday;
}

/** A club's hours on one date: the holiday's when the date has one, else its weekday's. */
export interface DayHours {
  date: IsoDate;
  weekday: Weekday;
  blocks: HoursBlock[];
  /** The holiday's name when an exception decides the day. */
  holiday: string | null;
}

export function hoursOn(hours: OpeningHours, date: IsoDate): DayHours {
  const weekday = weekdayOf(date);
  const holiday = hours.holidays.find((candidate) => candidate.date === date);
  return holiday
    ? { date, weekday, blocks: holiday.blocks, holiday: holiday.name }
    : { date, weekday, blocks: hours.week[weekday], holiday: null };
}

/** A moment on a club's clock: a date and a wall-clock time 'HH:MM'. */
export interface LocalMoment {
  date: IsoDate;
  time: string;
}

/**
 * Whether a club is open at an instant, and until when or from when, on the club's clock:
 * open in a block of a kind until the end of that kind's run of touching blocks (through midnight
 * too), or closed until the next block opens. `until` and `opensAt` are null when nothing ends
 * or opens within the next eight days (open around the clock, or no hours at all).
 */
export type OpeningStatus =
  | { open: true; kind: BlockKind; until: LocalMoment | null }
  | { open: false; opensAt: (LocalMoment & { kind: BlockKind }) | null };

const LOOK_AHEAD_DAYS = 8;

function timeOfMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

interface Span {
  date: IsoDate;
  start: number;
  end: number;
  kind: BlockKind;
}

/** The blocks of the days from `date` on, in order, each placed on its day. */
function spansFrom(hours: OpeningHours, date: IsoDate): Span[] {
  return Array.from({ length: LOOK_AHEAD_DAYS }, (_, offset) => addDays(date, offset)).flatMap(
    (day) =>
      hoursOn(hours, day).blocks.map((block) => ({
        date: day,
        start: minuteOfTime(block.opens) ?? 0,
        end: minuteOfTime(block.closes) ?? 0,
        kind: block.kind,
      })),
  );
}

export function openingStatus(hours: OpeningHours, instant: Date, timeZone: string): OpeningStatus {
  const now = wallClockInZone(instant, timeZone);
  const spans = spansFrom(hours, now.date);
  const current = spans.findIndex(
    (span) => span.date === now.date && span.start <= now.minute && now.minute < span.end,
  );
  if (current === -1) {
    const next = spans.find((span) => span.date !== now.date || span.start > now.minute);
    return {
      open: false,
      opensAt: next ? { date: next.date, time: timeOfMinute(next.start), kind: next.kind } : null,
    };
  }
  let last = spans[current] as Span;
  for (const span of spans.slice(current + 1)) {
    const touches =
      (span.date === last.date && span.start === last.end) ||
      (span.date === addDays(last.date, 1) && span.start === 0 && last.end === 1440);
    if (!touches || span.kind !== last.kind) break;
    last = span;
  }
  const runsOn = last === spans.at(-1) && last.end === 1440;
  return {
    open: true,
    kind: (spans[current] as Span).kind,
    until: runsOn ? null : { date: last.date, time: timeOfMinute(last.end) },
  };
}

/** A wall-clock time as people say it: '5 am', '10:30 pm', 'noon', 'midnight'. */
export function timeText(time: string): string {
  const minute = minuteOfTime(time) ?? 0;
  if (minute === 0 || minute === 1440) return 'midnight';
  if (minute === 720) return 'noon';
  const hour = Math.floor(minute / 60);
  const minutes = minute % 60;
  const shown = hour % 12 === 0 ? 12 : hour % 12;
  return `${shown}${minutes === 0 ? '' : `:${String(minutes).padStart(2, '0')}`} ${hour < 12 ? 'am' : 'pm'}`;
}

/** A block as a line of text: '5 am – 10 pm'. */
export function blockText(block: HoursBlock): string {
  return `${timeText(block.opens)} – ${timeText(block.closes)}`;
}

/** A day's hours in words: 'Closed', or its blocks with the extended ones marked. */
export function dayHoursText(blocks: readonly HoursBlock[]): string {
  if (blocks.length === 0) return 'Closed';
  return blocks
    .map((block) => (block.kind === 'staffed' ? blockText(block) : `${blockText(block)} (key fob)`))
    .join(', ');
}

function whenText(moment: LocalMoment, today: IsoDate): string {
  const at = timeText(moment.time);
  if (moment.date === today) return at;
  if (moment.date === addDays(today, 1)) return `tomorrow ${at}`;
  return `${WEEKDAY_LABELS[weekdayOf(moment.date)]} ${at}`;
}

/**
 * The status line the locator and the one-day page show: 'Open now · until 10 pm',
 * 'Key-fob access now · until 5 am', 'Closed · opens tomorrow 5 am', 'Open 24 hours'.
 */
export function openingStatusText(status: OpeningStatus, today: IsoDate): string {
  if (status.open) {
    const now = status.kind === 'staffed' ? 'Open now' : 'Key-fob access now';
    if (status.until === null) {
      return status.kind === 'staffed' ? 'Open 24 hours' : 'Key-fob access 24 hours';
    }
    // Midnight at the end of a day is the next day's start.
    const until =
      status.until.time === '24:00'
        ? { date: addDays(status.until.date, 1), time: '00:00' }
        : status.until;
    return `${now} · until ${whenText(until, today)}`;
  }
  if (status.opensAt === null) return 'Closed';
  const verb = status.opensAt.kind === 'staffed' ? 'opens' : 'key-fob access from';
  return `Closed · ${verb} ${whenText(status.opensAt, today)}`;
}

/**
 * A club's hours today in one line, as the one-day page and the confirmation say them: 'Hours
 * today: 5 am – 10 pm. Open now · until 10 pm.', with the holiday's name when one decides the day.
 */
export function hoursTodayText(today: DayHours, status: OpeningStatus): string {
  const holiday = today.holiday === null ? '' : ` (${today.holiday})`;
  return `Hours today${holiday}: ${dayHoursText(today.blocks)}. ${openingStatusText(status, today.date)}.`;
}

const staffed = (opens: string, closes: string): HoursBlock => ({ opens, closes, kind: 'staffed' });
const extended = (opens: string, closes: string): HoursBlock => ({
  opens,
  closes,
  kind: 'extended',
});

/**
 * The demo week (data/demo/README.md): staffed 5 am to 10 pm on weekdays and 7 am to 8 pm at
 * weekends; a club open around the clock adds members' key-fob hours before and after.
 */
export function demoOpeningHours(aroundTheClock: boolean): OpeningHours {
  const day = (opens: string, closes: string) =>
    aroundTheClock
      ? [extended('00:00', opens), staffed(opens, closes), extended(closes, '24:00')]
      : [staffed(opens, closes)];
  const weekday = day('05:00', '22:00');
  const weekend = day('07:00', '20:00');
  return {
    week: {
      monday: weekday,
      tuesday: weekday,
      wednesday: weekday,
      thursday: weekday,
      friday: weekday,
      saturday: weekend,
      sunday: weekend,
    },
    holidays: [],
  };
}
