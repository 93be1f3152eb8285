import { randomUUID } from 'node:crypto';
import type { MembershipAssessments } from '@clubjoin/contract/assessments';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import {
  ASSESSMENT_RECORDED_ACTION,
  type AssessmentFields,
  assessmentDateProblem,
  screeningYesCount,
} from '@clubjoin/domain/staff/assessments';
import { daysBetween, type IsoDate } from '@clubjoin/domain/time/isoDate';
import { mayActForClub, mayRecordAssessment } from '@clubjoin/domain/staff/portalAccess';
import { clubToday } from '../clubs/clubToday';
import { type Actor, recordStaffChange } from '../staff/staffChange';
import { findMembershipWithMembers } from '../membership/memberDirectory';
import type { ModuleContext } from '../moduleContext';
import {
  assessmentsOfMembership,
  insertAssessment,
  latestAssessmentsOf,
  type StoredAssessment,
} from './store';

/**
 * Days from each member's latest assessment (the date it was taken) to today at the club that
 * recorded it, by member id; a member never assessed is absent. The coaching client list's "days
 * since last assessed" reads it: one query for the members, one today per club.
 */
export async function daysSinceLastAssessed(
  context: ModuleContext,
  memberIds: readonly string[],
): Promise<Map<string, number>> {
  const latest = await latestAssessmentsOf(context.db, memberIds);
  const todays = new Map<string, IsoDate>();
  const days = new Map<string, number>();
  for (const row of latest) {
    let today = todays.get(row.clubId);
    if (today === undefined) {
      today = await clubToday(context, row.clubId);
      todays.set(row.clubId, today);
    }
    days.set(row.memberId, daysBetween(row.assessedOn, today));
  }
  return days;
}

const answerOf = (stored: StoredAssessment) => ({
  assessmentId: stored.assessmentId,
  memberId: stored.memberId,
  assessedOn: stored.assessedOn,
  recordedAt: stored.recordedAt.toISOString(),
  recordedBy: stored.staffName,
  screening: stored.screening,
  measurements: stored.measurements,
  tests: stored.tests,
});

/** The members a membership is assessed for: everyone on it but a purchaser who is no member. */
const assessedMembersOf = <M extends { memberType: string }>(members: readonly M[]) =>
  members.filter((member) => member.memberType !== 'purchaser');

/**
 * The fitness assessments of a membership's members, newest first, with whether `caller` may
 * record one (their role and the member's club). Undefined for no such membership.
 */
export async function membershipAssessments(
  context: ModuleContext,
  caller: Actor,
  membershipId: string,
): Promise<MembershipAssessments | undefined> {
  const found = await findMembershipWithMembers(context, membershipId);
  if (!found) return undefined;
  const { clubId } = found.membership;
  const members = assessedMembersOf(found.members);
  const [stored, today] = await Promise.all([
    assessmentsOfMembership(context.db, membershipId),
    clubToday(context, clubId),
  ]);
  return {
    membershipId,
    clubId,
    today,
    mayRecord: mayRecordAssessment(caller.role) && mayActForClub(caller, clubId),
    members: members.map((member) => {
      // Newest first: the member's first is their latest.
      const theirs = stored.filter((assessment) => assessment.memberId === member.memberId);
      const [latest] = theirs;
      return {
        memberId: member.memberId,
        firstName: member.firstName,
        lastName: member.lastName,
        daysSinceLastAssessed: latest ? daysBetween(latest.assessedOn, today) : null,
        assessments: theirs.map(answerOf),
      };
    }),
  };
}

/** Why an assessment is not recorded. */
export type AssessmentFailure =
  | { kind: 'notAnAssessor' }
  | { kind: 'unknownMembership' }
  | { kind: 'unknownMember' }
  | { kind: 'otherClub' }
  | { kind: 'badDate'; message: string };

/**
 * Records a member's fitness assessment (product/team-portal.md#assessments): by a personal
 * trainer or fitness manager of the membership's club, dated no later than today at the club and
 * no more than a year before, written with its audit-trail entry in one transaction.
 */
export async function recordMemberAssessment(
  context: ModuleContext,
  actor: Actor,
  target: { membershipId: string; memberId: string },
  fields: AssessmentFields,
): Promise<Outcome<MembershipAssessments, AssessmentFailure>> {
  if (!mayRecordAssessment(actor.role)) return fail({ kind: 'notAnAssessor' });
  const found = await findMembershipWithMembers(context, target.membershipId);
  if (!found) return fail({ kind: 'unknownMembership' });
  const member = assessedMembersOf(found.members).find(
    (candidate) => candidate.memberId === target.memberId,
  );
  if (!member) return fail({ kind: 'unknownMember' });
  const { clubId } = found.membership;
  if (!mayActForClub(actor, clubId)) return fail({ kind: 'otherClub' });
  const dateProblem = assessmentDateProblem(fields.assessedOn, await clubToday(context, clubId));
  if (dateProblem) return fail({ kind: 'badDate', message: dateProblem });
  const stored: StoredAssessment = {
    ...fields,
    assessmentId: randomUUID(),
    memberId: member.memberId,
    membershipId: target.membershipId,
    clubId,
    recordedAt: context.clock(),
    staffId: actor.staffId,
    staffName: actor.displayName,
  };
  await context.db.transaction(async (tx) => {
    await insertAssessment(tx, stored);
    await recordStaffChange(context, tx, actor, {
      membershipId: target.membershipId,
      memberId: member.memberId,
      action: ASSESSMENT_RECORDED_ACTION,
      before: null,
      after: {
        assessmentId: stored.assessmentId,
        member: `${member.firstName} ${member.lastName}`,
        assessedOn: stored.assessedOn,
        screeningYes: screeningYesCount(stored.screening.answers),
        measurements: stored.measurements,
        tests: stored.tests,
      },
    });
  });
  const answer = await membershipAssessments(context, actor, target.membershipId);
  if (!answer) throw new Error(`The membership ${target.membershipId} went away`);
  return succeed(answer);
}
