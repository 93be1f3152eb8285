import {
  addMembershipNote,
  DOOR_READER_KEY_HEADER,
  getDepartmentCounts,
  getMembershipDetails,
  getMembershipTimeline,
  getOnboardingList,
  getTodayQueue,
  markStageDone,
  recordClubVisit,
  searchMembers as searchMembersEndpoint,
} from '@clubjoin/contract/portalMembers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type FailureAnswer, foundOrAnswer, HttpError, valueOrAnswer } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { NOT_YOUR_CLUB_MESSAGE, requireStaff, workingClub } from '../staff/staffAccessAnswer';
import { completeStage, type StageFailure } from './completeStage';
import { doorReaderClub } from './doorReader';
import { memberSearchPage } from './memberSearch';
import { membershipDetails } from './membershipDetails';
import { departmentCounts, onboardingEntryView, onboardingList } from './onboardingList';
import { type CheckInBy, recordVisit, type VisitFailure } from './recordVisit';
import { addNote, membershipTimeline, type NoteFailure } from './timeline';
import { todayQueue } from './todayQueue';

const NO_MEMBERSHIP = 'There is no such membership.';

function stageFailureAnswer(failure: StageFailure): FailureAnswer {
  switch (failure.kind) {
    case 'unknownMembership':
      return { status: 404, message: NO_MEMBERSHIP };
    case 'otherClub':
      return { status: 403, message: NOT_YOUR_CLUB_MESSAGE };
    case 'alreadyDone':
      return { status: 409, message: 'This stage is done already.' };
  }
}

function noteFailureAnswer(failure: NoteFailure): FailureAnswer {
  return failure.kind === 'otherClub'
    ? { status: 403, message: NOT_YOUR_CLUB_MESSAGE }
    : { status: 404, message: NO_MEMBERSHIP };
}

function visitFailureAnswer(failure: VisitFailure): FailureAnswer {
  switch (failure.kind) {
    case 'unknownClub':
      return { status: 404, message: 'There is no such club.' };
    case 'otherClub':
      return { status: 403, message: 'Members are checked in at your own club only.' };
    case 'unknownMember':
      return { status: 404, message: 'There is no member with this id.' };
  }
}

/**
 * The team-member portal's work with members (product/team-portal.md): club visits, new member
 * onboarding, member search, member details with the activity timeline, and the dashboard's today
 * queue. Every route takes the team member from the staff session (requireStaff, for the page it
 * serves) and checks their club; a door reader proves its club with its key instead.
 */
export function registerMemberCareRoutes(app: FastifyInstance, context: ModuleContext): void {
  const staffFor = (raw: FastifyRequest, page: string) => requireStaff(context, raw, page);

  registerEndpoint(app, recordClubVisit, async ({ raw, body }) => {
    const key = raw.headers[DOOR_READER_KEY_HEADER];
    let by: CheckInBy;
    if (key !== undefined) {
      const clubId = typeof key === 'string' ? doorReaderClub(context, key) : undefined;
      if (clubId === undefined) {
        throw new HttpError({ status: 401, message: 'This door reader key is not known.' });
      }
      by = { kind: 'doorReader', clubId };
    } else {
      by = { kind: 'staff', actor: await staffFor(raw, '/member') };
    }
    const visit = valueOrAnswer(
      await recordVisit(context, by, body.memberId, body.clubId),
      visitFailureAnswer,
    );
    return { ...visit, visitedAt: visit.visitedAt.toISOString() };
  });

  registerEndpoint(app, getOnboardingList, async ({ raw, query }) => {
    const clubId = workingClub(await staffFor(raw, '/member/nmo'), query.clubId);
    const entries = await onboardingList(context, clubId);
    return { clubId, memberships: entries.map(onboardingEntryView) };
  });

  registerEndpoint(app, markStageDone, async ({ raw, params, body }) => {
    const caller = await staffFor(raw, '/member/nmo');
    const entry = valueOrAnswer(
      await completeStage(context, caller, params.membershipId, params.stage, body.note),
      stageFailureAnswer,
    );
    return onboardingEntryView(entry);
  });

  registerEndpoint(app, getDepartmentCounts, async ({ raw, query }) => {
    const clubId = workingClub(
      await staffFor(raw, '/member/nmo/department-dashboard'),
      query.clubId,
    );
    const entries = await onboardingList(context, clubId);
    return {
      clubId,
      memberships: entries.length,
      atRisk: entries.filter((entry) => entry.atRisk.length > 0).length,
      rows: departmentCounts(entries),
    };
  });

  registerEndpoint(app, searchMembersEndpoint, async ({ raw, query }) => {
    await staffFor(raw, '/member/search-all-members');
    return memberSearchPage(context, query);
  });

  registerEndpoint(app, getMembershipDetails, async ({ raw, params }) => {
    await staffFor(raw, '/member/member-details');
    return foundOrAnswer(await membershipDetails(context, params.membershipId), () => ({
      status: 404,
      message: NO_MEMBERSHIP,
    }));
  });

  registerEndpoint(app, getMembershipTimeline, async ({ raw, params }) => {
    await staffFor(raw, '/member/member-details/activity-timeline');
    return foundOrAnswer(await membershipTimeline(context, params.membershipId), () => ({
      status: 404,
      message: NO_MEMBERSHIP,
    }));
  });

  registerEndpoint(app, addMembershipNote, async ({ raw, params, body }) => {
    const caller = await staffFor(raw, '/member/member-details/activity-timeline');
    return valueOrAnswer(
      await addNote(context, caller, params.membershipId, body.note),
      noteFailureAnswer,
    );
  });

  registerEndpoint(app, getTodayQueue, async ({ raw, query }) => {
    const caller = await staffFor(raw, '/member');
    return todayQueue(context, caller.role, workingClub(caller, query.clubId));
  });
}
