/**
 * The wizard's steps in their fixed order (product/wizard.md#steps-in-order). Every other wizard
 * rule speaks of steps through this list, so "earlier" and "later" always mean the same thing.
 */

/**
 * Additional adult member steps: adult number two to six
 * (product/membership-and-promotions.md#adults-and-juniors: up to 6 adults).
 */
export const ADDITIONAL_MEMBER_STEPS = [
  'additionalMemberTwo',
  'additionalMemberThree',
  'additionalMemberFour',
  'additionalMemberFive',
  'additionalMemberSix',
] as const;
export type AdditionalMemberStep = (typeof ADDITIONAL_MEMBER_STEPS)[number];

/**
 * Junior member steps: junior number one to six (product/wizard.md#steps-in-order: up to 6
 * juniors).
 */
export const JUNIOR_MEMBER_STEPS = [
  'juniorMemberOne',
  'juniorMemberTwo',
  'juniorMemberThree',
  'juniorMemberFour',
  'juniorMemberFive',
  'juniorMemberSix',
] as const;
export type JuniorMemberStep = (typeof JUNIOR_MEMBER_STEPS)[number];

/** Every wizard step, in the order the wizard walks them (product/wizard.md#steps-in-order). */
export const WIZARD_STEPS = [
  'initialize',
  'clubLocation',
  'addMembers',
  'interests',
  'membershipProducts',
  'addOns',
  'experiencePackages',
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

/**
 * The position of a step in the wizard's order (product/wizard.md#steps-in-order: steps before the
 * current one are previous).
 */
export function stepPosition(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}

/**
 * Whether a text names a wizard step, e.g. the value of the current-step cookie
 * (product/wizard.md#page-loads-and-the-current-step).
 */
export function isWizardStep(value: string): value is WizardStep {
  return (WIZARD_STEPS as readonly string[]).includes(value);
}
