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

/** Where a membership's details open. */
export function memberDetailsPath(membershipId: string, child = ''): string {
  return `/member/member-details${child}?membershipId=${encodeURIComponent(membershipId)}`;
}
