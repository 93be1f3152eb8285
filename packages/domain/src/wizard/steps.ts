/**
 * The wizard's steps in their fixed order (01 §2). Every other wizard rule speaks of steps through
 * this list, so "earlier" and "later" always mean the same thing.
 */

/** Additional adult member steps: adult number two to six (01 §2, §9: up to 6 adults). */
export const ADDITIONAL_MEMBER_STEPS = [
  'additionalMemberTwo',
  'additionalMemberThree',
  'additionalMemberFour',
  'additionalMemberFive',
  'additionalMemberSix',
] as const;
export type AdditionalMemberStep = (typeof ADDITIONAL_MEMBER_STEPS)[number];

/** Junior member steps: junior number one to six (01 §2, §9: up to 6 juniors). */
export const JUNIOR_MEMBER_STEPS = [
  'juniorMemberOne',
  'juniorMemberTwo',
  'juniorMemberThree',
  'juniorMemberFour',
  'juniorMemberFive',
  'juniorMemberSix',
] as const;
export type JuniorMemberStep = (typeof JUNIOR_MEMBER_STEPS)[number];

/** Every wizard step, in the order the wizard walks them (01 §2). */
export const WIZARD_STEPS = [
  'initialize',
  'clubLocation',
  'addMembers',
  'interests',
  'membershipProducts',
  'addOns',
  'membershipSummary',
  'getStarted',
  'logIn',
  'createAccount',
  'purchaser',
  'primaryMemberInfo',
  'membershipAddress',
  ...ADDITIONAL_MEMBER_STEPS,
  ...JUNIOR_MEMBER_STEPS,
  'programInformation',
  'payment',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The position of a step in the wizard's order (01 §4: steps before the current one are previous). */
export function stepPosition(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}

/** Whether a text names a wizard step, e.g. the value of the current-step cookie (01 §4). */
export function isWizardStep(value: string): value is WizardStep {
  return (WIZARD_STEPS as readonly string[]).includes(value);
}
