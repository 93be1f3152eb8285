/**
 * Next and back (product/wizard.md#next-and-back, product/payment-and-confirmation.md#staging):
 * where each button leads from a step, and what the next button reads.
 */
import type { StepPlanState } from './applicableSteps';
import { applicableSteps } from './applicableSteps';
import type { PageDriverName } from './pageDrivers';
import { STEP_PAGE_DRIVERS, pageUrl } from './pageDrivers';
import type { WizardStep } from './steps';
import { stepPosition } from './steps';

/**
 * Where a button leads: a wizard step, or one of the pages outside the step list
 * (product/wizard.md#next-and-back).
 */
export type NavigationTarget =
  | { readonly kind: 'step'; readonly step: WizardStep }
  | {
      readonly kind: 'page';
      readonly page: 'locateAClub' | 'salesSettings' | 'salesReviewPayment';
    };

/** The next button's texts (product/wizard.md#next-and-back). */
export const NEXT_LABEL_PAYMENT = 'Payment';
export const NEXT_LABEL_FORWARD = 'Move Forward';
export type NextLabel = typeof NEXT_LABEL_PAYMENT | typeof NEXT_LABEL_FORWARD;

/** The back button's text (product/wizard.md#next-and-back). */
export const BACK_LABEL = 'Back';

export interface NextMove {
  readonly target: NavigationTarget;
  readonly label: NextLabel;
  /**
   * The move leaves for payment (product/payment-and-confirmation.md#staging): the current step
   * stages the membership first, the URL gets the `?time=` suffix (see paymentTimeSuffix), and on
   * rejoin the stored SSO cookie is removed before leaving (not at the club's desk).
   */
  readonly toPayment: boolean;
  readonly removeSsoCookie: boolean;
}

/**
 * The next button from `current` (product/wizard.md#next-and-back): the first applicable step after
 * it. Its label reads 'Payment' when that step is payment, except in the Waitlist flow, and 'Move
 * Forward' otherwise. The employee experience ends at the sales review-payment page instead of
 * payment. Undefined when nothing follows (on payment itself).
 */
export function nextMove(state: StepPlanState, current: WizardStep): NextMove | undefined {
  const next = applicableSteps(state).find((step) => stepPosition(step) > stepPosition(current));
  if (next === undefined) return undefined;
  const toPayment = next === 'payment';
  const employee = state.experienceType === 'employee';
  return {
    target:
      toPayment && employee
        ? { kind: 'page', page: 'salesReviewPayment' }
        : { kind: 'step', step: next },
    label: toPayment && !state.flows.includes('Waitlist') ? NEXT_LABEL_PAYMENT : NEXT_LABEL_FORWARD,
    toPayment,
    // A rejoin at the club's desk is proven by the seller's session, which review payment and its
    // hold still need (docs/decisions/0039): only a member's own session is signed out.
    removeSsoCookie: toPayment && state.rejoin && !employee,
  };
}

/**
 * The back button from `current` (product/wizard.md#next-and-back): the last applicable step before
 * it. initialize never counts, as it is the entry spinner that reads the link and resets the state.
 * With no previous step, back goes to the club locator, or to the settings page in the employee
 * experience.
 */
export function backTarget(state: StepPlanState, current: WizardStep): NavigationTarget {
  const previous = applicableSteps(state).findLast(
    (step) => step !== 'initialize' && stepPosition(step) < stepPosition(current),
  );
  if (previous !== undefined) return { kind: 'step', step: previous };
  return {
    kind: 'page',
    page: state.experienceType === 'employee' ? 'salesSettings' : 'locateAClub',
  };
}

/** The page driver a navigation target loads (product/wizard.md#page-drivers-and-addresses). */
export function targetPageDriver(target: NavigationTarget): PageDriverName {
  return target.kind === 'step' ? STEP_PAGE_DRIVERS[target.step] : target.page;
}

/**
 * The URL a navigation target loads, with an optional suffix
 * (product/wizard.md#page-drivers-and-addresses: a full page load).
 */
export function targetUrl(target: NavigationTarget, suffix = ''): string {
  return pageUrl(targetPageDriver(target), suffix);
}
