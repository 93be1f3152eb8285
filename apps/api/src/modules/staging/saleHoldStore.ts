import type { SaleHoldStatus } from '@clubjoin/domain/staff/saleHold';
import type { Queryable } from '../../db/database';

// In-club sales held for a manager's approval (migration 0026).

export interface StoredHold {
  cartId: string;
  saleVersion: string;
  clubId: string;
  status: SaleHoldStatus;
  consentName: string;
  heldByStaffId: string;
  heldByName: string;
  heldAt: Date;
  decidedByName: string | null;
  decidedAt: Date | null;
  reason: string | null;
}

interface HoldRow {
  cart_id: string;
  sale_version: string;
  mms_club_id: string;
  status: SaleHoldStatus;
  consent_name: string;
  held_by_staff_id: string;
  held_by_name: string;
  held_at: Date;
  decided_by_name: string | null;
  decided_at: Date | null;
  reason: string | null;
}

const HOLD_COLUMNS = `cart_id, sale_version, mms_club_id, status, consent_name, held_by_staff_id,
  held_by_name, held_at, decided_by_name, decided_at, reason`;

function holdOf(row: HoldRow): StoredHold {
  return {
    cartId: row.cart_id,
    saleVersion: row.sale_version,
    clubId: row.mms_club_id,
    status: row.status,
    consentName: row.consent_name,
    heldByStaffId: row.held_by_staff_id,
    heldByName: row.held_by_name,
    heldAt: row.held_at,
    decidedByName: row.decided_by_name,
    decidedAt: row.decided_at,
    reason: row.reason,
  };
}

/** A cart's hold, locked until the transaction ends when `forUpdate`; undefined for none. */
export async function findHold(
  db: Queryable,
  cartId: string,
  forUpdate = false,
): Promise<StoredHold | undefined> {
  const [row] = await db.query<HoldRow>(
    `SELECT ${HOLD_COLUMNS} FROM sale_holds WHERE cart_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [cartId],
  );
  return row && holdOf(row);
}

/** The holds of a club waiting for a decision, oldest first. */
export async function findWaitingHolds(db: Queryable, clubId: string): Promise<StoredHold[]> {
  const rows = await db.query<HoldRow>(
    `SELECT ${HOLD_COLUMNS} FROM sale_holds WHERE mms_club_id = $1 AND status = 'held'
     ORDER BY held_at, cart_id LIMIT 200`,
    [clubId],
  );
  return rows.map(holdOf);
}

/** Holds a cart's sale (again): waiting, undecided. */
export async function saveHold(
  tx: Queryable,
  hold: Pick<
    StoredHold,
    'cartId' | 'saleVersion' | 'clubId' | 'consentName' | 'heldByStaffId' | 'heldByName' | 'heldAt'
  >,
): Promise<void> {
  await tx.query(
    `INSERT INTO sale_holds (cart_id, sale_version, mms_club_id, status, consent_name,
       held_by_staff_id, held_by_name, held_at)
     VALUES ($1, $2, $3, 'held', $4, $5, $6, $7)
     ON CONFLICT (cart_id) DO UPDATE SET sale_version = EXCLUDED.sale_version,
       mms_club_id = EXCLUDED.mms_club_id, status = 'held', consent_name = EXCLUDED.consent_name,
       held_by_staff_id = EXCLUDED.held_by_staff_id, held_by_name = EXCLUDED.held_by_name,
       held_at = EXCLUDED.held_at, decided_by_staff_id = NULL, decided_by_name = NULL,
       decided_at = NULL, reason = NULL`,
    [
      hold.cartId,
      hold.saleVersion,
      hold.clubId,
      hold.consentName,
      hold.heldByStaffId,
      hold.heldByName,
      hold.heldAt,
    ],
  );
}

/** Writes a manager's decision on a waiting hold. */
export async function writeHoldDecision(
  tx: Queryable,
  cartId: string,
  decision: {
    status: 'approved' | 'rejected';
    staffId: string;
    name: string;
    at: Date;
    reason: string | null;
  },
): Promise<void> {
  await tx.query(
    `UPDATE sale_holds SET status = $2, decided_by_staff_id = $3, decided_by_name = $4,
       decided_at = $5, reason = $6
     WHERE cart_id = $1`,
    [cartId, decision.status, decision.staffId, decision.name, decision.at, decision.reason],
  );
}
