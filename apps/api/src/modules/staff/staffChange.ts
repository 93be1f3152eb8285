import type { Queryable } from '../../db/database';
import type { ModuleContext } from '../moduleContext';
import {
  type AuditEntry,
  attachCartEntries,
  insertAuditEntry,
  selectAuditTrail,
} from './auditTrailStore';
import type { StaffCaller } from './staffCaller';

export type { AuditEntry } from './auditTrailStore';

/** The signed-in team member a change is made by: who they are, their role and clubs. */
export type Actor = Pick<StaffCaller, 'staffId' | 'displayName' | 'role' | 'clubIds'>;

/**
 * Writes one staff change into the audit trail, in the change's own transaction: who (the team
 * member's id and name then), when (the app's clock), which membership and member (or, for a sale
 * not yet a membership, which cart: docs/decisions/0039), the action, and the record before and
 * after.
 */
export async function recordStaffChange(
  context: ModuleContext,
  tx: Queryable,
  actor: Pick<Actor, 'staffId' | 'displayName'>,
  change: ({ membershipId: string; cartId?: string } | { cartId: string }) & {
    memberId?: string;
    action: string;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await insertAuditEntry(tx, {
    staffId: actor.staffId,
    staffName: actor.displayName,
    actedAt: context.clock(),
    membershipId: 'membershipId' in change ? change.membershipId : null,
    cartId: change.cartId ?? null,
    memberId: change.memberId ?? null,
    action: change.action,
    before: change.before,
    after: change.after,
  });
}

/**
 * Gives the entries written about a sale before it was a membership (a held sale's decision) the
 * membership it made, in the completing transaction: the member's timeline then shows them.
 */
export function attachSaleTrail(tx: Queryable, cartId: string, membershipId: string) {
  return attachCartEntries(tx, cartId, membershipId);
}

/** A membership's audit trail, newest first. */
export function auditTrailOf(db: Queryable, membershipId: string): Promise<AuditEntry[]> {
  return selectAuditTrail(db, membershipId);
}
