/**
 * The step-list header (product/wizard.md#step-list): Club Location, Members, Interests,
 * Membership, each in progress, complete or pending.
 */
import type { WizardStep } from './steps';
import { WIZARD_STEPS, stepPosition } from './steps';

/**
 * Each step is pending, in progress or complete
 * (product/wizard.md#page-loads-and-the-current-step).
 */
export type StepStatus = 'pending' | 'in-progress' | 'complete';

/**
 * The header items and the first wizard step each covers (product/wizard.md#step-list). An item
 * covers the steps from its first step up to the next item's first step; the last item, Membership,
 * covers everything from choosing the membership to paying for it (the account, member, address,
 * program and payment steps), so it is complete only once the wizard is done:
 * - Club Location: initialize, clubLocation
 * - Members: addMembers
 * - Interests: interests
 * - Membership: membershipProducts … payment
 */
export const STEP_HEADER_ITEMS = [
  { label: 'Club Location', firstStep: 'initialize' },
  { label: 'Members', firstStep: 'addMembers' },
  { label: 'Interests', firstStep: 'interests' },
  { label: 'Membership', firstStep: 'membershipProducts' },
] as const satisfies readonly { label: string; firstStep: WizardStep }[];
export type StepHeaderLabel = (typeof STEP_HEADER_ITEMS)[number]['label'];

export interface StepHeaderItem {
  readonly label: StepHeaderLabel;
  readonly status: StepStatus;
}

/**
 * The status of a step seen from the current step
 * (product/wizard.md#page-loads-and-the-current-step: previous, current, next).
 */
export function stepStatus(step: WizardStep, current: WizardStep): StepStatus {
  const difference = stepPosition(step) - stepPosition(current);
  if (difference < 0) return 'complete';
  return difference === 0 ? 'in-progress' : 'pending';
}

/** The header's items with their status for the current step (product/wizard.md#step-list). */
export function stepHeader(current: WizardStep): StepHeaderItem[] {
  const at = stepPosition(current);
  return STEP_HEADER_ITEMS.map((item, i) => {
    const start = stepPosition(item.firstStep);
    const next = STEP_HEADER_ITEMS[i + 1];
    const end = next === undefined ? WIZARD_STEPS.length : stepPosition(next.firstStep);
    const status: StepStatus = at < start ? 'pending' : at < end ? 'in-progress' : 'complete';
    return { label: item.label, status };
  });
}
