import { Redirect, Route, Switch, useLocation } from 'wouter';
import { stepUrl } from '@clubjoin/domain/wizard/pageDrivers';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import {
  ADDITIONAL_MEMBER_STEPS,
  JUNIOR_MEMBER_STEPS,
  WIZARD_STEPS,
} from '@clubjoin/domain/wizard/steps';
import type { ReactElement } from 'react';
import { JoinLayout } from './frame/JoinLayout';
import { WizardFrame } from './frame/WizardFrame';
import { WizardNavigation } from './frame/WizardNavigation';
import { useStepEntry } from './navigation/useStepEntry';
import { ClubStep } from './steps/ClubStep';
import { InitializeStep } from './steps/InitializeStep';
import { type RouteScreen, type ScreenRoute, screenRoute } from '../routeScreen';
import { useHistoryEntry, useRawSearch } from '../routing/location';
import type { MemberInfoStepName } from './steps/members/memberInfoScreens';

/**
 * Every step's screen. The first screens a visitor meets (initialize, club choice) come with the
 * page's script; every later step's code loads with its route, beside the route's page-load guard,
 * so the first screen's script carries none of the forms, cards and payment that follow.
 */
const SCREENS: Record<WizardStep, RouteScreen> = {
  initialize: <InitializeStep />,
  clubLocation: <ClubStep />,
  addMembers: async () => {
    const { AddMembersStep } = await import('./steps/AddMembersStep');
    return <AddMembersStep />;
  },
  // The domain drops interests from every flow, and nothing can keep it
  // (product/wizard.md#steps-each-flow-drops: always dropped in practice): its address, reachable
  // only through an old current-step cookie, shows the step's frame alone, to go back or on from.
  interests: (
    <WizardFrame step="interests">
      <WizardNavigation step="interests" />
    </WizardFrame>
  ),
  membershipProducts: async () => {
    const { MembershipStep } = await import('./steps/membership/MembershipStep');
    return <MembershipStep />;
  },
  addOns: async () => {
    const { AddOnsStep } = await import('./steps/addOns/AddOnsStep');
    return <AddOnsStep />;
  },
  experiencePackages: async () => {
    const { ExperiencePackagesStep } = await import('./steps/packages/ExperiencePackagesStep');
    return <ExperiencePackagesStep />;
  },
  purchaser: async () => {
    const { PurchaserStep } = await import('./steps/purchaser/PurchaserStep');
    return <PurchaserStep />;
  },
  membershipAddress: async () => {
    const { MembershipAddressStep } = await import('./steps/address/MembershipAddressStep');
    return <MembershipAddressStep />;
  },
  programInformation: async () => {
    const { ProgramInformationStep } =
      await import('./steps/programInformation/ProgramInformationStep');
    return <ProgramInformationStep />;
  },
  ...memberInfoScreens(),
  membershipSummary: async () => {
    const { SummaryStep } = await import('./steps/summary/SummaryStep');
    return <SummaryStep />;
  },
  getStarted: async () => {
    const { GetStartedStep } = await import('./steps/account/GetStartedStep');
    return <GetStartedStep />;
  },
  logIn: async () => {
    const { LogInStep } = await import('./steps/account/LogInStep');
    return <LogInStep />;
  },
  createAccount: async () => {
    const { CreateAccountStep } = await import('./steps/account/CreateAccountStep');
    return <CreateAccountStep />;
  },
  payment: async () => {
    const { PaymentStep } = await import('./steps/payment/PaymentStep');
    return <PaymentStep />;
  },
};

/** The member-information steps' screens, loaded with their route. */
function memberInfoScreens(): Record<MemberInfoStepName, () => Promise<ReactElement>> {
  const steps: readonly MemberInfoStepName[] = [
    'primaryMemberInfo',
    ...ADDITIONAL_MEMBER_STEPS,
    ...JUNIOR_MEMBER_STEPS,
  ];
  return Object.fromEntries(
    steps.map((step) => [
      step,
      async () => (await import('./steps/members/memberInfoScreens')).memberInfoScreen(step),
    ]),
  ) as Record<MemberInfoStepName, () => Promise<ReactElement>>;
}

/** Each step's address and screen. */
const STEP_ROUTES = WIZARD_STEPS.map((step) => ({
  step,
  path: stepUrl(step),
  ...screenRoute(SCREENS[step]),
}));

/** The addresses of the wizard's steps: the app's routes hand them to JoinRoutes. */
export const STEP_PATHS: readonly string[] = STEP_ROUTES.map(({ path }) => path);

/**
 * A step's route: the page-load guard runs on entry, and the step's screen shows only when the
 * guard lets it (a redirect replaces the entry instead; a club check shows the frame's spinner).
 */
function StepRoute({ route }: { route: ScreenRoute }) {
  const [pathname] = useLocation();
  const search = useRawSearch();
  const { key } = useHistoryEntry();
  const id = `${key} ${pathname}${search}`;
  return <GuardedScreen key={id} id={id} pathname={pathname} search={search} route={route} />;
}

interface GuardedScreenProps {
  id: string;
  pathname: string;
  search: string;
  route: ScreenRoute;
}

function GuardedScreen({ id, pathname, search, route }: GuardedScreenProps) {
  const target = useStepEntry(id, pathname, search, route.preload);
  if (target !== null) return <Redirect to={target} replace />;
  return <route.Screen />;
}

/**
 * The wizard's routes (product/wizard.md#page-drivers-and-addresses): one per step, at the URL the
 * domain's page-driver table gives it (initialize at /join, /join/club, /join/members, ...), each
 * guarded by the page-load guard of product/wizard.md#page-loads-and-the-current-step on every
 * entry, all inside the join layout.
 */
export function JoinRoutes() {
  return (
    <JoinLayout>
      <Switch>
        {STEP_ROUTES.map((route) => (
          <Route key={route.step} path={route.path}>
            <StepRoute route={route} />
          </Route>
        ))}
      </Switch>
    </JoinLayout>
  );
}
