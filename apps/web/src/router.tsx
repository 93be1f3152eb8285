import { Redirect, Route, Router, Switch } from 'wouter';
import { OTHER_APP_PAGES, type OtherAppPage, TRAINER_PAGE_ROUTE } from '@clubjoin/domain/pages';
import { PORTAL_PAGE_PATHS, TEAM_LOGIN_PATH } from '@clubjoin/domain/staff/portalNavigation';
import { AppLayout } from './AppLayout';
import { JoinRoutes, STEP_PATHS } from './join/joinRoutes';
import { NotFoundPage } from './pages/NotFoundPage';
import { type RouteScreen, screenRoute } from './routeScreen';
import { browserLocation, useFirstEntryMarked } from './routing/location';
import { pathsPattern } from './routing/pathsPattern';

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

/** The pages besides the steps and the portal's: the domain's table, a trainer's bio, the team login. */
const PAGE_ROUTES = [
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
];

/** The portal's pages, each with its screen (or the panel saying it is not built yet). */
const PORTAL_ROUTES = PORTAL_PAGE_PATHS.map((path) => ({
  path,
  ...screenRoute(async () => (await import('./portal/portalPages')).portalScreen(path)),
}));

/** The portal's shell, loaded with the first portal page opened. */
const { Screen: PortalShell } = screenRoute(async () => {
  const { PortalShell } = await import('./portal/PortalShell');
  return (
    <PortalShell>
      <PortalPages />
    </PortalShell>
  );
});

function PortalPages() {
  return (
    <Switch>
      {PORTAL_ROUTES.map(({ path, Screen }) => (
        <Route key={path} path={path}>
          <Screen />
        </Route>
      ))}
    </Switch>
  );
}

/** Every path a route shows a page at (the not-found page aside): the server answers 200 there. */
export const APP_ROUTE_PATHS: readonly string[] = [
  '/',
  ...STEP_PATHS,
  ...PAGE_ROUTES.map(({ path }) => path),
  ...PORTAL_PAGE_PATHS,
];

/** The wizard's and the portal's addresses, each matched at once so their frame stays. */
const WIZARD_PATTERN = pathsPattern(STEP_PATHS);
const PORTAL_PATTERN = pathsPattern(PORTAL_PAGE_PATHS);

/**
 * The app's routes (product/decisions-and-platform.md#one-process-one-origin), all in the app's
 * frame: / leads to /join, where the sale flow's steps live; the pages of the domain's table; the
 * portal's pages inside its shell; any other path renders the not-found page inside the app.
 */
function AppRoutes() {
  return (
    <AppLayout>
      <Switch>
        <Route path="/">
          <Redirect to="/join" replace />
        </Route>
        <Route path={WIZARD_PATTERN}>
          <JoinRoutes />
        </Route>
        {PAGE_ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path}>
            <Screen />
          </Route>
        ))}
        <Route path={PORTAL_PATTERN}>
          <PortalShell />
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </AppLayout>
  );
}

/** The app on the browser's address and history. */
export function App() {
  useFirstEntryMarked();
  return (
    <Router hook={browserLocation}>
      <AppRoutes />
    </Router>
  );
}
