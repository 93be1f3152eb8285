/**
 * The membership summary side panel (product/wizard.md#summary-panel): the steps it lists, which of
 * them are clickable and where each click leads.
 */
import type { StepPlanState } from './applicableSteps';
import { applicableSteps } from './applicableSteps';
import type { EditLinkState } from './editLinks';
import { showsEditLink } from './editLinks';
import type { StepStatus } from './stepHeader';
import { stepStatus } from './stepHeader';
import type { WizardStep } from './steps';

/**
 * The panel's items and the step each one edits (product/wizard.md#summary-panel). Club Location
 * returns to the locate-a-club page (the clubLocation step); Dynamic Package is the add-on package
 * chosen on the addOns step.
 */
export const SUMMARY_PANEL_ITEMS = [
  { label: 'Club Location', step: 'clubLocation' },
  { label: 'Members', step: 'addMembers' },
  { label: 'Interests', step: 'interests' },
  { label: 'Membership', step: 'membershipProducts' },
  { label: 'Dynamic Package', step: 'addOns' },
] as const satisfies readonly { label: string; step: WizardStep }[];
export type SummaryPanelLabel = (typeof SUMMARY_PANEL_ITEMS)[number]['label'];

export interface SummaryPanelItem {
  readonly label: SummaryPanelLabel;
  /** The step a click goes to. */
  readonly step: WizardStep;
  /** The item shows its value once complete (product/wizard.md#summary-panel). */
  readonly status: StepStatus;
  /** Navigation to the step is allowed: the edit-link rule of product/wizard.md#edit-links. */
  readonly clickable: boolean;
}

/**
 * The summary panel seen from the current step (product/wizard.md#summary-panel): an item appears
 * only if its step applies to the flow (product/wizard.md#steps-each-flow-drops) and is clickable
 * only if navigation to it is allowed (product/wizard.md#edit-links edit links).
 */
export function summaryPanel(
  state: StepPlanState & EditLinkState,
  current: WizardStep,
): SummaryPanelItem[] {
  const steps = applicableSteps(state);
  return SUMMARY_PANEL_ITEMS.filter((item) => steps.includes(item.step)).map((item) => ({
    label: item.label,
    step: item.step,
    status: stepStatus(item.step, current),
    clickable: showsEditLink(state, current, item.step),
  }));
}
