import { describe, expect, it } from 'vitest';
import { WIZARD_STEPS, isWizardStep, stepPosition } from './steps';

describe('wizard steps (product/wizard.md#steps-in-order)', () => {
  it('walks the steps in the order of product/wizard.md#steps-in-order', () => {
    expect(WIZARD_STEPS).toEqual([
      'initialize',
      'clubLocation',
      'addMembers',
      'interests',
      'membershipProducts',
      'addOns',
      'experiencePackages',
      'membershipSummary',
      'getStarted',
      'logIn',
      'createAccount',
      'purchaser',
      'primaryMemberInfo',
      'membershipAddress',
      'additionalMemberTwo',
      'additionalMemberThree',
      'additionalMemberFour',
      'additionalMemberFive',
      'additionalMemberSix',
      'juniorMemberOne',
      'juniorMemberTwo',
      'juniorMemberThree',
      'juniorMemberFour',
      'juniorMemberFive',
      'juniorMemberSix',
      'programInformation',
      'payment',
    ]);
  });

  it.each([
    ['initialize', 0],
    ['clubLocation', 1],
    ['membershipAddress', 13],
    ['payment', 26],
  ] as const)('puts %s at position %i', (step, position) => {
    expect(stepPosition(step)).toBe(position);
  });

  it.each([
    ['payment', true],
    ['juniorMemberSix', true],
    ['salesPayment', false],
    ['Payment', false],
    ['toString', false],
    ['', false],
  ])('reads %j as a step: %s', (text, expected) => {
    expect(isWizardStep(text)).toBe(expected);
  });
});
