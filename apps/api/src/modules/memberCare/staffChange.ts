import type { Queryable } from '../../db/database';
import type { ModuleContext } from '../moduleContext';
import type { StaffCaller } from '../staff/staffAccessAnswer';
import { insertAuditEntry } from './store';

/** The signed-in team member a change is made by: who they are, their role and clubs. */
export type Actor = Pick<StaffCaller, 'staffId' | 'displayName' | 'role' | 'clubIds'>;

/**
 * Writes one staff change to a member into the audit trail, in the change's own transaction: who
 * (the team member's id and name then), when (the app's clock), which membership and member, the
 * action, and the record before and after.
 */
export async function recordStaffChange(
  context: ModuleContext,
  tx: Queryable,
  actor: Actor,
  change: {
    membershipId: string;
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
    membershipId: change.membershipId,
    memberId: change.memberId ?? null,
    action: change.action,
    before: change.before,
    after: change.after,
  });
}
