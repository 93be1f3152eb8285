import type { Interest } from '@clubjoin/contract/catalog/interest';
import type { NewMemberExperience } from '@clubjoin/contract/catalog/newMemberExperience';
import type { Queryable } from '../../db/database';

/** A club's interests in the order it lists them. */
export async function selectClubInterests(db: Queryable, mmsClubId: string): Promise<Interest[]> {
  const rows = await db.query<{ record: Interest }>(
    'SELECT record FROM club_interests WHERE mms_club_id = $1 ORDER BY position',
    [mmsClubId],
  );
  return rows.map((row) => row.record);
}

/** A club's new-member experiences in the order it shows them. */
export async function selectClubExperiences(
  db: Queryable,
  mmsClubId: string,
): Promise<NewMemberExperience[]> {
  const rows = await db.query<{ record: NewMemberExperience }>(
    'SELECT record FROM new_member_experiences WHERE mms_club_id = $1 ORDER BY position',
    [mmsClubId],
  );
  return rows.map((row) => row.record);
}

/** Saves a member's experience choices, replacing any earlier ones. */
export async function upsertExperienceSubmission(
  db: Queryable,
  submission: {
    memberId: string;
    partyId: string;
    mmsClubId: string;
    confirmationPageDriver: string;
    membershipLevel: string;
    skip: boolean;
    experienceIds: readonly string[];
    submittedAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO experience_submissions (member_id, party_id, mms_club_id, confirmation_page_driver,
       membership_level, skip, experience_ids, submitted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (member_id) DO UPDATE SET
       mms_club_id = EXCLUDED.mms_club_id,
       confirmation_page_driver = EXCLUDED.confirmation_page_driver,
       membership_level = EXCLUDED.membership_level,
       skip = EXCLUDED.skip,
       experience_ids = EXCLUDED.experience_ids,
       submitted_at = EXCLUDED.submitted_at`,
    [
      submission.memberId,
      submission.partyId,
      submission.mmsClubId,
      submission.confirmationPageDriver,
      submission.membershipLevel,
      submission.skip,
      [...submission.experienceIds],
      submission.submittedAt,
    ],
  );
}

/** A member's saved experience choice, if they made one. */
export async function selectExperienceSubmission(
  db: Queryable,
  memberId: string,
): Promise<
  | {
      skip: boolean;
      experienceIds: string[];
      confirmationPageDriver: string;
      submittedAt: Date;
    }
  | undefined
> {
  const [row] = await db.query<{
    skip: boolean;
    experience_ids: string[];
    confirmation_page_driver: string;
    submitted_at: Date | string;
  }>(
    `SELECT skip, experience_ids, confirmation_page_driver, submitted_at
     FROM experience_submissions WHERE member_id = $1`,
    [memberId],
  );
  if (!row) return undefined;
  return {
    skip: row.skip,
    experienceIds: row.experience_ids,
    confirmationPageDriver: row.confirmation_page_driver,
    submittedAt: new Date(row.submitted_at),
  };
}
