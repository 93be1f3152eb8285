import type { TodayQueue } from '@clubjoin/contract/portalMembers';
import { isInTodayQueue, TODAY_QUEUE_WINDOW_MS } from '@clubjoin/domain/staff/onboarding';
import type { StaffRole } from '@clubjoin/domain/staff/roles';
import type { ModuleContext } from '../moduleContext';
import { onboardingEntryView, onboardingList } from './onboardingList';

/**
 * The dashboard's today queue (product/team-portal.md#dashboard) for a role at a club: the
 * memberships that joined in the last 24 hours, the onboarding steps the role owns (every step for
 * a club manager or administrator) that are overdue or due within a day, and new members with no
 * visit in 10 days.
 */
export async function todayQueue(
  context: ModuleContext,
  role: StaffRole,
  clubId: string,
): Promise<TodayQueue> {
  const now = context.clock();
  const entries = await onboardingList(context, clubId, now);
  const stepsDue = entries
    .flatMap((entry) =>
      entry.stages
        .filter((stage) => isInTodayQueue(role, stage, now))
        .map((stage) => ({
          membershipId: entry.membershipId,
          primary: entry.primary,
          stage: stage.stage,
          dueAt: stage.dueAt.toISOString(),
          state: stage.state === 'overdue' ? ('overdue' as const) : ('due' as const),
        })),
    )
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  return {
    clubId,
    role,
    newJoins: entries
      .filter((entry) => now.getTime() - entry.joinedAt.getTime() <= TODAY_QUEUE_WINDOW_MS)
      .map(onboardingEntryView),
    stepsDue,
    notVisited: entries
      .filter((entry) => entry.atRisk.includes('noRecentVisit'))
      .map(onboardingEntryView),
  };
}
