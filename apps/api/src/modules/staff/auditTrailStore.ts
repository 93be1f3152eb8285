import type { Queryable } from '../../db/database';

// The staff audit trail (migrations 0014 and 0029): what team members change about members, and
// what they decide about a sale before it is a membership.

/** One change a team member made: to a membership (and member), or to a sale not yet one. */
export interface AuditEntry {
  staffId: string;
  staffName: string;
  actedAt: Date;
  membershipId: string | null;
  /** The cart of a sale the change was about, before the sale made a membership. */
  cartId: string | null;
  memberId: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

export async function insertAuditEntry(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO staff_audit_trail (staff_id, staff_name, acted_at, membership_id, cart_id,
       member_id, action, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      entry.staffId,
      entry.staffName,
      entry.actedAt,
      entry.membershipId,
      entry.cartId,
      entry.memberId,
      entry.action,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}

/** Gives a sale's entries (by its cart) the membership the sale made. */
export async function attachCartEntries(
  tx: Queryable,
  cartId: string,
  membershipId: string,
): Promise<void> {
  await tx.query(
    `UPDATE staff_audit_trail SET membership_id = $2 WHERE cart_id = $1 AND membership_id IS NULL`,
    [cartId, membershipId],
  );
}

/** A membership's audit trail, newest first. */
export async function selectAuditTrail(db: Queryable, membershipId: string): Promise<AuditEntry[]> {
  const rows = await db.query<{
    staff_id: string;
    staff_name: string;
    acted_at: Date;
    membership_id: string | null;
    cart_id: string | null;
    member_id: string | null;
    action: string;
    before: unknown;
    after: unknown;
  }>(
    `SELECT staff_id, staff_name, acted_at, membership_id, cart_id, member_id, action, before, after
     FROM staff_audit_trail WHERE membership_id = $1 ORDER BY acted_at DESC, audit_id DESC`,
    [membershipId],
  );
  return rows.map((row) => ({
    staffId: row.staff_id,
    staffName: row.staff_name,
    actedAt: new Date(row.acted_at),
    membershipId: row.membership_id,
    cartId: row.cart_id,
    memberId: row.member_id,
    action: row.action,
    before: row.before,
    after: row.after,
  }));
}
