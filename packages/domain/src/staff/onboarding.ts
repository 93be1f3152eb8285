/**
 * New member onboarding (product/team-portal.md#new-member-onboarding): the stages every new
 * membership goes through in its first 90 days, when each is due from the join instant, which role
 * owns it, and the at-risk rule that flags a member from day 0. The issue names the stages and the
 * 48-hour welcome call; the other due times and owners are ours (docs/decisions/0024).
 */
import type { StaffRole } from './roles';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The stages, in the order a new member meets them. */
export const ONBOARDING_STAGES = [
  'welcomeCall',
  'orientationBooked',
  'fitnessAssessment',
  'week2Check',
  'review30',
  'review60',
  'review90',
] as const;
export type OnboardingStage = (typeof ONBOARDING_STAGES)[number];

interface StagePlan {
  readonly label: string;
  /** How long after the join instant the stage is due. */
  readonly dueAfterMs: number;
  readonly owner: StaffRole;
}

/** Each stage's name, due time and owning role. */
export const ONBOARDING_PLAN: Readonly<Record<OnboardingStage, StagePlan>> = {
  welcomeCall: { label: 'Welcome call', dueAfterMs: 48 * HOUR_MS, owner: 'memberServices' },
  orientationBooked: {
    label: 'Orientation booked',
    dueAfterMs: 3 * DAY_MS,
    owner: 'memberServices',
  },
  fitnessAssessment: {
    label: 'Fitness assessment',
    dueAfterMs: 7 * DAY_MS,
    owner: 'personalTrainer',
  },
  week2Check: { label: 'Week-2 check', dueAfterMs: 14 * DAY_MS, owner: 'memberServices' },
  review30: { label: '30-day review', dueAfterMs: 30 * DAY_MS, owner: 'fitnessManager' },
  review60: { label: '60-day review', dueAfterMs: 60 * DAY_MS, owner: 'fitnessManager' },
  review90: { label: '90-day review', dueAfterMs: 90 * DAY_MS, owner: 'clubManager' },
};

/** A membership stays on the onboarding list until its last stage is done, or this long after joining. */
export const ONBOARDING_LIST_PERIOD_MS = 100 * DAY_MS;

export const STAGE_STATES = ['due', 'overdue', 'done'] as const;
export type StageState = (typeof STAGE_STATES)[number];

/** A stage as a new membership stands on it at an instant. */
export interface StageStanding {
  readonly stage: OnboardingStage;
  readonly owner: StaffRole;
  readonly dueAt: Date;
  readonly state: StageState;
  readonly doneAt: Date | null;
}

/** When a stage is due for a membership that joined at `joinedAt`. */
export function stageDueAt(stage: OnboardingStage, joinedAt: Date): Date {
  return new Date(joinedAt.getTime() + ONBOARDING_PLAN[stage].dueAfterMs);
}

/**
 * Every stage of a membership at `now`: done once completed, overdue once its due time has passed
 * undone, else due. A stage done late stays done.
 */
export function onboardingStandings(
  joinedAt: Date,
  completions: ReadonlyMap<OnboardingStage, Date>,
  now: Date,
): StageStanding[] {
  return ONBOARDING_STAGES.map((stage) => {
    const dueAt = stageDueAt(stage, joinedAt);
    const doneAt = completions.get(stage) ?? null;
    const state: StageState =
      doneAt !== null ? 'done' : now.getTime() > dueAt.getTime() ? 'overdue' : 'due';
    return { stage, owner: ONBOARDING_PLAN[stage].owner, dueAt, state, doneAt };
  });
}

/** The days without a visit after which a new member is at risk. */
export const AT_RISK_DAYS_WITHOUT_VISIT = 10;

export const AT_RISK_REASONS = ['noRecentVisit', 'noOrientationBooked'] as const;
export type AtRiskReason = (typeof AT_RISK_REASONS)[number];

export const AT_RISK_REASON_LABELS: Readonly<Record<AtRiskReason, string>> = {
  noRecentVisit: `No visit in ${AT_RISK_DAYS_WITHOUT_VISIT} days`,
  noOrientationBooked: 'No orientation booked',
};

/** What the at-risk rule reads of a new membership. */
export interface EarlyEngagement {
  readonly joinedAt: Date;
  /** The last club visit of any of its members, or null for none yet. */
  readonly lastVisitAt: Date | null;
  readonly orientationBooked: boolean;
}

/**
 * Why a new membership is at risk at `now`, from day 0: no orientation booked yet, or no visit in
 * the last 10 days (counted from joining while there has been none). Empty when it is not.
 */
export function atRiskReasons(engagement: EarlyEngagement, now: Date): AtRiskReason[] {
  const reasons: AtRiskReason[] = [];
  const since = engagement.lastVisitAt ?? engagement.joinedAt;
  if (now.getTime() - since.getTime() > AT_RISK_DAYS_WITHOUT_VISIT * DAY_MS) {
    reasons.push('noRecentVisit');
  }
  if (!engagement.orientationBooked) reasons.push('noOrientationBooked');
  return reasons;
}

/**
 * A simple 90-day engagement score, 0 to 100: 100 less 30 for each at-risk reason and 10 for each
 * overdue stage. Higher is healthier; it orders members for follow-up, nothing more.
 */
export function onboardingScore(
  reasons: readonly AtRiskReason[],
  standings: readonly StageStanding[],
): number {
  const overdue = standings.filter((standing) => standing.state === 'overdue').length;
  return Math.max(0, 100 - 30 * reasons.length - 10 * overdue);
}

/** The roles that follow up every stage on their dashboard, not only the ones they own. */
const OVERSEEING_ROLES: ReadonlySet<StaffRole> = new Set(['clubManager', 'administrator']);

/** How far ahead the today queue looks: stages due within a day, and joins of the last day. */
export const TODAY_QUEUE_WINDOW_MS = DAY_MS;

/**
 * Whether a stage is in a role's today queue at `now`: a stage the role owns (any stage for a
 * club manager or administrator) that is overdue, or due within a day.
 */
export function isInTodayQueue(role: StaffRole, standing: StageStanding, now: Date): boolean {
  if (!OVERSEEING_ROLES.has(role) && standing.owner !== role) return false;
  if (standing.state === 'overdue') return true;
  return (
    standing.state === 'due' && standing.dueAt.getTime() - now.getTime() <= TODAY_QUEUE_WINDOW_MS
  );
}
