import {
  AssessmentFields,
  LENGTH_UNITS,
  SCREENING_QUESTION_IDS,
  WEIGHT_UNITS,
} from '@clubjoin/domain/staff/assessments';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { OpaqueId } from './id';

/**
 * Fitness assessments in member details (product/team-portal.md#assessments; decision 0034).
 * The team member comes from the staff session alone: 401 without one, 403 for a role that may not
 * open member details; recording is for personal trainers and fitness managers of the member's
 * club (403 otherwise).
 */

const tags = ['portal-assessments'];

const MembershipIdParams = z.object({ membershipId: OpaqueId });
const MemberParams = MembershipIdParams.extend({
  memberId: z.string().regex(/^\d{1,12}$/, 'A member id is 1 to 12 digits'),
});

const number = z.number().nullable();
const withUnit = <Unit extends string>(units: readonly [Unit, ...Unit[]]) =>
  z.object({ value: number, unit: z.enum(units) });

/** An assessment as recorded (answers carry it as stored; the request's schema checks it). */
const AssessmentAnswer = z.object({
  assessmentId: z.string(),
  memberId: z.string(),
  assessedOn: z.iso.date(),
  recordedAt: z.iso.datetime(),
  recordedBy: z.string().describe("The team member's name when they recorded it"),
  screening: z.object({
    answers: z.record(z.enum(SCREENING_QUESTION_IDS), z.boolean()),
    consent: z.literal(true),
  }),
  measurements: z.object({
    restingHeartRate: number,
    bloodPressure: z.object({ systolic: number, diastolic: number }),
    weight: withUnit(WEIGHT_UNITS),
    bodyFatPercent: number,
    waist: withUnit(LENGTH_UNITS),
    hip: withUnit(LENGTH_UNITS),
  }),
  tests: z.object({
    stepTestRecoveryHeartRate: number,
    pushUps: number,
    sitAndReachCm: number,
    movementNotes: z.string(),
  }),
});
export type AssessmentAnswer = z.infer<typeof AssessmentAnswer>;

export const MembershipAssessments = z
  .object({
    membershipId: z.string(),
    clubId: z.string(),
    today: z.iso
      .date()
      .describe("Today at the membership's club, the latest date an assessment may have"),
    mayRecord: z
      .boolean()
      .describe("Whether the signed-in team member may record one (role and the member's club)"),
    members: z.array(
      z.object({
        memberId: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        daysSinceLastAssessed: z
          .number()
          .int()
          .nullable()
          .describe("Days from the latest assessment's date to today; null before the first"),
        assessments: z.array(AssessmentAnswer).describe('Newest first (by date, then recording)'),
      }),
    ),
  })
  .meta({ id: 'MembershipAssessments' });
export type MembershipAssessments = z.infer<typeof MembershipAssessments>;

/** GET the fitness assessments of a membership's members. */
export const getMembershipAssessments = defineEndpoint({
  method: 'GET',
  path: '/api/portal/memberships/{membershipId}/assessments',
  summary:
    "The fitness assessments of a membership's members, newest first, with days since each was last assessed. 401 without a staff session, 403 for a role without member details; 404 for an unknown membership.",
  tags,
  params: MembershipIdParams,
  status: 200,
  response: MembershipAssessments,
});

export const AssessmentRequest = AssessmentFields.meta({ id: 'AssessmentRequest' });

/** POST a fitness assessment of one member; the audit trail keeps it. */
export const recordAssessment = defineEndpoint({
  method: 'POST',
  path: '/api/portal/memberships/{membershipId}/members/{memberId}/assessments',
  summary:
    "Records a member's fitness assessment (written to the audit trail); answers the membership's assessments. 401 without a staff session, 403 unless a personal trainer or fitness manager of the member's club; 404 for an unknown membership or member; 400 with each field's message (ranges by unit, a date after today at the club or over 365 days ago).",
  tags,
  params: MemberParams,
  body: AssessmentRequest,
  status: 201,
  response: MembershipAssessments,
});
