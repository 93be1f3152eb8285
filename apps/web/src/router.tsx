import type { ReactElement } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { OTHER_APP_PAGES, type OtherAppPage } from '@clubjoin/domain/pages';
import { AppLayout } from './AppLayout';
import { joinRoutes } from './join/joinRoutes';
import { ConfirmationPage } from './join/steps/payment/ConfirmationPage';
import { ActivateAccountPage } from './pages/ActivateAccountPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { OneDayMembershipPage } from './join/steps/entryPages/OneDayMembershipPage';
import { TextProgramTermsPage } from './pages/TextProgramTermsPage';

/**
 * The screen of each page besides the steps, at the path the domain's page table gives it: the
 * server answers 200 at exactly those paths (and the steps', and /) and 404 elsewhere.
 */
const PAGES: Record<OtherAppPage, ReactElement> = {
  confirmation: <ConfirmationPage />,
  textProgramTerms: <TextProgramTermsPage />,
  activateAccount: <ActivateAccountPage />,
  oneDayMembership: <OneDayMembershipPage />,
};

/**
 * The app's routes (product/decisions-and-platform.md#one-process-one-origin): the sale flow's
 * steps live under /join, which is also where / leads; any other path renders the not-found page
 * inside the app.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      // The guard's loaders run before the first render; they are synchronous, so nothing shows.
      HydrateFallback: () => null,
      children: [
        { index: true, loader: () => redirect('/join') },
        ...joinRoutes(),
        ...(Object.keys(PAGES) as OtherAppPage[]).map((page) => ({
          path: OTHER_APP_PAGES[page],
          element: PAGES[page],
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
