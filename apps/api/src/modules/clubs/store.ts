import type { Club } from '@clubjoin/contract/catalog/club';
import type { Queryable } from '../../db/database';

/** Every club as the catalog gave it, by club id (ids are digits, so numerically). */
export async function selectClubs(db: Queryable): Promise<Club[]> {
  const rows = await db.query<{ record: Club }>(
    'SELECT record FROM clubs ORDER BY mms_club_id::integer',
  );
  return rows.map((row) => row.record);
}
