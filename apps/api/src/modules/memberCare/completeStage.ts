import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import { mayActForClub } from '@clubjoin/domain/staff/portalAccess';
import type { OnboardingStage } from '@clubjoin/domain/staff/onboarding';
import { findNewMembership } from '../membership/memberDirectory';
import type { ModuleContext } from '../moduleContext';
import { onboardingEntryOf, type OnboardingEntry } from './onboardingList';
import { type Actor, recordStaffChange } from '../staff/staffChange';
import { insertStageCompletion } from './store';

export type StageFailure =
  { kind: 'unknownMembership' } | { kind: 'otherClub' } | { kind: 'alreadyDone' };

/**
 * Marks an onboarding stage of a membership done with the team member's note
 * (product/team-portal.md#new-member-onboarding), writing the change to the audit trail in the
 * same transaction. A stage is done once: a second marking is refused and changes nothing.
 * A team member acts only for the memberships of their clubs.
 */
export async function completeStage(
  context: ModuleContext,
  actor: Actor,
  membershipId: string,
  stage: OnboardingStage,
  note: string,
): Promise<Outcome<OnboardingEntry, StageFailure>> {
  const membership = await findNewMembership(context, membershipId);
  if (!membership) return fail({ kind: 'unknownMembership' });
  if (!mayActForClub(actor, membership.clubId)) return fail({ kind: 'otherClub' });
  const doneAt = context.clock();
  const recorded = await context.db.transaction(async (tx) => {
    const inserted = await insertStageCompletion(tx, {
      membershipId,
      stage,
      doneAt,
      staffId: actor.staffId,
      note,
    });
    if (inserted) {
      await recordStaffChange(context, tx, actor, {
        membershipId,
        action: `onboarding.${stage}.done`,
        before: { stage, state: 'open' },
        after: { stage, state: 'done', doneAt: doneAt.toISOString(), note },
      });
    }
    return inserted;
  });
  if (!recorded) return fail({ kind: 'alreadyDone' });
  return succeed(await onboardingEntryOf(context, membership));
}
