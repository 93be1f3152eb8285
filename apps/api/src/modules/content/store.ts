import type { Club } from '@clubjoin/contract/catalog/club';
import type { Interest } from '@clubjoin/contract/catalog/interest';
import type { NewMemberExperience } from '@clubjoin/contract/catalog/newMemberExperience';
import type { Queryable } from '../../db/database';

/** Every club as the catalog gave it, by club id (ids are digits, so numerically). */
export async function selectClubs(db: Queryable): Promise<Club[]> {
  const rows = await db.query<{ record: Club }>(
    'SELECT record FROM clubs ORDER BY mms_club_id::integer',
  );
  return rows.map((row) => row.record);
}

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
