import {
  getAccessibleClubs,
  getAllClubs,
  getContentManagedClub,
  getNearestClubs,
} from '@clubjoin/contract/clubs';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { clubNotFound } from '../content/clubNotFound';
import { findClub } from '../content/findClub';
import { listClubs } from '../content/listClubs';
import { findAccessibleClubs } from './findAccessibleClubs';
import { findNearestClubs } from './findNearestClubs';
import { productNotSold } from './productNotSold';

/**
 * The gateway's club calls (product/decisions-and-platform.md#services-and-their-addresses): all
 * clubs, the nearest-club search, club access, and the content-managed club (GET, and HEAD as
 * Fastify adds it).
 */
export function registerGatewayClubRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, getAllClubs, () => listClubs(context));

  registerEndpoint(app, getNearestClubs, ({ query }) => findNearestClubs(context, query));

  registerEndpoint(app, getAccessibleClubs, async ({ params, query }) => {
    const outcome = await findAccessibleClubs(context, {
      productType: params.productType,
      price: params.price,
      adults: params.adults,
      mmsClubId: query.clubId,
    });
    if (outcome.ok) return outcome.access;
    if (outcome.reason === 'unknownClub') throw clubNotFound(query.clubId);
    throw productNotSold(query.clubId, params.productType, params.adults);
  });

  registerEndpoint(app, getContentManagedClub, async ({ query }) => {
    const club = await findClub(context, query.cId);
    if (!club) throw clubNotFound(query.cId);
    return club;
  });
}
