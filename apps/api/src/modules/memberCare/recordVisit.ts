import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import { mayActForClub } from '@clubjoin/domain/staff/portalAccess';
import { findClub } from '../clubs/findClub';
import { findDirectoryMember } from '../membership/memberDirectory';
import type { ModuleContext } from '../moduleContext';
import { type Actor, recordStaffChange } from '../staff/staffChange';
import { insertVisit, type VisitRecord } from './store';

/** Who checks a member in: a team member of the club, or the club's door reader. */
export type CheckInBy = { kind: 'staff'; actor: Actor } | { kind: 'doorReader'; clubId: string };

export type VisitFailure =
  { kind: 'unknownClub' } | { kind: 'otherClub' } | { kind: 'unknownMember' };

/**
 * Records a member's visit to a club (product/team-portal.md#club-visits) at the clock's now: from
 * a team member of that club (written to the audit trail too) or from that club's door reader.
 * Visits feed the timeline and the at-risk flags.
 */
export async function recordVisit(
  context: ModuleContext,
  by: CheckInBy,
  memberId: string,
  clubId: string,
): Promise<Outcome<VisitRecord, VisitFailure>> {
  if (!(await findClub(context, clubId))) return fail({ kind: 'unknownClub' });
  const mayRecord = by.kind === 'staff' ? mayActForClub(by.actor, clubId) : by.clubId === clubId;
  if (!mayRecord) return fail({ kind: 'otherClub' });
  const member = await findDirectoryMember(context, memberId);
  if (!member) return fail({ kind: 'unknownMember' });
  const visit: VisitRecord = {
    memberId,
    membershipId: member.membershipId,
    clubId,
    visitedAt: context.clock(),
    recordedBy: by.kind,
    staffId: by.kind === 'staff' ? by.actor.staffId : null,
  };
  await context.db.transaction(async (tx) => {
    await insertVisit(tx, visit);
    if (by.kind === 'staff') {
      await recordStaffChange(context, tx, by.actor, {
        membershipId: member.membershipId,
        memberId,
        action: 'visit.checkedIn',
        before: null,
        after: { clubId, visitedAt: visit.visitedAt.toISOString() },
      });
    }
  });
  return succeed(visit);
}
