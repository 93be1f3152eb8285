import type { Timeline } from '@clubjoin/contract/portalMembers';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import { ASSESSMENT_RECORDED_ACTION } from '@clubjoin/domain/staff/assessments';
import { coachingActionTitle } from '@clubjoin/domain/staff/coaching';
import { clubSalesActionTitle } from '@clubjoin/domain/staff/deskRejoin';
import { mayActForClub } from '@clubjoin/domain/staff/portalAccess';
import { ONBOARDING_PLAN, ONBOARDING_STAGES } from '@clubjoin/domain/staff/onboarding';
import { listClubs } from '../clubs/listClubs';
import { findMembershipPurchase } from '../completion/membershipPurchase';
import { findMembershipWithMembers } from '../membership/memberDirectory';
import type { ModuleContext } from '../moduleContext';
import { type Actor, type AuditEntry, auditTrailOf, recordStaffChange } from '../staff/staffChange';
import { visitsOf } from './store';

type TimelineEvent = Timeline['events'][number];

/** The most visits a timeline shows: the newest, enough for a year of regular visits. */
const TIMELINE_VISITS = 200;

/** The audit action of a note, and of an onboarding stage done. */
const NOTE_ACTION = 'note.added';
const stageOfAction = (action: string) =>
  ONBOARDING_STAGES.find((stage) => action === `onboarding.${stage}.done`);

/** An audit entry as the timeline shows it: a note, an onboarding step, or another staff change. */
function auditEvent(entry: AuditEntry): TimelineEvent | undefined {
  const at = entry.actedAt.toISOString();
  const after = entry.after as { note?: string } | null;
  if (entry.action === NOTE_ACTION) {
    return { at, kind: 'note', title: 'Note', detail: after?.note ?? null, by: entry.staffName };
  }
  const stage = stageOfAction(entry.action);
  if (stage) {
    return {
      at,
      kind: 'onboardingStep',
      title: `${ONBOARDING_PLAN[stage].label} done`,
      detail: after?.note ?? null,
      by: entry.staffName,
      before: entry.before,
      after: entry.after,
    };
  }
  if (entry.action === ASSESSMENT_RECORDED_ACTION) {
    const recorded = entry.after as { member?: string; assessedOn?: string } | null;
    return {
      at,
      kind: 'staffChange',
      title: 'Fitness assessment recorded',
      detail: `${recorded?.member ?? 'A member'}, assessed on ${recorded?.assessedOn ?? 'a date'}`,
      by: entry.staffName,
      before: entry.before,
      after: entry.after,
    };
  }
  // A staff check-in is shown once, as the visit it recorded.
  if (entry.action === 'visit.checkedIn') return undefined;
  return {
    at,
    kind: 'staffChange',
    title: coachingActionTitle(entry.action) ?? clubSalesActionTitle(entry.action) ?? entry.action,
    detail: null,
    by: entry.staffName,
    before: entry.before,
    after: entry.after,
  };
}

/**
 * A membership's activity timeline (product/team-portal.md#member-details), newest first: its join,
 * the payment at purchase, every staff change of the audit trail (who, before and after), notes,
 * onboarding steps and visits. Undefined for no such membership.
 */
export async function membershipTimeline(
  context: ModuleContext,
  membershipId: string,
): Promise<Timeline | undefined> {
  const found = await findMembershipWithMembers(context, membershipId);
  if (!found) return undefined;
  const [purchase, audit, visits, clubs] = await Promise.all([
    findMembershipPurchase(context, membershipId),
    auditTrailOf(context.db, membershipId),
    visitsOf(context.db, membershipId, TIMELINE_VISITS),
    listClubs(context),
  ]);
  const names = new Map(
    found.members.map((member) => [member.memberId, `${member.firstName} ${member.lastName}`]),
  );
  const clubNames = new Map(clubs.map((club) => [club.mmsClubId, club.name]));
  const events: TimelineEvent[] = [
    // Newest first; the payment made at the join's instant comes before it.
    ...(purchase
      ? [
          {
            at: purchase.completedAt.toISOString(),
            kind: 'payment' as const,
            title: 'Paid at join',
            detail: `${purchase.brand} ending ${purchase.lastFour}`,
            by: null,
          },
        ]
      : []),
    {
      at: found.membership.joinedAt.toISOString(),
      kind: 'joined',
      title: `Joined ${clubNames.get(found.membership.clubId) ?? found.membership.clubId}`,
      detail: purchase ? `${purchase.productType}, order ${purchase.orderId}` : null,
      by: null,
    },
    ...audit.flatMap((entry) => auditEvent(entry) ?? []),
    ...visits.map((visit) => ({
      at: visit.visitedAt.toISOString(),
      kind: 'visit' as const,
      title: `Visited ${clubNames.get(visit.clubId) ?? visit.clubId}`,
      detail: `${names.get(visit.memberId) ?? visit.memberId}, ${
        visit.recordedBy === 'doorReader' ? 'door reader' : 'checked in by staff'
      }`,
      by: null,
    })),
  ];
  events.sort((a, b) => b.at.localeCompare(a.at));
  return { membershipId, events };
}

export type NoteFailure = { kind: 'unknownMembership' } | { kind: 'otherClub' };

/** Adds a team member's note to a membership, kept in the audit trail; answers the timeline. */
export async function addNote(
  context: ModuleContext,
  actor: Actor,
  membershipId: string,
  note: string,
): Promise<Outcome<Timeline, NoteFailure>> {
  const found = await findMembershipWithMembers(context, membershipId);
  if (!found) return fail({ kind: 'unknownMembership' });
  if (!mayActForClub(actor, found.membership.clubId)) return fail({ kind: 'otherClub' });
  await context.db.transaction((tx) =>
    recordStaffChange(context, tx, actor, {
      membershipId,
      action: NOTE_ACTION,
      before: null,
      after: { note },
    }),
  );
  const timeline = await membershipTimeline(context, membershipId);
  if (!timeline) throw new Error(`The membership ${membershipId} went away`);
  return succeed(timeline);
}
