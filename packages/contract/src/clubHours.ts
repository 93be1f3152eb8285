import { BLOCK_KINDS, OpeningHours, WEEKDAYS } from '@clubjoin/domain/clubs/openingHours';
import { z } from 'zod';
import { ClubId } from './catalog/clubId';
import { defineEndpoint } from './endpoint';
import { staffRefusals } from './staffRefusals';

/**
 * A club's opening hours (issue 18; docs/decisions/0026): the public reads the locator and the
 * one-day page show, and location admin's reads and edit. Times are wall-clock 'HH:MM' in the
 * club's time zone; the open-now status is computed by the server from its clock.
 */

const Block = z.object({
  opens: z.string(),
  closes: z.string(),
  kind: z.enum(BLOCK_KINDS),
});
const Week = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(Block)])) as Record<
    (typeof WEEKDAYS)[number],
    z.ZodArray<typeof Block>
  >,
);
const Holiday = z.object({ date: z.iso.date(), name: z.string(), blocks: z.array(Block) });
const Hours = z.object({ week: Week, holidays: z.array(Holiday) });

const DayHours = z.object({
  date: z.iso.date(),
  weekday: z.enum(WEEKDAYS),
  blocks: z.array(Block),
  holiday: z.string().nullable().describe("The holiday's name when an exception decides the day"),
});
const Moment = z.object({ date: z.iso.date(), time: z.string() });
const OpeningStatus = z.union([
  z.object({ open: z.literal(true), kind: z.enum(BLOCK_KINDS), until: Moment.nullable() }),
  z.object({
    open: z.literal(false),
    opensAt: Moment.extend({ kind: z.enum(BLOCK_KINDS) }).nullable(),
  }),
]);

/** A club's hours today and whether it is open now. */
export const ClubHoursToday = z
  .object({ clubId: z.string(), today: DayHours, status: OpeningStatus })
  .meta({ id: 'ClubHoursToday' });
export type ClubHoursToday = z.infer<typeof ClubHoursToday>;

export const ClubHoursTodayList = z.array(ClubHoursToday).meta({ id: 'ClubHoursTodayList' });

/** GET every club's hours today (the locator's list), without the week. */
export const getClubHoursToday = defineEndpoint({
  method: 'GET',
  path: '/api/gateway/club-hours',
  summary:
    "Every club that publishes its hours: today's blocks on the club's clock and whether it is open now",
  tags: ['gateway'],
  status: 200,
  response: ClubHoursTodayList,
});

export const ClubWeekHours = ClubHoursToday.extend({
  timeZone: z.string(),
  week: Week,
  holidays: z.array(Holiday).describe('Holiday exceptions from today on'),
}).meta({ id: 'ClubWeekHours' });
export type ClubWeekHours = z.infer<typeof ClubWeekHours>;

const ClubParams = z.object({ clubId: ClubId });

/** GET one club's week, holidays ahead, today and status (the locator's details, the one-day page). */
export const getClubHours = defineEndpoint({
  method: 'GET',
  path: '/api/gateway/club-hours/{clubId}',
  summary:
    "One club's week of hours, its holiday exceptions from today on, today's hours and whether it is open now; 404 for a club that publishes none",
  tags: ['gateway'],
  params: ClubParams,
  status: 200,
  response: ClubWeekHours,
});

const STAFF_REFUSALS = staffRefusals(
  '403 for a role other than club manager or administrator, or a club not theirs',
);

export const LocationList = z
  .object({
    clubs: z.array(
      z.object({
        clubId: z.string(),
        clubName: z.string(),
        timeZone: z.string(),
        hours: ClubHoursToday.nullable(),
      }),
    ),
  })
  .meta({ id: 'LocationList' });
export type LocationList = z.infer<typeof LocationList>;

/** GET location admin's list: the team member's clubs with today's hours. */
export const listLocations = defineEndpoint({
  method: 'GET',
  path: '/api/portal/locations',
  summary: `The team member's clubs (every club for an administrator) with today's hours and status. ${STAFF_REFUSALS}.`,
  tags: ['portal-locations'],
  status: 200,
  response: LocationList,
});

export const LocationHours = z
  .object({
    clubId: z.string(),
    clubName: z.string(),
    timeZone: z.string(),
    hours: Hours.nullable(),
    changes: z.array(
      z.object({ staffName: z.string(), changedAt: z.iso.datetime() }).describe('Newest first'),
    ),
  })
  .meta({ id: 'LocationHours' });
export type LocationHours = z.infer<typeof LocationHours>;

/** GET a club's hours to edit, with who changed them and when. */
export const getLocationHours = defineEndpoint({
  method: 'GET',
  path: '/api/portal/locations/{clubId}/hours',
  summary: `A club's week of hours and holiday exceptions, and the last changes (who and when). ${STAFF_REFUSALS}; 404 for an unknown club.`,
  tags: ['portal-locations'],
  params: ClubParams,
  status: 200,
  response: LocationHours,
});

export const LocationHoursRequest = OpeningHours.meta({ id: 'LocationHoursRequest' });

/** PUT a club's hours: the whole week and every holiday exception. */
export const saveLocationHours = defineEndpoint({
  method: 'PUT',
  path: '/api/portal/locations/{clubId}/hours',
  summary: `Replaces a club's week of hours and holiday exceptions and logs who changed them. ${STAFF_REFUSALS}; 404 for an unknown club; 400 with each field's message for blocks that overlap, close before they open or are no times, and for holidays without a real date or name.`,
  tags: ['portal-locations'],
  params: ClubParams,
  body: LocationHoursRequest,
  status: 200,
  response: LocationHours,
});
