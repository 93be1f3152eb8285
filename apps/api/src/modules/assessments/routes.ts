import { getMembershipAssessments, recordAssessment } from '@clubjoin/contract/assessments';
import type { FastifyInstance } from 'fastify';
import {
  type FailureAnswer,
  foundOrAnswer,
  invalidField,
  valueOrAnswer,
} from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { NOT_YOUR_CLUB_MESSAGE, requireStaff } from '../staff/staffAccessAnswer';
import {
  type AssessmentFailure,
  membershipAssessments,
  recordMemberAssessment,
} from './assessments';

const ASSESSMENT_PAGE = '/member/member-details/assessment';
const NO_MEMBERSHIP: FailureAnswer = { status: 404, message: 'There is no such membership.' };

function assessmentFailureAnswer(failure: AssessmentFailure): FailureAnswer {
  switch (failure.kind) {
    case 'notAnAssessor':
      return {
        status: 403,
        message: 'Only personal trainers and fitness managers record fitness assessments.',
      };
    case 'unknownMembership':
      return NO_MEMBERSHIP;
    case 'unknownMember':
      return { status: 404, message: 'There is no such member on this membership.' };
    case 'otherClub':
      return { status: 403, message: NOT_YOUR_CLUB_MESSAGE };
    case 'badDate':
      return invalidField('assessedOn', failure.message);
  }
}

/**
 * Fitness assessments in member details (product/team-portal.md#assessments; decision 0034):
 * every role that opens member details reads them; personal trainers and fitness managers of the
 * member's club record them. The team member comes from the staff session alone.
 */
export function registerAssessmentRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, getMembershipAssessments, async ({ raw, params }) => {
    const caller = await requireStaff(context, raw, ASSESSMENT_PAGE);
    return foundOrAnswer(
      await membershipAssessments(context, caller, params.membershipId),
      () => NO_MEMBERSHIP,
    );
  });

  registerEndpoint(app, recordAssessment, async ({ raw, params, body }) => {
    const caller = await requireStaff(context, raw, ASSESSMENT_PAGE);
    return valueOrAnswer(
      await recordMemberAssessment(context, caller, params, body),
      assessmentFailureAnswer,
    );
  });
}
