/**
 * The page-load guard (product/wizard.md#page-loads-and-the-current-step): on every load of a
 * wizard page, compare the page with the step stored in the lt-oms-current-step cookie.
 */
import type { WizardStep } from './steps';
import { stepPosition } from './steps';

/**
 * The name of the cookie that holds the current step
 * (product/wizard.md#page-loads-and-the-current-step).
 */
export const CURRENT_STEP_COOKIE = 'lt-oms-current-step';

export type PageLoadDecision =
  /** The page is the stored step: show it. */
  | { readonly kind: 'stay'; readonly step: WizardStep }
  /** The page is later than the stored step: go to the stored step instead. */
  | { readonly kind: 'redirect'; readonly step: WizardStep }
  /** The page is earlier than the stored step: the state goes back to this step. */
  | { readonly kind: 'reset'; readonly step: WizardStep }
  /** The page is no wizard step: go to club choice. */
  | { readonly kind: 'chooseClub' };

/**
 * Decide a page load (product/wizard.md#page-loads-and-the-current-step). `requested` is the step
 * the loaded page shows (stepForPath; undefined when it matches no page). `stored` is the step in
 * the cookie; with no cookie the state is at its start, initialize, so any later page redirects to
 * the entry.
 */
export function guardPageLoad(
  requested: WizardStep | undefined,
  stored: WizardStep | undefined,
): PageLoadDecision {
  if (requested === undefined) return { kind: 'chooseClub' };
  const current = stored ?? 'initialize';
  const difference = stepPosition(requested) - stepPosition(current);
  if (difference > 0) return { kind: 'redirect', step: current };
  if (difference < 0) return { kind: 'reset', step: requested };
  return { kind: 'stay', step: current };
}
