import { describe, expect, it } from 'vitest';
import type { StepStatus } from './stepHeader';
import { STEP_HEADER_ITEMS, stepHeader, stepStatus } from './stepHeader';
import type { WizardStep } from './steps';

describe('the step-list header (product/wizard.md#step-list)', () => {
  it('lists Club Location, Members, Interests, Membership', () => {
    expect(STEP_HEADER_ITEMS.map((item) => item.label)).toEqual([
      'Club Location',
      'Members',
      'Interests',
      'Membership',
    ]);
  });

  it.each<[WizardStep, StepStatus[]]>([
    // current step → Club Location, Members, Interests, Membership
    ['initialize', ['in-progress', 'pending', 'pending', 'pending']],
    ['clubLocation', ['in-progress', 'pending', 'pending', 'pending']],
    ['addMembers', ['complete', 'in-progress', 'pending', 'pending']],
    ['interests', ['complete', 'complete', 'in-progress', 'pending']],
    ['membershipProducts', ['complete', 'complete', 'complete', 'in-progress']],
    ['membershipSummary', ['complete', 'complete', 'complete', 'in-progress']],
    ['getStarted', ['complete', 'complete', 'complete', 'in-progress']],
    ['payment', ['complete', 'complete', 'complete', 'in-progress']],
  ])('on %s reads %j', (current, statuses) => {
    expect(stepHeader(current)).toEqual(
      STEP_HEADER_ITEMS.map((item, i) => ({ label: item.label, status: statuses[i] })),
    );
  });
});

describe('step status (product/wizard.md#page-loads-and-the-current-step)', () => {
  it.each<[WizardStep, WizardStep, StepStatus]>([
    ['clubLocation', 'addOns', 'complete'],
    ['addOns', 'addOns', 'in-progress'],
    ['payment', 'addOns', 'pending'],
  ])('%s seen from %s is %s', (step, current, status) => {
    expect(stepStatus(step, current)).toBe(status);
  });
});
