import {
  getClubExperiences,
  getClubInterests,
  getContentClub,
  getContentClubs,
  getPageDriver,
  putExperiences,
} from '@clubjoin/contract/content';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { authenticate } from '../auth/authenticate';
import type { ModuleContext } from '../moduleContext';
import { clubNotFound } from './clubNotFound';
import { findClub } from './findClub';
import { findPageDriver } from './findPageDriver';
import { listClubExperiences } from './listClubExperiences';
import { listClubInterests } from './listClubInterests';
import { listClubs } from './listClubs';
import { submitExperiences } from './submitExperiences';

/**
 * The content service (product/decisions-and-platform.md#services-and-their-addresses): clubs,
 * interests, experiences and page drivers.
 */
export function registerContentRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, getContentClubs, () => listClubs(context));

  registerEndpoint(app, getContentClub, async ({ params }) => {
    const club = await findClub(context, params.clubId);
    if (!club) throw clubNotFound(params.clubId);
    return club;
  });

  registerEndpoint(app, getClubInterests, async ({ params }) => {
    const interests = await listClubInterests(context, params.clubId);
    if (!interests) throw clubNotFound(params.clubId);
    return interests;
  });

  registerEndpoint(app, getClubExperiences, async ({ params }) => {
    const variations = await listClubExperiences(context, params.clubId);
    if (!variations) throw clubNotFound(params.clubId);
    return { variations };
  });

  registerEndpoint(app, putExperiences, async ({ body, raw, reply }) => {
    const caller = await authenticate(context, raw, reply, 'signedIn');
    await submitExperiences(context, caller, body);
    reply.code(204);
    return null;
  });

  registerEndpoint(app, getPageDriver, async ({ params }) => {
    const outcome = findPageDriver(params.section, params.page);
    if (!outcome.found) throw new HttpError(404, outcome.message);
    return { section: params.section, page: params.page, path: outcome.path };
  });
}
