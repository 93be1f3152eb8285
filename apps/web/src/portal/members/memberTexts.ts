import type { OnboardingStage, StageState } from '@clubjoin/domain/staff/onboarding';
import { ONBOARDING_PLAN } from '@clubjoin/domain/staff/onboarding';
import { STAFF_ROLE_LABELS, type StaffRole } from '@clubjoin/domain/staff/roles';

/** A date and time as staff read them, in the browser's zone: "Nov 21, 2026, 6:00 PM". */
export function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** "Welcome call, member services: overdue since Nov 21, 2026, 6:00 PM". */
export function stageSummary(stage: {
  stage: OnboardingStage;
  owner: StaffRole;
  state: StageState;
  dueAt: string;
}): string {
  const { label } = ONBOARDING_PLAN[stage.stage];
  const owner = STAFF_ROLE_LABELS[stage.owner].toLowerCase();
  const when =
    stage.state === 'done'
      ? 'done'
      : `${stage.state === 'overdue' ? 'overdue since' : 'due'} ${formatInstant(stage.dueAt)}`;
  return `${label}, ${owner}: ${when}`;
}

export const MEMBER_DETAILS_PATH = '/member/member-details';

/** The parts of member details, each at its own address under MEMBER_DETAILS_PATH. */
export const MEMBER_DETAILS_SECTIONS = [
  'overview',
  'connectivity',
  'activity-timeline',
  'packages',
  'workouts',
  'assessment',
] as const;
export type MemberDetailsSection = (typeof MEMBER_DETAILS_SECTIONS)[number];

/** Where a membership's details (or one part of them, as `/connectivity`) open. */
export function memberDetailsPath(membershipId: string, child = ''): string {
  return `${MEMBER_DETAILS_PATH}${child}?membershipId=${encodeURIComponent(membershipId)}`;
}
