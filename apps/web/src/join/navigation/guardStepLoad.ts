import { guardPageLoad } from '@clubjoin/domain/wizard/pageLoadGuard';
import { stepForPath, stepUrl } from '@clubjoin/domain/wizard/pageDrivers';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { ApiError } from '../../api/ApiError';
import { trackedCall } from '../../api/trackedCall';
import { readCurrentStep, writeCurrentStep } from '../session/currentStep';
import { clubStore, type ChosenClub } from '../stores/clubStore';
import { CLUB_UNAVAILABLE_QUERY } from './clubChoiceNotice';

/** The steps that come before a club is chosen, which have no club to synchronise. */
const STEPS_BEFORE_CLUB: readonly WizardStep[] = ['initialize', 'clubLocation'];

/** The club list answers 404 for a club it no longer holds. */
const isClubGone = (error: ApiError) => error.status === 404;

/**
 * Synchronises the chosen club on a step's load (product/wizard.md#page-loads-and-the-current-step:
 * each step on load synchronises club data, validates the selected club): the club is read again by
 * its id from the content-managed list (cached by the server), and the store takes the fresh
 * record. A club the list no longer holds is let go and the person sent to choose another, told
 * why. Any other failure opens the error modal and the step shows with the club as stored; a call
 * cancelled by leaving the step is silent.
 */
async function synchroniseClub(club: ChosenClub, signal: AbortSignal): Promise<StepEntry> {
  try {
    const { getContentClub } = await import('@clubjoin/contract/content');
    const fresh = await trackedCall(
      getContentClub,
      { params: { clubId: club.mmsClubId } },
      { signal, handled: isClubGone },
    );
    clubStore.setState({ club: fresh });
    return null;
  } catch (error) {
    if (!(error instanceof ApiError) || !isClubGone(error)) return null;
    clubStore.setState({}, true);
    writeCurrentStep('clubLocation');
    const { name, value } = CLUB_UNAVAILABLE_QUERY;
    return `${stepUrl('clubLocation')}?${name}=${value}`;
  }
}

/**
 * A step that shows: at once before a club is chosen (or with none stored), else once its club is
 * synchronised (the promise).
 */
function showOrSynchronise(step: WizardStep, signal: AbortSignal): StepEntry | Promise<StepEntry> {
  const club = STEPS_BEFORE_CLUB.includes(step) ? undefined : clubStore.getState().club;
  return club === undefined ? null : synchroniseClub(club, signal);
}

/**
 * Where an entry to a step leads: null shows the step; a URL replaces the entry with that page.
 */
export type StepEntry = string | null;

/**
 * The page-load guard of product/wizard.md#page-loads-and-the-current-step, run by every step's
 * route as it is entered (joinRoutes' StepRoute), before the step's screen shows: a first load, a
 * reload, a deep link, the browser's back and forward buttons and the wizard's own links. The page
 * shown is compared with the step in the lt-oms-current-step cookie: the same step shows; a later
 * page redirects to the stored step (keeping the query when that is the entry page, so its
 * parameters are still read); an earlier page becomes the current step; a page that is no step
 * goes to club choice. A step that shows first synchronises and validates the chosen club: the
 * answer is then a promise, and the step waits for it.
 */
export function guardStepLoad(
  pathname: string,
  search: string,
  signal: AbortSignal,
): StepEntry | Promise<StepEntry> {
  const decision = guardPageLoad(stepForPath(pathname), readCurrentStep());
  switch (decision.kind) {
    case 'stay':
      return showOrSynchronise(decision.step, signal);
    case 'reset':
      writeCurrentStep(decision.step);
      return showOrSynchronise(decision.step, signal);
    case 'redirect':
      return stepUrl(decision.step, decision.step === 'initialize' ? search : '');
    case 'chooseClub':
      writeCurrentStep('clubLocation');
      return stepUrl('clubLocation');
  }
}
