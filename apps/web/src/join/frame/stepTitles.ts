import type { WizardStep } from '@clubjoin/domain/wizard/steps';

/**
 * The heading and page title of each step: the screen names of
 * product/errors-and-messages.md#the-system-error and product/member-forms.md#member-info-form
 * where the spec names the screen, plain names of our own elsewhere.
 */
export const STEP_TITLES: Record<WizardStep, string> = {
  initialize: 'Join a club',
  clubLocation: 'Club Location',
  addMembers: 'Add Members',
  interests: 'Interests',
  membershipProducts: 'Membership',
  addOns: 'Add-on Products',
  experiencePackages: 'Experience Packages',
  membershipSummary: 'Membership Summary',
  getStarted: 'Get Started',
  logIn: 'Log in',
  createAccount: 'Create Account',
  purchaser: 'Purchaser',
  primaryMemberInfo: 'Primary Member',
  membershipAddress: 'Membership Address',
  additionalMemberTwo: 'Additional Member 2',
  additionalMemberThree: 'Additional Member 3',
  additionalMemberFour: 'Additional Member 4',
  additionalMemberFive: 'Additional Member 5',
  additionalMemberSix: 'Additional Member 6',
  juniorMemberOne: 'Junior Member 1',
  juniorMemberTwo: 'Junior Member 2',
  juniorMemberThree: 'Junior Member 3',
  juniorMemberFour: 'Junior Member 4',
  juniorMemberFive: 'Junior Member 5',
  juniorMemberSix: 'Junior Member 6',
  programInformation: 'Program Information',
  payment: 'Payment',
};
