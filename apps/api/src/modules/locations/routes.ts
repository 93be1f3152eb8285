import {
  getClubHours,
  getClubHoursToday,
  getLocationHours,
  listLocations,
  saveLocationHours,
} from '@clubjoin/contract/clubHours';
import type { FastifyInstance } from 'fastify';
import { foundOrAnswer } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { findClub } from '../clubs/findClub';
import type { ModuleContext } from '../moduleContext';
import { requireClub, requireStaff } from '../staff/staffAccessAnswer';
import {
  clubWeekHours,
  everyClubHoursToday,
  locationHours,
  locationList,
  saveHours,
} from './clubHours';

const LOCATION_ADMIN = '/member/location-admin';
const LOCATION_HOURS = '/member/location-admin/location-hours';
const NO_CLUB = { status: 404, message: 'There is no such club.' } as const;

/**
 * Club opening hours (issue 18; docs/decisions/0026): the public reads of the locator and the
 * one-day page, kept apart from the club list so its answer stays as cheap as it was, and location
 * admin's list, read and edit, each taking the team member from the staff session and checking
 * their role and club.
 */
export function registerLocationRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, getClubHoursToday, () => everyClubHoursToday(context));

  registerEndpoint(app, getClubHours, async ({ params }) =>
    foundOrAnswer(await clubWeekHours(context, params.clubId), () => ({
      status: 404,
      message: 'This club has not published its hours.',
    })),
  );

  registerEndpoint(app, listLocations, async ({ raw }) => {
    const caller = await requireStaff(context, raw, LOCATION_ADMIN);
    return { clubs: await locationList(context, caller) };
  });

  registerEndpoint(app, getLocationHours, async ({ raw, params }) => {
    requireClub(await requireStaff(context, raw, LOCATION_HOURS), params.clubId);
    return foundOrAnswer(await locationHours(context, params.clubId), () => NO_CLUB);
  });

  registerEndpoint(app, saveLocationHours, async ({ raw, params, body }) => {
    const caller = await requireStaff(context, raw, LOCATION_HOURS);
    requireClub(caller, params.clubId);
    foundOrAnswer(await findClub(context, params.clubId), () => NO_CLUB);
    await saveHours(context, caller, params.clubId, body);
    return foundOrAnswer(await locationHours(context, params.clubId), () => NO_CLUB);
  });
}
