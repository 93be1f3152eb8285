import type { Coupon } from '@clubjoin/contract/catalog/coupon';
import type { Queryable } from '../../db/database';

/**
 * Every coupon of the catalog (product/membership-and-promotions.md#coupons), in promotion then
 * code order, each with the clubs where it is valid as coupon_clubs lists them, in club id order.
 */
export async function readCoupons(db: Queryable): Promise<Coupon[]> {
  const rows = await db.query<{ coupon: Coupon }>(
    `SELECT c.record || jsonb_build_object('clubIds', COALESCE(
       (SELECT jsonb_agg(cc.mms_club_id ORDER BY length(cc.mms_club_id), cc.mms_club_id)
        FROM coupon_clubs cc WHERE cc.code = c.code),
       '[]'::jsonb)) AS coupon
     FROM coupons c
     ORDER BY c.promotion_name COLLATE "C", c.code COLLATE "C"`,
  );
  return rows.map((row) => row.coupon);
}

/** The ids of the catalog's clubs (product/club-and-entry.md#clubs). */
export async function readClubIds(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT mms_club_id AS id FROM clubs');
  return rows.map((row) => row.id);
}
