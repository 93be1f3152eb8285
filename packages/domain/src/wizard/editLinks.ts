/**
 * Edit links (product/wizard.md#edit-links): which steps a person may jump back to from the current
 * step.
 */
import type { Flow } from '../vocabulary';
import { SHORT_FLOWS } from './applicableSteps';
import type { WizardFlowState } from './flowState';
import type { WizardStep } from './steps';
import { stepPosition } from './steps';

export type EditLinkState = Pick<WizardFlowState, 'flows' | 'productType'>;

/** Steps that never show an edit link in some flows (product/wizard.md#edit-links). */
const NOT_EDITABLE_IN: Partial<Record<WizardStep, readonly Flow[]>> = {
  membershipProducts: SHORT_FLOWS,
  clubLocation: ['Qualified', 'Employee', 'DigitalStudio'],
  addMembers: ['DigitalStudio', 'PickleballOnly'],
};

/**
 * Whether `step` shows an edit link while the person is on `current`
 * (product/wizard.md#edit-links): only previous steps do, and none at all for a Day Pass product;
 * membershipProducts not in the short flows; clubLocation not in Qualified, Employee and
 * DigitalStudio; addMembers not in DigitalStudio and PickleballOnly.
 */
export function showsEditLink(
  state: EditLinkState,
  current: WizardStep,
  step: WizardStep,
): boolean {
  if (stepPosition(step) >= stepPosition(current)) return false;
  if (state.productType === 'DayPass') return false;
  const excludedFlows = NOT_EDITABLE_IN[step] ?? [];
  return !excludedFlows.some((flow) => state.flows.includes(flow));
}
