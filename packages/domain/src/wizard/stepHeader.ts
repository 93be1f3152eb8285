/**
 * The step-list header (product/wizard.md#step-list): Club Location, Members, Interests,
 * Membership, each in progress, complete or pending, listed only where its steps apply to the flow.
 */
import type { StepPlanState } from './applicableSteps';
import { applicableSteps } from './applicableSteps';
import type { WizardStep } from './steps';
import { WIZARD_STEPS, stepPosition } from './steps';

/**
 * Each step is pending, in progress or complete
 * (product/wizard.md#page-loads-and-the-current-step).
 */
export type StepStatus = 'pending' | 'in-progress' | 'complete';

/** The steps from `first` to the end of the wizard, in order. */
const stepsFrom = (first: WizardStep): WizardStep[] => WIZARD_STEPS.slice(stepPosition(first));

/**
 * The header items and the wizard steps each covers (product/wizard.md#step-list). Membership
 * covers everything from choosing the membership to paying for it (the cards, add-ons, summary,
 * account, member, address, program and payment steps), so it is complete only once the wizard is
 * done. Initialize is covered by none: it is the link's way in, not a step a person takes.
 */
export const STEP_HEADER_ITEMS = [
  { label: 'Club Location', steps: ['clubLocation'] },
  { label: 'Members', steps: ['addMembers'] },
  { label: 'Interests', steps: ['interests'] },
  { label: 'Membership', steps: stepsFrom('membershipProducts') },
] as const satisfies readonly { label: string; steps: readonly WizardStep[] }[];
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

/**
 * The header seen from the current step (product/wizard.md#step-list): the items with a step that
 * applies to the state (product/wizard.md#steps-each-flow-drops), so Interests never shows and a
 * step the flow skips is never ticked; each in progress while the current step is among its
 * applicable steps, complete once past them, pending before.
 */
export function stepHeader(state: StepPlanState, current: WizardStep): StepHeaderItem[] {
  const applicable = applicableSteps(state);
  const at = stepPosition(current);
  return STEP_HEADER_ITEMS.flatMap((item) => {
    const positions = (item.steps as readonly WizardStep[])
      .filter((step) => applicable.includes(step))
      .map(stepPosition);
    if (positions.length === 0) return [];
    const status: StepStatus =
      at < Math.min(...positions)
        ? 'pending'
        : at > Math.max(...positions)
          ? 'complete'
          : 'in-progress';
    return [{ label: item.label, status }];
  });
}
