import { describe, expect, it } from 'vitest';
import type { Flow } from '../vocabulary';
import type { StepPlanState } from './applicableSteps';
import { applicableSteps } from './applicableSteps';
import type { StepStatus } from './stepHeader';
import { STEP_HEADER_ITEMS, stepHeader, stepStatus } from './stepHeader';
import type { WizardStep } from './steps';

/** A new prospect with no flow, one adult, no juniors and no product yet. */
const prospect: StepPlanState = {
  flows: [],
  experienceType: 'prospect',
  rejoin: false,
  existingAccount: false,
  hasAddOns: undefined,
  adults: 1,
  juniors: 0,
};
const inFlows = (...flows: Flow[]): StepPlanState => ({ ...prospect, flows });

/** The header as 'label status', the way a person hears it. */
const read = (state: StepPlanState, current: WizardStep) =>
  stepHeader(state, current).map((item) => `${item.label} ${item.status}`);

describe('the step-list header (product/wizard.md#step-list)', () => {
  it('names Club Location, Members, Interests, Membership', () => {
    expect(STEP_HEADER_ITEMS.map((item) => item.label)).toEqual([
      'Club Location',
      'Members',
      'Interests',
      'Membership',
    ]);
  });

  it.each<[WizardStep, string[]]>([
    ['initialize', ['Club Location pending', 'Members pending', 'Membership pending']],
    ['clubLocation', ['Club Location in-progress', 'Members pending', 'Membership pending']],
    ['addMembers', ['Club Location complete', 'Members in-progress', 'Membership pending']],
    [
      'membershipProducts',
      ['Club Location complete', 'Members complete', 'Membership in-progress'],
    ],
    ['membershipSummary', ['Club Location complete', 'Members complete', 'Membership in-progress']],
    ['payment', ['Club Location complete', 'Members complete', 'Membership in-progress']],
  ])('on %s, for a new prospect, reads %j', (current, header) => {
    expect(read(prospect, current)).toEqual(header);
  });

  it('never lists Interests, which is always dropped, so never ticks it', () => {
    for (const step of applicableSteps(prospect)) {
      expect(stepHeader(prospect, step).map((item) => item.label)).not.toContain('Interests');
    }
  });

  it.each<[string, StepPlanState, WizardStep, string[]]>([
    [
      'Digital: no Club Location',
      inFlows('Digital'),
      'membershipSummary',
      ['Members complete', 'Membership in-progress'],
    ],
    [
      'DayPass: no Members, the Membership item covers the summary to payment',
      inFlows('DayPass'),
      'membershipSummary',
      ['Club Location complete', 'Membership in-progress'],
    ],
    [
      'PickleballOnly: no Members',
      inFlows('PickleballOnly'),
      'payment',
      ['Club Location complete', 'Membership in-progress'],
    ],
    [
      'DigitalStudio: no Members',
      inFlows('DigitalStudio'),
      'membershipSummary',
      ['Club Location complete', 'Membership in-progress'],
    ],
    [
      'ShortTerm, cards dropped: Membership is in progress from the summary',
      inFlows('ShortTerm'),
      'addMembers',
      ['Club Location complete', 'Members in-progress', 'Membership pending'],
    ],
    [
      'Digital and DayPass together: only Membership',
      inFlows('Digital', 'DayPass'),
      'payment',
      ['Membership in-progress'],
    ],
  ])('%s', (_name, state, current, header) => {
    expect(read(state, current)).toEqual(header);
  });

  it.each<Flow[]>([[], ['Digital'], ['DayPass'], ['ShortTerm'], ['DigitalStudio'], ['Waitlist']])(
    'in the flows %j ticks only steps the flow walks',
    (...flows) => {
      const state = inFlows(...flows);
      const walked = applicableSteps(state);
      for (const current of walked) {
        for (const item of stepHeader(state, current)) {
          const covered = STEP_HEADER_ITEMS.find((header) => header.label === item.label)?.steps;
          expect((covered as readonly WizardStep[]).some((step) => walked.includes(step))).toBe(
            true,
          );
        }
      }
    },
  );
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
