import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import { guardPageLoad } from '@clubjoin/domain/wizard/pageLoadGuard';
import { stepForPath, stepUrl } from '@clubjoin/domain/wizard/pageDrivers';
import { readCurrentStep, writeCurrentStep } from '../session/currentStep';

/**
 * The page-load guard of 01 §4 "Step state", run as the loader of every step's route, so it runs
 * on each entry to a step exactly as on a full page load: a reload, a deep link, the browser's
 * back and forward buttons and the wizard's own links. The page shown is compared with the step
 * in the lt-oms-current-step cookie: the same step shows; a later page redirects to the stored
 * step (keeping the query when that is the entry page, so its parameters are still read); an
 * earlier page becomes the current step; a page that is no step goes to club choice.
 */
export function guardStepLoad({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  const decision = guardPageLoad(stepForPath(url.pathname), readCurrentStep());
  switch (decision.kind) {
    case 'stay':
      return null;
    case 'reset':
      writeCurrentStep(decision.step);
      return null;
    case 'redirect':
      return redirect(stepUrl(decision.step, decision.step === 'initialize' ? url.search : ''));
    case 'chooseClub':
      writeCurrentStep('clubLocation');
      return redirect(stepUrl('clubLocation'));
  }
}
