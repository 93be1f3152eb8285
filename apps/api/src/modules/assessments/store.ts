import type { AssessmentFields } from '@clubjoin/domain/staff/assessments';
import type { IsoDate } from '@clubjoin/domain/time/isoDate';
import type { Queryable } from '../../db/database';

// Fitness assessments (migration 0025).

/** An assessment as kept: who recorded it, when, and what the domain's schema parsed. */
export interface StoredAssessment extends Omit<AssessmentFields, 'assessedOn'> {
  assessmentId: string;
  memberId: string;
  membershipId: string;
  clubId: string;
  assessedOn: IsoDate;
  recordedAt: Date;
  staffId: string;
  staffName: string;
}

interface AssessmentRow {
  assessment_id: string;
  member_id: string;
  membership_id: string;
  mms_club_id: string;
  assessed_on: string;
  recorded_at: Date;
  staff_id: string;
  staff_name: string;
  screening: StoredAssessment['screening'];
  measurements: StoredAssessment['measurements'];
  tests: StoredAssessment['tests'];
}

const COLUMNS = `assessment_id, member_id, membership_id, mms_club_id, assessed_on::text AS assessed_on,
  recorded_at, staff_id, staff_name, screening, measurements, tests`;

/** Newest first: by the date taken, then by when it was entered. */
const NEWEST_FIRST = 'ORDER BY assessed_on DESC, recorded_at DESC, assessment_id DESC';

function assessmentOf(row: AssessmentRow): StoredAssessment {
  return {
    assessmentId: row.assessment_id,
    memberId: row.member_id,
    membershipId: row.membership_id,
    clubId: row.mms_club_id,
    assessedOn: row.assessed_on,
    recordedAt: new Date(row.recorded_at),
    staffId: row.staff_id,
    staffName: row.staff_name,
    screening: row.screening,
    measurements: row.measurements,
    tests: row.tests,
  };
}

export async function insertAssessment(tx: Queryable, assessment: StoredAssessment): Promise<void> {
  await tx.query(
    `INSERT INTO fitness_assessments (assessment_id, member_id, membership_id, mms_club_id,
       assessed_on, recorded_at, staff_id, staff_name, screening, measurements, tests)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      assessment.assessmentId,
      assessment.memberId,
      assessment.membershipId,
      assessment.clubId,
      assessment.assessedOn,
      assessment.recordedAt,
      assessment.staffId,
      assessment.staffName,
      JSON.stringify(assessment.screening),
      JSON.stringify(assessment.measurements),
      JSON.stringify(assessment.tests),
    ],
  );
}

/** The assessments of a membership's members, newest first. */
export async function assessmentsOfMembership(
  db: Queryable,
  membershipId: string,
): Promise<StoredAssessment[]> {
  const rows = await db.query<AssessmentRow>(
    `SELECT ${COLUMNS} FROM fitness_assessments WHERE membership_id = $1 ${NEWEST_FIRST}`,
    [membershipId],
  );
  return rows.map(assessmentOf);
}

/** Members' latest assessments: the date each was taken and the club whose calendar dates it. */
export async function latestAssessmentsOf(
  db: Queryable,
  memberIds: readonly string[],
): Promise<{ memberId: string; assessedOn: IsoDate; clubId: string }[]> {
  const rows = await db.query<{ member_id: string; assessed_on: string; mms_club_id: string }>(
    `SELECT DISTINCT ON (member_id) member_id, assessed_on::text AS assessed_on, mms_club_id
     FROM fitness_assessments WHERE member_id = ANY($1::text[])
     ORDER BY member_id, assessed_on DESC, recorded_at DESC, assessment_id DESC`,
    [memberIds],
  );
  return rows.map((row) => ({
    memberId: row.member_id,
    assessedOn: row.assessed_on,
    clubId: row.mms_club_id,
  }));
}
