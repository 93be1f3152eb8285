import {
  atRiskReasons,
  ONBOARDING_LIST_PERIOD_MS,
  ONBOARDING_PLAN,
  ONBOARDING_STAGES,
  type AtRiskReason,
  type OnboardingStage,
  onboardingScore,
  onboardingStandings,
  type StageStanding,
} from '@clubjoin/domain/staff/onboarding';
import type { SaleCredit } from '@clubjoin/contract/clubSales';
import type { OnboardingEntry as OnboardingEntryView } from '@clubjoin/contract/portalMembers';
import type { StaffRole } from '@clubjoin/domain/staff/roles';
import { newMembershipsOf, type NewMembership } from '../membership/memberDirectory';
import type { ModuleContext } from '../moduleContext';
import { saleCreditsOf } from '../staging/saleCredit';
import { lastVisitsOf, stageCompletionsOf } from './store';

/** A new membership as onboarding sees it at an instant. */
export interface OnboardingEntry extends NewMembership {
  stages: StageStanding[];
  overdue: number;
  lastVisitAt: Date | null;
  atRisk: AtRiskReason[];
  score: number;
  /** Who sold it at the club (docs/decisions/0028); null for an online sale. */
  saleCredit: SaleCredit | null;
}

/** Overdue first (most overdue stages, then the oldest join), then the newest joins. */
function byUrgency(a: OnboardingEntry, b: OnboardingEntry): number {
  if (a.overdue !== b.overdue) return b.overdue - a.overdue;
  if (a.overdue > 0) return a.joinedAt.getTime() - b.joinedAt.getTime();
  return b.joinedAt.getTime() - a.joinedAt.getTime();
}

/**
 * The onboarding of these memberships at `now`: each stage's state from the completions recorded,
 * the last visit, the at-risk reasons and the score, ordered overdue first.
 */
async function standingsOf(
  context: ModuleContext,
  memberships: readonly NewMembership[],
  now: Date,
): Promise<OnboardingEntry[]> {
  const ids = memberships.map((membership) => membership.membershipId);
  const [completions, lastVisits, credits] = await Promise.all([
    stageCompletionsOf(context.db, ids),
    lastVisitsOf(context.db, ids),
    saleCreditsOf(context.db, ids),
  ]);
  const doneByMembership = new Map<string, Map<OnboardingStage, Date>>();
  for (const completion of completions) {
    const done = doneByMembership.get(completion.membershipId) ?? new Map();
    done.set(completion.stage, completion.doneAt);
    doneByMembership.set(completion.membershipId, done);
  }
  return memberships
    .map((membership) => {
      const done = doneByMembership.get(membership.membershipId) ?? new Map();
      const stages = onboardingStandings(membership.joinedAt, done, now);
      const lastVisitAt = lastVisits.get(membership.membershipId) ?? null;
      const atRisk = atRiskReasons(
        {
          joinedAt: membership.joinedAt,
          lastVisitAt,
          orientationBooked: done.has('orientationBooked'),
        },
        now,
      );
      return {
        ...membership,
        stages,
        overdue: stages.filter((stage) => stage.state === 'overdue').length,
        lastVisitAt,
        atRisk,
        score: onboardingScore(atRisk, stages),
        saleCredit: credits.get(membership.membershipId) ?? null,
      };
    })
    .sort(byUrgency);
}

/**
 * A club's onboarding list (product/team-portal.md#new-member-onboarding): every membership that
 * joined there in the last 100 days, sold online or in the club, read when asked so a join shows
 * at once.
 */
export async function onboardingList(
  context: ModuleContext,
  clubId: string,
  now: Date = context.clock(),
): Promise<OnboardingEntry[]> {
  const since = new Date(now.getTime() - ONBOARDING_LIST_PERIOD_MS);
  return standingsOf(context, await newMembershipsOf(context, [clubId], since), now);
}

/** One membership's onboarding entry at the clock's now. */
export async function onboardingEntryOf(
  context: ModuleContext,
  membership: NewMembership,
): Promise<OnboardingEntry> {
  const [entry] = await standingsOf(context, [membership], context.clock());
  if (!entry) throw new Error(`No onboarding entry for ${membership.membershipId}`);
  return entry;
}

/** The department view: a list counted by stage and owning role. */
export interface DepartmentRow {
  stage: OnboardingStage;
  owner: StaffRole;
  due: number;
  overdue: number;
  done: number;
}

export function departmentCounts(entries: readonly OnboardingEntry[]): DepartmentRow[] {
  return ONBOARDING_STAGES.map((stage) => {
    const row: DepartmentRow = {
      stage,
      owner: ONBOARDING_PLAN[stage].owner,
      due: 0,
      overdue: 0,
      done: 0,
    };
    for (const entry of entries) {
      const standing = entry.stages.find((candidate) => candidate.stage === stage);
      if (standing) row[standing.state] += 1;
    }
    return row;
  });
}

/** A new membership's part of the answer: its dates as ISO text. */
export function onboardingEntryView(entry: OnboardingEntry): OnboardingEntryView {
  return {
    membershipId: entry.membershipId,
    clubId: entry.clubId,
    status: entry.membershipStatus,
    joinedAt: entry.joinedAt.toISOString(),
    primary: entry.primary,
    stages: entry.stages.map((stage) => ({
      stage: stage.stage,
      owner: stage.owner,
      dueAt: stage.dueAt.toISOString(),
      state: stage.state,
      doneAt: stage.doneAt ? stage.doneAt.toISOString() : null,
    })),
    overdue: entry.overdue,
    lastVisitAt: entry.lastVisitAt ? entry.lastVisitAt.toISOString() : null,
    atRisk: entry.atRisk,
    score: entry.score,
    saleCredit: entry.saleCredit,
  };
}
