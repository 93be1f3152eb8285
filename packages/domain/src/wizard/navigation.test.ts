import { describe, expect, it } from 'vitest';
import type { StepPlanState } from './applicableSteps';
import type { NavigationTarget } from './navigation';
import { BACK_LABEL, backTarget, nextMove, targetPageDriver, targetUrl } from './navigation';
import type { WizardStep } from './steps';

const prospect: StepPlanState = {
  flows: [],
  experienceType: 'prospect',
  rejoin: false,
  existingAccount: false,
  hasAddOns: undefined,
  adults: 1,
  juniors: 0,
};
const employee: StepPlanState = { ...prospect, experienceType: 'employee' };
const step = (name: WizardStep): NavigationTarget => ({ kind: 'step', step: name });

describe('the next button (product/wizard.md#next-and-back)', () => {
  it.each<[string, StepPlanState, WizardStep, WizardStep]>([
    ['initialize goes to the first step', prospect, 'initialize', 'clubLocation'],
    ['interests is skipped', prospect, 'addMembers', 'membershipProducts'],
    ['summary leads to get started', prospect, 'membershipSummary', 'getStarted'],
    ['a new account is created', prospect, 'getStarted', 'createAccount'],
    ['an existing account logs in', { ...prospect, existingAccount: true }, 'getStarted', 'logIn'],
    [
      'a product without add-ons skips addOns',
      { ...prospect, hasAddOns: false },
      'membershipProducts',
      'membershipSummary',
    ],
    [
      'add-ons lead to the packages of a product with packages',
      { ...prospect, hasAddOns: true, hasPackages: true },
      'addOns',
      'experiencePackages',
    ],
    [
      'packages lead to the summary',
      { ...prospect, hasPackages: true },
      'experiencePackages',
      'membershipSummary',
    ],
    [
      'a product with packages and no add-ons goes from the cards to the packages',
      { ...prospect, hasAddOns: false, hasPackages: true },
      'membershipProducts',
      'experiencePackages',
    ],
    [
      'a second adult gets a step',
      { ...prospect, adults: 2 },
      'membershipAddress',
      'additionalMemberTwo',
    ],
    [
      'juniors follow the adults',
      { ...prospect, adults: 2, juniors: 1 },
      'additionalMemberTwo',
      'juniorMemberOne',
    ],
    [
      'a dropped current step still moves on',
      { ...prospect, flows: ['Digital'] },
      'clubLocation',
      'addMembers',
    ],
  ])('%s', (_rule, state, current, next) => {
    expect(nextMove(state, current)?.target).toEqual(step(next));
  });

  it.each<[string, StepPlanState, WizardStep, string]>([
    ["reads 'Payment' before payment", prospect, 'programInformation', 'Payment'],
    [
      "reads 'Payment' before payment when programInformation is dropped",
      { ...prospect, flows: ['CorpSales'] },
      'membershipAddress',
      'Payment',
    ],
    [
      "reads 'Move Forward' before payment in the Waitlist flow",
      { ...prospect, flows: ['Waitlist'] },
      'programInformation',
      'Move Forward',
    ],
    ["reads 'Move Forward' before other steps", prospect, 'membershipAddress', 'Move Forward'],
    ["reads 'Move Forward' on the first step", prospect, 'clubLocation', 'Move Forward'],
    [
      "reads 'Payment' before the employee's review-payment page",
      employee,
      'programInformation',
      'Payment',
    ],
  ])('%s', (_rule, state, current, label) => {
    expect(nextMove(state, current)?.label).toBe(label);
  });

  it('moves on to payment with the staging cue and no SSO cookie removal for a new join', () => {
    expect(nextMove(prospect, 'programInformation')).toEqual({
      target: step('payment'),
      label: 'Payment',
      toPayment: true,
      removeSsoCookie: false,
    });
  });

  it('removes the SSO cookie before payment on the rejoin path only', () => {
    const rejoin = { ...prospect, rejoin: true };
    expect(nextMove(rejoin, 'programInformation')?.removeSsoCookie).toBe(true);
    expect(nextMove(rejoin, 'membershipAddress')).toEqual({
      target: step('programInformation'),
      label: 'Move Forward',
      toPayment: false,
      removeSsoCookie: false,
    });
  });

  it('ends the employee experience at the sales review-payment page instead of payment', () => {
    expect(nextMove(employee, 'programInformation')).toEqual({
      target: { kind: 'page', page: 'salesReviewPayment' },
      label: 'Payment',
      toPayment: true,
      removeSsoCookie: false,
    });
  });

  it('keeps the seller signed in before payment on a rejoin at the club’s desk', () => {
    expect(nextMove({ ...employee, rejoin: true }, 'programInformation')).toEqual({
      target: { kind: 'page', page: 'salesReviewPayment' },
      label: 'Payment',
      toPayment: true,
      removeSsoCookie: false,
    });
  });

  it('has nowhere to go from payment', () => {
    expect(nextMove(prospect, 'payment')).toBeUndefined();
  });
});

describe('the back button (product/wizard.md#next-and-back)', () => {
  it("reads 'Back'", () => {
    expect(BACK_LABEL).toBe('Back');
  });

  it.each<[string, StepPlanState, WizardStep, NavigationTarget]>([
    ['goes to the previous step', prospect, 'addMembers', step('clubLocation')],
    ['skips dropped steps', prospect, 'membershipProducts', step('addMembers')],
    [
      'goes back to log in for an existing account',
      { ...prospect, existingAccount: true },
      'primaryMemberInfo',
      step('logIn'),
    ],
    [
      'goes back from payment to the last step before it',
      prospect,
      'payment',
      step('programInformation'),
    ],
    [
      'with no previous step goes to the club locator',
      prospect,
      'clubLocation',
      { kind: 'page', page: 'locateAClub' },
    ],
    [
      'with no previous step in Digital goes to the club locator',
      { ...prospect, flows: ['Digital'] },
      'addMembers',
      { kind: 'page', page: 'locateAClub' },
    ],
    [
      'with no previous step goes to settings for employees',
      employee,
      'clubLocation',
      { kind: 'page', page: 'salesSettings' },
    ],
    [
      'never goes back to initialize',
      prospect,
      'initialize',
      { kind: 'page', page: 'locateAClub' },
    ],
  ])('%s', (_rule, state, current, target) => {
    expect(backTarget(state, current)).toEqual(target);
  });
});

describe('navigation targets as pages (product/wizard.md#page-drivers-and-addresses)', () => {
  it.each<[NavigationTarget, string, string]>([
    [step('clubLocation'), 'locateAClub', '/join/club'],
    [step('payment'), 'salesPayment', '/join/payment'],
    [
      { kind: 'page', page: 'salesReviewPayment' },
      'salesReviewPayment',
      '/club-sales/review-payment',
    ],
    [{ kind: 'page', page: 'salesSettings' }, 'salesSettings', '/club-sales/settings'],
    [{ kind: 'page', page: 'locateAClub' }, 'locateAClub', '/join/club'],
  ])('%j loads %s at %s', (target, driver, url) => {
    expect(targetPageDriver(target)).toBe(driver);
    expect(targetUrl(target)).toBe(url);
  });

  it('appends a suffix to the URL', () => {
    expect(targetUrl(step('payment'), '?time=5')).toBe('/join/payment?time=5');
  });
});
