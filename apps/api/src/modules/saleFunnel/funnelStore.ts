import type { Channel } from '@clubjoin/domain/vocabulary';
import type { SalesRange } from '@clubjoin/domain/staff/salesDashboard';
import type { Queryable } from '../../db/database';

// The sale funnel (migration 0026): one row per cart, its furthest step and its completion.

/**
 * Records that a cart's sale reached a step (1 to 4): the furthest is kept, the first sighting is
 * its start, the completion its instant. A channel, when known, is the latest call's. Only a cart
 * save (step 1, from the stored cart) moves the sale to another club; a later step's club is the
 * request's and never does.
 */
export async function upsertFunnelStep(
  db: Queryable,
  seen: { cartId: string; clubId: string; channel: Channel | undefined; rank: number; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO sale_funnel (cart_id, mms_club_id, channel, started_at, furthest_step,
       completed_at)
     VALUES ($1, $2, coalesce($3::text, 'Online'), $4::timestamptz, $5::smallint,
       CASE WHEN $5::smallint = 4 THEN $4::timestamptz END)
     ON CONFLICT (cart_id) DO UPDATE SET
       mms_club_id = CASE WHEN $5::smallint = 1 THEN EXCLUDED.mms_club_id
         ELSE sale_funnel.mms_club_id END,
       channel = coalesce($3::text, sale_funnel.channel),
       furthest_step = greatest(sale_funnel.furthest_step, EXCLUDED.furthest_step),
       completed_at = coalesce(sale_funnel.completed_at, EXCLUDED.completed_at)`,
    [seen.cartId, seen.clubId, seen.channel ?? null, seen.at, seen.rank],
  );
}

/** The range's bounds as instants: its first day's midnight and the day after its last, at the club. */
const IN_RANGE = (column: string) =>
  `${column} >= ($2::date)::timestamp AT TIME ZONE $4
   AND ${column} < ($3::date + 1)::timestamp AT TIME ZONE $4`;

/** Joins completed in the range, by the club's calendar day and channel. */
export async function selectJoinsByDay(
  db: Queryable,
  clubId: string,
  range: SalesRange,
  timeZone: string,
): Promise<{ day: string; channel: Channel; joins: number }[]> {
  return db.query(
    `SELECT to_char(completed_at AT TIME ZONE $4, 'YYYY-MM-DD') AS day, channel,
       count(*)::int AS joins
     FROM sale_funnel
     WHERE mms_club_id = $1 AND completed_at IS NOT NULL AND ${IN_RANGE('completed_at')}
     GROUP BY 1, 2`,
    [clubId, range.from, range.to, timeZone],
  );
}

/** The sales started in the range, counted by the furthest step (1 to 4) they reached. */
export async function selectFurthestSteps(
  db: Queryable,
  clubId: string,
  range: SalesRange,
  timeZone: string,
): Promise<{ rank: number; sales: number }[]> {
  return db.query(
    `SELECT furthest_step AS rank, count(*)::int AS sales
     FROM sale_funnel
     WHERE mms_club_id = $1 AND ${IN_RANGE('started_at')}
     GROUP BY 1`,
    [clubId, range.from, range.to, timeZone],
  );
}
