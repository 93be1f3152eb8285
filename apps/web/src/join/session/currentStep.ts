import { CURRENT_STEP_COOKIE } from '@clubjoin/domain/wizard/pageLoadGuard';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { isWizardStep } from '@clubjoin/domain/wizard/steps';
import { readCookie, writeSessionCookie } from '../cookies/cookieJar';

/**
 * The step stored in the lt-oms-current-step cookie
 * (product/wizard.md#page-loads-and-the-current-step); undefined when the cookie is missing or
 * names no step (an old or edited cookie counts as none).
 */
export function readCurrentStep(): WizardStep | undefined {
  const value = readCookie(CURRENT_STEP_COOKIE);
  return value !== undefined && isWizardStep(value) ? value : undefined;
}

/**
 * Stores the current step (product/wizard.md#page-loads-and-the-current-step), restored on reload
 * by the page-load guard.
 */
export function writeCurrentStep(step: WizardStep): void {
  writeSessionCookie(CURRENT_STEP_COOKIE, step);
}
