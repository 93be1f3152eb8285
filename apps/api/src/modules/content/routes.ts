import {
  getClubExperiences,
  getClubInterests,
  getContentClub,
  getContentClubs,
  getPageDriver,
  putExperiences,
} from '@clubjoin/contract/content';
import type { FastifyInstance } from 'fastify';
import {
  type FailureAnswer,
  foundOrAnswer,
  invalidField,
  valueOrAnswer,
} from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { authenticate } from '../auth/authenticate';
import { authFailureAnswer } from '../auth/authFailureAnswer';
import type { ModuleContext } from '../moduleContext';
import { unknownClubAnswer } from '../clubs/unknownClubAnswer';
import type { UnknownClub } from '../clubs/unknownClub';
import { findClub } from '../clubs/findClub';
import { findPageDriver, type NoPageDriver } from './findPageDriver';
import { listClubExperiences } from './listClubExperiences';
import { listClubInterests } from './listClubInterests';
import { listClubs } from '../clubs/listClubs';
import { type ExperiencesFailure, submitExperiences } from './submitExperiences';

/** How the content service answers what it cannot: 404 for what it does not hold. */
function contentFailureAnswer(
  failure: UnknownClub | ExperiencesFailure | NoPageDriver,
): FailureAnswer {
  switch (failure.kind) {
    case 'unknownClub':
      return unknownClubAnswer(failure.clubId);
    case 'notOwnMembership':
      return { status: 403, message: 'You can only choose experiences for your own membership.' };
    case 'invalidChoices':
      return invalidField('body.variations', failure.message);
    case 'noPageDriver':
      return { status: 404, message: failure.message };
  }
}

/**
 * The content service (product/decisions-and-platform.md#services-and-their-addresses): clubs,
 * interests, experiences and page drivers.
 */
export function registerContentRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, getContentClubs, () => listClubs(context));

  registerEndpoint(app, getContentClub, async ({ params }) =>
    foundOrAnswer(await findClub(context, params.clubId), () => unknownClubAnswer(params.clubId)),
  );

  registerEndpoint(app, getClubInterests, async ({ params }) =>
    valueOrAnswer(await listClubInterests(context, params.clubId), contentFailureAnswer),
  );

  registerEndpoint(app, getClubExperiences, async ({ params }) => ({
    variations: valueOrAnswer(
      await listClubExperiences(context, params.clubId),
      contentFailureAnswer,
    ),
  }));

  registerEndpoint(app, putExperiences, async ({ body, raw, reply }) => {
    const caller = valueOrAnswer(
      await authenticate(context, raw, reply, 'signedIn'),
      authFailureAnswer,
    );
    valueOrAnswer(await submitExperiences(context, caller, body), contentFailureAnswer);
    reply.code(204);
    return null;
  });

  registerEndpoint(app, getPageDriver, async ({ params }) => ({
    section: params.section,
    page: params.page,
    path: valueOrAnswer(findPageDriver(params.section, params.page), contentFailureAnswer),
  }));
}
