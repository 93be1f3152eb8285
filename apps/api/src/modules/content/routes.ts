import {
  getClubExperiences,
  getClubInterests,
  getContentClub,
  getContentClubs,
  getNewMemberExperiences,
  getPageDriver,
  putExperiences,
} from '@clubjoin/contract/content';
import { CONFIRMATION_TOKEN_HEADER } from '@clubjoin/contract/completion';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type FailureAnswer,
  foundOrAnswer,
  invalidField,
  valueOrAnswer,
} from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { unknownClubAnswer } from '../clubs/unknownClubAnswer';
import type { UnknownClub } from '../clubs/unknownClub';
import { findClub } from '../clubs/findClub';
import { findPageDriver, type NoPageDriver } from './findPageDriver';
import { listClubExperiences } from './listClubExperiences';
import { listClubInterests } from './listClubInterests';
import { listClubs } from '../clubs/listClubs';
import { readNewMemberExperiences } from './provenNewMember';
import { type ExperiencesFailure, submitExperiences } from './submitExperiences';

const NO_PURCHASE_PROOF_MESSAGE =
  'Show the confirmation of your purchase (x-confirmation-token) to choose experiences.';

/** The confirmation token a request shows, the purchase's proof. */
function confirmationTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[CONFIRMATION_TOKEN_HEADER];
  return typeof header === 'string' ? header : undefined;
}

/** How the content service answers what it cannot: 404 for what it does not hold. */
function contentFailureAnswer(
  failure: UnknownClub | ExperiencesFailure | NoPageDriver,
): FailureAnswer {
  switch (failure.kind) {
    case 'unknownClub':
      return unknownClubAnswer(failure.clubId);
    case 'noPurchaseProof':
      return { status: 401, message: NO_PURCHASE_PROOF_MESSAGE };
    case 'notOwnMembership':
      return { status: 403, message: 'You can only choose experiences for your own membership.' };
    case 'notTheMembership':
      return invalidField(`body.${failure.field}`, failure.message);
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

  registerEndpoint(app, getNewMemberExperiences, async ({ raw }) =>
    foundOrAnswer(await readNewMemberExperiences(context, confirmationTokenOf(raw)), () =>
      contentFailureAnswer({ kind: 'noPurchaseProof' }),
    ),
  );

  registerEndpoint(app, putExperiences, async ({ body, raw, reply }) => {
    valueOrAnswer(
      await submitExperiences(context, confirmationTokenOf(raw), body),
      contentFailureAnswer,
    );
    reply.code(204);
    return null;
  });

  registerEndpoint(app, getPageDriver, async ({ params }) => ({
    section: params.section,
    page: params.page,
    path: valueOrAnswer(findPageDriver(params.section, params.page), contentFailureAnswer),
  }));
}
