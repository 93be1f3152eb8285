import { createBrowserRouter, redirect } from 'react-router';
import { AppLayout } from './AppLayout';
import { joinRoutes } from './join/joinRoutes';
import { CONFIRMATION_PATH, ConfirmationPage } from './join/steps/payment/ConfirmationPage';
import { ACTIVATION_PAGE_PATH, ActivateAccountPage } from './pages/ActivateAccountPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { TEXT_PROGRAM_TERMS_PATH, TextProgramTermsPage } from './pages/TextProgramTermsPage';

/**
 * The app's routes (03 §1): the sale flow's steps live under /join, which is also where / leads;
 * any other path renders the not-found page inside the app.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      // The guard's loaders run before the first render; they are synchronous, so nothing shows.
      HydrateFallback: () => null,
      children: [
        { index: true, loader: () => redirect('/join') },
        ...joinRoutes(),
        { path: CONFIRMATION_PATH, element: <ConfirmationPage /> },
        { path: TEXT_PROGRAM_TERMS_PATH, element: <TextProgramTermsPage /> },
        { path: ACTIVATION_PAGE_PATH, element: <ActivateAccountPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
