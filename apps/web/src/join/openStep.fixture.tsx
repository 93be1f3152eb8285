import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stepUrl } from '@clubjoin/domain/wizard/pageDrivers';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { ServerDataProvider } from '../api/ServerDataProvider';
import { renderAt } from '../testing/memoryHistory';
import { JoinRoutes } from './joinRoutes';
import { writeCurrentStep } from './session/currentStep';

/**
 * Opens a wizard step's page through the join routes, as a session that last stood on that step
 * (so the page-load guard lets it show), at `path` (the step's own URL when not given), with a
 * query cache of its own as main.tsx gives the app; `earlier` are the addresses the browser's
 * history holds before it.
 */
export function openStep(step: WizardStep, path = stepUrl(step), earlier: readonly string[] = []) {
  writeCurrentStep(step);
  const history = renderAt([...earlier, path], <JoinRoutes />, { wrapper: ServerDataProvider });
  return { history, user: userEvent.setup() };
}

/** The texts of the alerts on the page: the form's messages, in page order. */
export const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
