import {
  grantTrainerAccess,
  issueTrainerAccessCode,
  listTrainerAccess,
  revokeTrainerAccess,
  addClient,
  assignProgram,
  assignBuyer,
  completeSession,
  createTrainingPackage,
  getClient,
  listClients,
  listTrainingPackages,
  logSession,
  planSession,
  searchClubMembers,
  sellTrainingPackage,
} from '@clubjoin/contract/coaching';
import { COACHING_MESSAGES } from '@clubjoin/domain/staff/coaching';
import { WORKOUT_MESSAGES } from '@clubjoin/domain/staff/workouts';
import { UNKNOWN_PAYMENT_TOKEN_MESSAGE } from '@clubjoin/domain/payments/declineMessages';
import type { FastifyInstance } from 'fastify';
import {
  declinedAnswer,
  type FailureAnswer,
  foundOrAnswer,
  invalidField,
  valueOrAnswer,
} from '../../http/httpError';
import { runOnce } from '../../http/idempotency';
import { registerEndpoint } from '../../http/registerEndpoint';
import { authenticate } from '../auth/authenticate';
import { authFailureAnswer } from '../auth/authFailureAnswer';
import { memberSearchPage } from '../memberCare/memberSearch';
import type { ModuleContext } from '../moduleContext';
import { NOT_YOUR_CLUB_MESSAGE, requireStaff, workingClub } from '../staff/staffAccessAnswer';
import {
  type AccessFailure,
  grantAccess,
  issueAccessCode,
  listGrants,
  revokeAccess,
} from './access';
import {
  addPtOnlyClient,
  assignSale,
  clientDetail,
  clientList,
  type CoachingFailure,
  definePackage,
  listPackages,
} from './clients';
import { type SaleFailure, sellPackage } from './sales';
import {
  assignClientProgram,
  changeSession,
  completeClientSession,
  planClientSession,
  type SessionFailure,
} from './sessions';

/** The pages of the coaching tree whose roles the endpoints check (docs/decisions/0033). */
const SEARCH_PAGE = '/member/coaching/search';
const CLIENT_LIST_PAGE = '/member/coaching/pt-client-list';
const SESSION_PAGE = '/member/coaching/session-detail';
const PROGRAM_ADMIN_PAGE = '/member/coaching/program-admin';
const TRAINER_ACCESS_PAGE = '/member/coaching/trainer-access';

const NO_CLIENT = 'There is no such client among yours.';

function coachingFailureAnswer(what: string) {
  return (failure: CoachingFailure): FailureAnswer => {
    switch (failure.kind) {
      case 'notFound':
        return { status: 404, message: what };
      case 'notYourRole':
        return {
          status: 403,
          message: 'Only fitness managers, club managers and administrators do this.',
        };
      case 'otherClub':
        return { status: 403, message: NOT_YOUR_CLUB_MESSAGE };
      case 'noClub':
        return invalidField('body.clubId', COACHING_MESSAGES.clubId);
      case 'assigned':
        return { status: 409, message: 'This member has a trainer already.' };
      case 'noTrainer':
        return invalidField('body.trainerId', 'Choose a team member of the club.');
    }
  };
}

function accessFailureAnswer(failure: AccessFailure): FailureAnswer {
  switch (failure.kind) {
    case 'notFound':
      return { status: 404, message: 'There is no such client or grant among yours.' };
    case 'notYourRole':
      return {
        status: 403,
        message: 'Only fitness managers, club managers and administrators revoke access.',
      };
    case 'notAMember':
      return invalidField('body.clientId', COACHING_MESSAGES.notAMember);
    case 'codeWrong':
      return invalidField('body.code', COACHING_MESSAGES.codeWrong);
  }
}

function saleFailureAnswer(failure: SaleFailure): FailureAnswer {
  switch (failure.kind) {
    case 'notYourRole':
      return { status: 403, message: COACHING_MESSAGES.notASeller };
    case 'notFound':
      return { status: 404, message: NO_CLIENT };
    case 'noPackage':
      return { status: 404, message: COACHING_MESSAGES.noPackage };
    case 'unpriced':
      return { status: 409, message: COACHING_MESSAGES.unpriced };
    case 'noConsent':
      return { status: 403, message: COACHING_MESSAGES.noConsent };
    case 'unknownCard':
      return invalidField('body.paymentToken', UNKNOWN_PAYMENT_TOKEN_MESSAGE);
    case 'notACard':
      return invalidField('body.paymentToken', COACHING_MESSAGES.notACard);
    case 'declined':
      return declinedAnswer(failure);
    case 'recorded':
      return { status: 409, message: COACHING_MESSAGES.saleRecorded };
  }
}

function sessionFailureAnswer(failure: SessionFailure): FailureAnswer {
  switch (failure.kind) {
    case 'notFound':
      return { status: 404, message: 'There is no such session among your clients’.' };
    case 'unknownWorkout':
      return invalidField(
        `body.weeks.${failure.week}.workoutIds.${failure.index}`,
        COACHING_MESSAGES.workoutId,
      );
    case 'unknownExercise':
      return invalidField(
        `body.exercises.${failure.index}.exerciseId`,
        WORKOUT_MESSAGES.exerciseId,
      );
    case 'noConsent':
      return { status: 403, message: COACHING_MESSAGES.noConsent };
    case 'completed':
      return { status: 409, message: 'This session is completed already.' };
    case 'noSessions':
      return { status: 409, message: COACHING_MESSAGES.noSessions };
    case 'expired':
      return { status: 409, message: COACHING_MESSAGES.expired };
  }
}

/**
 * Coaching (issue 19; docs/decisions/0033): every route takes the team member from the staff
 * session and checks their role may open the coaching page it serves; which clients they coach is
 * the domain's rule (`mayCoach`), who defines packages `leadsCoaching`.
 */
export function registerCoachingRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, searchClubMembers, async ({ raw, query }) => {
    const caller = await requireStaff(context, raw, SEARCH_PAGE);
    return memberSearchPage(context, { ...query, clubId: workingClub(caller, query.clubId) });
  });

  registerEndpoint(app, listTrainingPackages, async ({ raw, query }) => {
    const caller = await requireStaff(context, raw, PROGRAM_ADMIN_PAGE);
    return listPackages(context, caller, workingClub(caller, query.clubId));
  });

  registerEndpoint(app, createTrainingPackage, async ({ raw, body }) => {
    const caller = await requireStaff(context, raw, PROGRAM_ADMIN_PAGE);
    return valueOrAnswer(
      await definePackage(context, caller, body),
      coachingFailureAnswer('There is no such club.'),
    );
  });

  registerEndpoint(app, listClients, async ({ raw, query }) => {
    const caller = await requireStaff(context, raw, CLIENT_LIST_PAGE);
    return clientList(context, caller, workingClub(caller, query.clubId));
  });

  registerEndpoint(app, addClient, async ({ raw, body }) => {
    const caller = await requireStaff(context, raw, CLIENT_LIST_PAGE);
    return valueOrAnswer(
      await addPtOnlyClient(context, caller, body),
      coachingFailureAnswer('There is no such club.'),
    );
  });

  registerEndpoint(app, assignBuyer, async ({ raw, params, body }) => {
    const caller = await requireStaff(context, raw, CLIENT_LIST_PAGE);
    return valueOrAnswer(
      await assignSale(context, caller, params.membershipId, body.trainerId),
      coachingFailureAnswer('There is no unassigned personal-training sale of this membership.'),
    );
  });

  registerEndpoint(app, getClient, async ({ raw, params }) => {
    const caller = await requireStaff(context, raw, SESSION_PAGE);
    return foundOrAnswer(await clientDetail(context, caller, params.clientId), () => ({
      status: 404,
      message: NO_CLIENT,
    }));
  });

  registerEndpoint(app, sellTrainingPackage, async ({ raw, params, body }) => {
    const caller = await requireStaff(context, raw, SESSION_PAGE);
    const sold = await runOnce(
      context.db,
      raw,
      context.clock(),
      'coaching.sellPackage',
      { staffId: caller.staffId, clientId: params.clientId, ...body },
      (remember, key) => sellPackage(context, caller, params.clientId, body, key, remember),
    );
    return valueOrAnswer(sold, saleFailureAnswer);
  });

  registerEndpoint(app, planSession, async ({ raw, params, body }) => {
    const caller = await requireStaff(context, raw, SESSION_PAGE);
    return valueOrAnswer(
      await planClientSession(context, caller, params.clientId, body),
      (failure) =>
        failure.kind === 'notFound'
          ? { status: 404, message: NO_CLIENT }
          : sessionFailureAnswer(failure),
    );
  });

  registerEndpoint(app, logSession, async ({ raw, params, body }) => {
    const caller = await requireStaff(context, raw, SESSION_PAGE);
    return valueOrAnswer(
      await changeSession(context, caller, params.sessionId, body),
      sessionFailureAnswer,
    );
  });

  registerEndpoint(app, completeSession, async ({ raw, params }) => {
    const caller = await requireStaff(context, raw, SESSION_PAGE);
    return valueOrAnswer(
      await completeClientSession(context, caller, params.sessionId),
      sessionFailureAnswer,
    );
  });

  registerEndpoint(app, issueTrainerAccessCode, async ({ raw, reply }) => {
    const member = valueOrAnswer(
      await authenticate(context, raw, reply, 'signedIn'),
      authFailureAnswer,
    );
    return foundOrAnswer(await issueAccessCode(context, member.partyId), () => ({
      status: 404,
      message: 'Your account holds no membership.',
    }));
  });

  registerEndpoint(app, listTrainerAccess, async ({ raw, query }) => {
    const caller = await requireStaff(context, raw, TRAINER_ACCESS_PAGE);
    return listGrants(context, caller, workingClub(caller, query.clubId));
  });

  registerEndpoint(app, grantTrainerAccess, async ({ raw, body }) => {
    const caller = await requireStaff(context, raw, TRAINER_ACCESS_PAGE);
    return valueOrAnswer(await grantAccess(context, caller, body), accessFailureAnswer);
  });

  registerEndpoint(app, revokeTrainerAccess, async ({ raw, params }) => {
    const caller = await requireStaff(context, raw, TRAINER_ACCESS_PAGE);
    return valueOrAnswer(await revokeAccess(context, caller, params.grantId), accessFailureAnswer);
  });

  registerEndpoint(app, assignProgram, async ({ raw, params, body }) => {
    const caller = await requireStaff(context, raw, PROGRAM_ADMIN_PAGE);
    return valueOrAnswer(
      await assignClientProgram(context, caller, params.clientId, body),
      (failure) =>
        failure.kind === 'notFound'
          ? { status: 404, message: NO_CLIENT }
          : sessionFailureAnswer(failure),
    );
  });
}
