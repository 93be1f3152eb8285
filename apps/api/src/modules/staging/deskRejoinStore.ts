import type { DeskRejoinToken } from '@clubjoin/domain/staff/deskRejoin';
import type { Queryable } from '../../db/database';

// Rejoins vouched for at the desk (migration 0029, docs/decisions/0039).

/** A vouched rejoin as kept, by the hash of its token. */
export interface StoredDeskRejoin extends DeskRejoinToken {
  staffId: string;
  staffName: string;
  partyId: string;
  formerMembershipId: string;
}

interface DeskRejoinRow {
  staff_session_id: string;
  staff_id: string;
  staff_name: string;
  party_id: string;
  former_membership_id: string;
  mms_club_id: string;
  cart_id: string | null;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertDeskRejoin(
  tx: Queryable,
  tokenHash: string,
  rejoin: Omit<StoredDeskRejoin, 'cartId' | 'usedAt'> & { issuedAt: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO desk_rejoins (token_hash, staff_session_id, staff_id, staff_name, party_id,
       former_membership_id, mms_club_id, issued_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      tokenHash,
      rejoin.sessionId,
      rejoin.staffId,
      rejoin.staffName,
      rejoin.partyId,
      rejoin.formerMembershipId,
      rejoin.clubId,
      rejoin.issuedAt,
      rejoin.expiresAt,
    ],
  );
}

/** A vouched rejoin by its token's hash, locked until the transaction ends; undefined for none. */
export async function findDeskRejoinForUpdate(
  tx: Queryable,
  tokenHash: string,
): Promise<StoredDeskRejoin | undefined> {
  const [row] = await tx.query<DeskRejoinRow>(
    `SELECT staff_session_id, staff_id, staff_name, party_id, former_membership_id, mms_club_id,
       cart_id, expires_at, used_at
     FROM desk_rejoins WHERE token_hash = $1 FOR UPDATE`,
    [tokenHash],
  );
  return (
    row && {
      sessionId: row.staff_session_id,
      staffId: row.staff_id,
      staffName: row.staff_name,
      partyId: row.party_id,
      formerMembershipId: row.former_membership_id,
      clubId: row.mms_club_id,
      cartId: row.cart_id,
      expiresAt: new Date(row.expires_at),
      usedAt: row.used_at && new Date(row.used_at),
    }
  );
}

/** Binds a rejoin to the sale (cart) staged with it; another unused rejoin of that cart lets go. */
export async function bindDeskRejoin(
  tx: Queryable,
  tokenHash: string,
  cartId: string,
): Promise<void> {
  await tx.query(
    `UPDATE desk_rejoins SET cart_id = NULL
     WHERE cart_id = $2 AND token_hash <> $1 AND used_at IS NULL`,
    [tokenHash, cartId],
  );
  await tx.query('UPDATE desk_rejoins SET cart_id = $2 WHERE token_hash = $1', [tokenHash, cartId]);
}

/**
 * Marks the rejoin bound to a cart used by the membership its sale made; answers who vouched and
 * the former membership, or undefined when the cart's sale was no desk rejoin.
 */
export async function useDeskRejoinOfCart(
  tx: Queryable,
  cartId: string,
  membershipId: string,
  at: Date,
): Promise<Pick<StoredDeskRejoin, 'staffId' | 'staffName' | 'formerMembershipId'> | undefined> {
  const [row] = await tx.query<
    Pick<DeskRejoinRow, 'staff_id' | 'staff_name' | 'former_membership_id'>
  >(
    `UPDATE desk_rejoins SET used_at = $3, membership_id = $2
     WHERE cart_id = $1 AND used_at IS NULL
     RETURNING staff_id, staff_name, former_membership_id`,
    [cartId, membershipId, at],
  );
  return (
    row && {
      staffId: row.staff_id,
      staffName: row.staff_name,
      formerMembershipId: row.former_membership_id,
    }
  );
}

/** The party and former membership of the unused rejoin bound to a cart; undefined for none. */
export async function findOpenDeskRejoinOfCart(
  db: Queryable,
  cartId: string,
): Promise<Pick<StoredDeskRejoin, 'partyId' | 'formerMembershipId'> | undefined> {
  const [row] = await db.query<Pick<DeskRejoinRow, 'party_id' | 'former_membership_id'>>(
    `SELECT party_id, former_membership_id FROM desk_rejoins
     WHERE cart_id = $1 AND used_at IS NULL`,
    [cartId],
  );
  return row && { partyId: row.party_id, formerMembershipId: row.former_membership_id };
}
