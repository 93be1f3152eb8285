/**
 * Which wizard steps apply to a state: the drop rules of product/wizard.md#steps-each-flow-drops.
 */
import type { Flow } from '../vocabulary';
import type { WizardFlowState } from './flowState';
import type { WizardStep } from './steps';
import { ADDITIONAL_MEMBER_STEPS, JUNIOR_MEMBER_STEPS, WIZARD_STEPS } from './steps';

/**
 * The short flows: the flows that drop membershipProducts
 * (product/wizard.md#steps-each-flow-drops).
 */
export const SHORT_FLOWS = [
  'ShortTerm',
  'Employee',
  'ClubOnly',
  'ExecutiveSignature',
] as const satisfies readonly Flow[];

const inAny = (flows: readonly Flow[], any: readonly Flow[]): boolean =>
  any.some((flow) => flows.includes(flow));

/**
 * The purchaser flows, in which an adult pays for the membership (product/flows.md#flows):
 * Purchaser, and PurchaserChild where the primary member is the child
 * (product/member-forms.md#purchaser).
 */
export const PURCHASER_FLOWS = ['Purchaser', 'PurchaserChild'] as const satisfies readonly Flow[];
export type PurchaserFlow = (typeof PURCHASER_FLOWS)[number];

/**
 * The purchaser flow whose rules a sale follows (product/member-forms.md#purchaser), or undefined
 * outside them: with both flags on, PurchaserChild, as the primary member's age rule and the
 * text-message opt-in read it before Purchaser.
 */
export function purchaserFlowOf(flows: readonly Flow[]): PurchaserFlow | undefined {
  return flows.includes('PurchaserChild')
    ? 'PurchaserChild'
    : flows.includes('Purchaser')
      ? 'Purchaser'
      : undefined;
}

/**
 * Whether a sale asks for program information (product/wizard.md#steps-each-flow-drops: the step is
 * dropped for CorpSales and Qualified).
 */
export function asksProgramInformation(flows: readonly Flow[]): boolean {
  return !inAny(flows, ['CorpSales', 'Qualified']);
}

export type StepPlanState = Pick<
  WizardFlowState,
  | 'flows'
  | 'experienceType'
  | 'rejoin'
  | 'existingAccount'
  | 'hasAddOns'
  | 'hasPackages'
  | 'adults'
  | 'juniors'
>;

/**
 * The steps a state drops, each rule of product/wizard.md#steps-each-flow-drops on its own line.
 */
function droppedSteps(state: StepPlanState): Set<WizardStep> {
  const { flows } = state;
  const employee = state.experienceType === 'employee';
  const dropped = new Set<WizardStep>();
  const drop = (when: boolean, ...steps: WizardStep[]): void => {
    if (when) steps.forEach((step) => dropped.add(step));
  };
  drop(!asksProgramInformation(flows), 'programInformation');
  drop(inAny(flows, SHORT_FLOWS), 'membershipProducts');
  drop(state.rejoin, 'getStarted', 'logIn', 'createAccount');
  drop(state.existingAccount, 'createAccount');
  drop(!state.existingAccount || employee, 'logIn');
  drop(
    inAny(flows, ['DayPass', 'PickleballOnly']),
    'addMembers',
    'membershipProducts',
    'addOns',
    'experiencePackages',
  );
  drop(flows.includes('Digital'), 'clubLocation');
  drop(flows.includes('DigitalStudio'), 'addMembers');
  drop(state.hasAddOns === false, 'addOns');
  // product/membership-and-promotions.md#experience-packages: only a product whose type has
  // packages among its offered promotions shows them; none known, no step.
  drop(state.hasPackages !== true, 'experiencePackages');
  drop(!inAny(flows, PURCHASER_FLOWS) || employee, 'purchaser');
  drop(flows.includes('PurchaserChild') && employee, 'addMembers', 'getStarted', 'createAccount');
  ADDITIONAL_MEMBER_STEPS.forEach((step, i) => drop(state.adults - 1 < i + 1, step));
  JUNIOR_MEMBER_STEPS.forEach((step, i) => drop(state.juniors < i + 1, step));
  // product/wizard.md#steps-each-flow-drops: interests is always dropped in practice.
  drop(true, 'interests');
  return dropped;
}

/**
 * The steps that apply to a state, in wizard order (product/wizard.md#steps-each-flow-drops): every
 * step except those a flow, rejoin, an existing account, the experience type, the product or the
 * member counts drop. A product not yet chosen (hasAddOns undefined) keeps addOns; experience
 * packages apply only once the chosen product is known to have them.
 */
export function applicableSteps(state: StepPlanState): WizardStep[] {
  const dropped = droppedSteps(state);
  return WIZARD_STEPS.filter((step) => !dropped.has(step));
}

/** Whether one step applies to a state (product/wizard.md#steps-each-flow-drops). */
export function stepApplies(state: StepPlanState, step: WizardStep): boolean {
  return applicableSteps(state).includes(step);
}
