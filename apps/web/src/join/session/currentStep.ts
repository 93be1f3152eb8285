import { CURRENT_STEP_COOKIE } from '@clubjoin/domain/wizard/pageLoadGuard';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { isWizardStep } from '@clubjoin/domain/wizard/steps';
import { readCookie, writeSessionCookie } from '../cookies/cookieJar';

/**
 * The step stored in the lt-oms-current-step cookie (01 §4 "Step state"); undefined when the
 * cookie is missing or names no step (an old or edited cookie counts as none).
 */
export function readCurrentStep(): WizardStep | undefined {
  const value = readCookie(CURRENT_STEP_COOKIE);
  return value !== undefined && isWizardStep(value) ? value : undefined;
}

/** Stores the current step (01 §4), restored on reload by the page-load guard. */
export function writeCurrentStep(step: WizardStep): void {
  writeSessionCookie(CURRENT_STEP_COOKIE, step);
}
