import {
  getAccessibleClubs,
  getAllClubs,
  getContentManagedClub,
  getNearestClubs,
} from '@clubjoin/contract/clubs';
import { PRODUCT_TYPE_NAMES } from '@clubjoin/domain/vocabulary';
import type { FastifyInstance } from 'fastify';
import { type FailureAnswer, foundOrAnswer, valueOrAnswer } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { unknownClubAnswer } from '../clubs/unknownClubAnswer';
import { findClub } from '../clubs/findClub';
import { listClubs } from '../clubs/listClubs';
import { type AccessFailure, findAccessibleClubs } from './findAccessibleClubs';
import { findNearestClubs } from './findNearestClubs';

/**
 * How club access answers a home club the catalog does not hold, or one that sells no product of
 * the type for the adult count (product/decisions-and-platform.md#schemas-and-bad-input: an unknown
 * product type for that club gets 404), naming the type as a person reads it
 * (product/flows.md#product-types).
 */
function accessFailureAnswer(failure: AccessFailure): FailureAnswer {
  if (failure.kind === 'unknownClub') return unknownClubAnswer(failure.clubId);
  const { mmsClubId, productType, adults } = failure;
  const adultCount = `${adults} adult${adults === 1 ? '' : 's'}`;
  return {
    status: 404,
    message: `Club ${mmsClubId} sells no ${PRODUCT_TYPE_NAMES[productType]} membership for ${adultCount}.`,
  };
}

/**
 * The gateway's club calls (product/decisions-and-platform.md#services-and-their-addresses): all
 * clubs, the nearest-club search, club access, and the content-managed club (GET, and HEAD as
 * Fastify adds it).
 */
export function registerGatewayClubRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, getAllClubs, () => listClubs(context));

  registerEndpoint(app, getNearestClubs, ({ query }) => findNearestClubs(context, query));

  registerEndpoint(app, getAccessibleClubs, async ({ params, query }) =>
    valueOrAnswer(
      await findAccessibleClubs(context, {
        productType: params.productType,
        price: params.price,
        adults: params.adults,
        mmsClubId: query.clubId,
      }),
      accessFailureAnswer,
    ),
  );

  registerEndpoint(app, getContentManagedClub, async ({ query }) =>
    foundOrAnswer(await findClub(context, query.cId), () => unknownClubAnswer(query.cId)),
  );
}
