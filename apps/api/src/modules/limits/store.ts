import type { Queryable } from '../../db/database';

/** Counts one hit in a bucket's window and answers the hits counted there, this one included. */
export async function countHit(
  db: Queryable,
  bucket: string,
  window: { start: Date; end: Date },
): Promise<number> {
  const [row] = await db.query<{ hits: number }>(
    `INSERT INTO rate_limit_hits (bucket, window_start, window_end, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
     RETURNING hits`,
    [bucket, window.start, window.end],
  );
  return row?.hits ?? 1;
}

/** Forgets the windows that ended before `now`. */
export async function deleteEndedWindows(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM rate_limit_hits WHERE window_end <= $1', [now]);
}
