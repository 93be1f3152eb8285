import type { RouteObject } from 'react-router';
import { stepUrl } from '@clubjoin/domain/wizard/pageDrivers';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { WIZARD_STEPS } from '@clubjoin/domain/wizard/steps';
import type { ReactElement } from 'react';
import { JoinLayout } from './frame/JoinLayout';
import { WizardFrame } from './frame/WizardFrame';
import { WizardNavigation } from './frame/WizardNavigation';
import { guardStepLoad } from './navigation/guardStepLoad';
import { CreateAccountStep } from './steps/account/CreateAccountStep';
import { GetStartedStep } from './steps/account/GetStartedStep';
import { LogInStep } from './steps/account/LogInStep';
import { AddMembersStep } from './steps/AddMembersStep';
import { AddOnsStep } from './steps/addOns/AddOnsStep';
import { ClubStep } from './steps/ClubStep';
import { InitializeStep } from './steps/InitializeStep';
import { MembershipStep } from './steps/membership/MembershipStep';
import { MembershipAddressStep } from './steps/address/MembershipAddressStep';
import { memberInfoScreens } from './steps/members/memberInfoScreens';
import { ExperiencePackagesStep } from './steps/packages/ExperiencePackagesStep';
import { PaymentStep } from './steps/payment/PaymentStep';
import { ProgramInformationStep } from './steps/programInformation/ProgramInformationStep';
import { PurchaserStep } from './steps/purchaser/PurchaserStep';
import { SummaryStep } from './steps/summary/SummaryStep';

/** Every step's screen. */
const SCREENS: Record<WizardStep, ReactElement> = {
  initialize: <InitializeStep />,
  clubLocation: <ClubStep />,
  addMembers: <AddMembersStep />,
  // The domain drops interests from every flow, and nothing can keep it
  // (product/wizard.md#steps-each-flow-drops: always dropped in practice): its address, reachable
  // only through an old current-step cookie, shows the step's frame alone, to go back or on from.
  interests: (
    <WizardFrame step="interests">
      <WizardNavigation step="interests" />
    </WizardFrame>
  ),
  membershipProducts: <MembershipStep />,
  addOns: <AddOnsStep />,
  experiencePackages: <ExperiencePackagesStep />,
  purchaser: <PurchaserStep />,
  membershipAddress: <MembershipAddressStep />,
  programInformation: <ProgramInformationStep />,
  ...memberInfoScreens(),
  membershipSummary: <SummaryStep />,
  getStarted: <GetStartedStep />,
  logIn: <LogInStep />,
  createAccount: <CreateAccountStep />,
  payment: <PaymentStep />,
};

/**
 * The wizard's routes (product/wizard.md#page-drivers-and-addresses): one per step, at the URL the
 * domain's page-driver table gives it (initialize at /join, /join/club, /join/members, ...), each
 * guarded by the page-load guard of product/wizard.md#page-loads-and-the-current-step on every
 * entry, all inside the join layout.
 */
export function joinRoutes(): RouteObject[] {
  return [
    {
      element: <JoinLayout />,
      children: WIZARD_STEPS.map((step) => ({
        path: stepUrl(step),
        loader: guardStepLoad,
        element: SCREENS[step],
      })),
    },
  ];
}
