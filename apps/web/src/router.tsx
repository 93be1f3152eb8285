import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { OTHER_APP_PAGES, type OtherAppPage, TRAINER_PAGE_ROUTE } from '@clubjoin/domain/pages';
import { PORTAL_PAGE_PATHS, TEAM_LOGIN_PATH } from '@clubjoin/domain/staff/portalNavigation';
import { AppLayout } from './AppLayout';
import { joinRoutes } from './join/joinRoutes';
import { NotFoundPage } from './pages/NotFoundPage';
import { PageLoadFailed } from './pages/PageLoadFailed';
import { loadedOrFailed, type RouteScreen, screenRoute } from './routeScreen';

/**
 * The screen of each page besides the steps, at the path the domain's page table gives it: the
 * server answers 200 at exactly those paths (and the steps', and /) and 404 elsewhere. Each loads
 * with its route, so the sale's first screen carries none of them.
 */
const PAGES: Record<OtherAppPage, RouteScreen> = {
  confirmation: async () => {
    const { ConfirmationPage } = await import('./join/steps/payment/ConfirmationPage');
    return <ConfirmationPage />;
  },
  textProgramTerms: async () => {
    const { TextProgramTermsPage } = await import('./pages/TextProgramTermsPage');
    return <TextProgramTermsPage />;
  },
  activateAccount: async () => {
    const { ActivateAccountPage } = await import('./pages/ActivateAccountPage');
    return <ActivateAccountPage />;
  },
  oneDayMembership: async () => {
    const { OneDayMembershipPage } = await import('./join/steps/entryPages/OneDayMembershipPage');
    return <OneDayMembershipPage />;
  },
  medicareMemberships: async () => {
    const { MedicareMembershipsPage } =
      await import('./join/steps/entryPages/MedicareMembershipsPage');
    return <MedicareMembershipsPage />;
  },
  newMemberExperiences: async () => {
    const { NewMemberExperiencesPage } =
      await import('./join/steps/payment/NewMemberExperiencesPage');
    return <NewMemberExperiencesPage />;
  },
  transition: async () => {
    const { TransitionPage } = await import('./join/steps/entryPages/TransitionPage');
    return <TransitionPage />;
  },
  corporateLanding: async () => {
    const { CorporateLandingPage } = await import('./join/steps/entryPages/CorporateLandingPage');
    return <CorporateLandingPage />;
  },
  accessibilityStatement: async () => {
    const { AccessibilityStatementPage } = await import('./pages/AccessibilityStatementPage');
    return <AccessibilityStatementPage />;
  },
  trainers: async () => {
    const { TrainersPage } = await import('./pages/TrainersPage');
    return <TrainersPage />;
  },
  clubSalesSettings: async () => {
    const { ClubSalesSettingsPage } = await import('./join/steps/clubSales/ClubSalesSettingsPage');
    return <ClubSalesSettingsPage />;
  },
  clubSales: async () => {
    const { ClubSalesSettingsPage } = await import('./join/steps/clubSales/ClubSalesSettingsPage');
    return <ClubSalesSettingsPage />;
  },
  clubSalesReviewPayment: async () => {
    const { ReviewPaymentPage } = await import('./join/steps/clubSales/ReviewPaymentPage');
    return <ReviewPaymentPage />;
  },
  memberAccount: async () => {
    const { MemberAccountPage } = await import('./pages/MemberAccountPage');
    return <MemberAccountPage />;
  },
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
      // A module the frame loads on demand (the kiosk's lock) that fails to download, or a page
      // that fails as it renders.
      errorElement: <PageLoadFailed />,
      // The guard's loaders run before the first render; they are synchronous, so nothing shows.
      HydrateFallback: () => null,
      children: [
        { index: true, loader: () => redirect('/join') },
        ...joinRoutes(),
        ...(Object.keys(PAGES) as OtherAppPage[]).map((page) => ({
          path: OTHER_APP_PAGES[page],
          ...screenRoute(PAGES[page]),
        })),
        {
          path: TRAINER_PAGE_ROUTE,
          ...screenRoute(async () => {
            const { TrainerPage } = await import('./pages/TrainerPage');
            return <TrainerPage />;
          }),
        },
        {
          path: TEAM_LOGIN_PATH,
          ...screenRoute(async () => {
            const { TeamLoginPage } = await import('./portal/TeamLoginPage');
            return <TeamLoginPage />;
          }),
        },
        // The portal's pages share its shell; a page nobody built yet says so.
        {
          lazy: () =>
            loadedOrFailed(async () => {
              const { PortalShell } = await import('./portal/PortalShell');
              return <PortalShell />;
            }),
          errorElement: <PageLoadFailed />,
          children: PORTAL_PAGE_PATHS.map((path): RouteObject => ({
            path,
            ...screenRoute(async () => (await import('./portal/portalPages')).portalScreen(path)),
          })),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
