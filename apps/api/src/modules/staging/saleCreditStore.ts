import type { SaleCredit } from '@clubjoin/contract/clubSales';
import type { SalesRange } from '@clubjoin/domain/staff/salesDashboard';
import type { Queryable } from '../../db/database';

// The credit of in-club sales (migration 0018).

interface SaleCreditRow {
  seller_staff_id: string;
  seller_name: string;
  seller_percent: number;
  partner_staff_id: string | null;
  partner_name: string | null;
  partner_percent: number | null;
}

const CREDIT_COLUMNS = `seller_staff_id, seller_name, seller_percent, partner_staff_id,
  partner_name, partner_percent`;

function creditOf(row: SaleCreditRow): SaleCredit {
  const seller = {
    staffId: row.seller_staff_id,
    displayName: row.seller_name,
    percent: row.seller_percent,
  };
  if (row.partner_staff_id === null || row.partner_name === null || row.partner_percent === null) {
    return [seller];
  }
  return [
    seller,
    { staffId: row.partner_staff_id, displayName: row.partner_name, percent: row.partner_percent },
  ];
}

/** Keeps a cart's credit, replacing the one an earlier staging of the cart kept. */
export async function saveSaleCredit(
  tx: Queryable,
  cartId: string,
  clubId: string,
  credit: SaleCredit,
  now: Date,
): Promise<void> {
  const [seller, partner] = credit;
  await tx.query(
    `INSERT INTO sale_credits (cart_id, mms_club_id, seller_staff_id, seller_name, seller_percent,
       partner_staff_id, partner_name, partner_percent, credited_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (cart_id) DO UPDATE SET mms_club_id = EXCLUDED.mms_club_id,
       seller_staff_id = EXCLUDED.seller_staff_id, seller_name = EXCLUDED.seller_name,
       seller_percent = EXCLUDED.seller_percent, partner_staff_id = EXCLUDED.partner_staff_id,
       partner_name = EXCLUDED.partner_name, partner_percent = EXCLUDED.partner_percent,
       credited_at = EXCLUDED.credited_at`,
    [
      cartId,
      clubId,
      seller?.staffId,
      seller?.displayName,
      seller?.percent,
      partner?.staffId ?? null,
      partner?.displayName ?? null,
      partner?.percent ?? null,
      now,
    ],
  );
}

/** Forgets a cart's credit: the cart was staged again online. */
export async function deleteSaleCredit(tx: Queryable, cartId: string): Promise<void> {
  await tx.query('DELETE FROM sale_credits WHERE cart_id = $1', [cartId]);
}

/**
 * Ties a cart's credit to the membership its sale made, with the member's consent as typed;
 * answers the credit, if any.
 */
export async function markCreditedMembership(
  tx: Queryable,
  cartId: string,
  membershipId: string,
  consent: { name: string; at: Date },
): Promise<SaleCredit | undefined> {
  const [row] = await tx.query<SaleCreditRow>(
    `UPDATE sale_credits SET membership_id = $2, consent_name = $3, consented_at = $4
     WHERE cart_id = $1 RETURNING ${CREDIT_COLUMNS}`,
    [cartId, membershipId, consent.name, consent.at],
  );
  return row && creditOf(row);
}

/** The credits of these memberships, by membership id (online sales have none). */
export async function findCreditsOfMemberships(
  db: Queryable,
  membershipIds: readonly string[],
): Promise<Map<string, SaleCredit>> {
  if (membershipIds.length === 0) return new Map();
  const rows = await db.query<SaleCreditRow & { membership_id: string }>(
    `SELECT membership_id, ${CREDIT_COLUMNS} FROM sale_credits WHERE membership_id = ANY($1)`,
    [membershipIds],
  );
  return new Map(rows.map((row) => [row.membership_id, creditOf(row)]));
}

/** The credits of these carts' in-club sales not yet completed, by cart id. */
export async function findOpenCreditsOfCarts(
  db: Queryable,
  cartIds: readonly string[],
): Promise<Map<string, SaleCredit>> {
  if (cartIds.length === 0) return new Map();
  const rows = await db.query<SaleCreditRow & { cart_id: string }>(
    `SELECT cart_id, ${CREDIT_COLUMNS} FROM sale_credits
     WHERE cart_id = ANY($1) AND membership_id IS NULL`,
    [cartIds],
  );
  return new Map(rows.map((row) => [row.cart_id, creditOf(row)]));
}

/** The credit of a cart's in-club sale not yet completed, with its club; undefined for none. */
export async function findOpenCreditOfCart(
  db: Queryable,
  cartId: string,
): Promise<{ clubId: string; credit: SaleCredit } | undefined> {
  const [row] = await db.query<SaleCreditRow & { mms_club_id: string }>(
    `SELECT mms_club_id, ${CREDIT_COLUMNS} FROM sale_credits
     WHERE cart_id = $1 AND membership_id IS NULL`,
    [cartId],
  );
  return row && { clubId: row.mms_club_id, credit: creditOf(row) };
}

/**
 * The credit shares of the club's in-club sales completed in a range of its calendar days, by team
 * member (the name of their latest sale): how many sales they share and their percentages added
 * up, most credit first.
 */
export async function selectCreditSharesAt(
  db: Queryable,
  clubId: string,
  range: SalesRange,
  timeZone: string,
): Promise<{ staffId: string; displayName: string; sales: number; creditedPercent: number }[]> {
  const rows = await db.query<{
    staff_id: string;
    display_name: string;
    sales: number;
    credited_percent: number;
  }>(
    `WITH sold AS (
       SELECT seller_staff_id, seller_name, seller_percent, partner_staff_id, partner_name,
         partner_percent, consented_at
       FROM sale_credits
       WHERE mms_club_id = $1 AND membership_id IS NOT NULL
         AND consented_at >= ($2::date)::timestamp AT TIME ZONE $4
         AND consented_at < ($3::date + 1)::timestamp AT TIME ZONE $4
     ), shares AS (
       SELECT seller_staff_id AS staff_id, seller_name AS name, seller_percent AS percent,
         consented_at FROM sold
       UNION ALL
       SELECT partner_staff_id, partner_name, partner_percent, consented_at FROM sold
       WHERE partner_staff_id IS NOT NULL
     )
     SELECT staff_id, (array_agg(name ORDER BY consented_at DESC))[1] AS display_name,
       count(*)::int AS sales, sum(percent)::int AS credited_percent
     FROM shares GROUP BY staff_id
     ORDER BY credited_percent DESC, display_name`,
    [clubId, range.from, range.to, timeZone],
  );
  return rows.map((row) => ({
    staffId: row.staff_id,
    displayName: row.display_name,
    sales: row.sales,
    creditedPercent: row.credited_percent,
  }));
}
