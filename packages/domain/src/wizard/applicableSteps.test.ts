import { describe, expect, it } from 'vitest';
import type { Flow } from '../vocabulary';
import type { StepPlanState } from './applicableSteps';
import {
  applicableSteps,
  asksProgramInformation,
  purchaserFlowOf,
  stepApplies,
} from './applicableSteps';
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

const baseSteps = applicableSteps(prospect);
const without = (steps: readonly WizardStep[], remove: readonly WizardStep[]) =>
  steps.filter((step) => !remove.includes(step));

describe('steps that apply (product/wizard.md#steps-each-flow-drops)', () => {
  it('walks a new prospect with one adult through these steps', () => {
    expect(baseSteps).toEqual([
      'initialize',
      'clubLocation',
      'addMembers',
      'membershipProducts',
      'addOns',
      'membershipSummary',
      'getStarted',
      'createAccount',
      'primaryMemberInfo',
      'membershipAddress',
      'programInformation',
      'payment',
    ]);
  });

  it.each<[string, Partial<StepPlanState>, WizardStep[], WizardStep[]]>([
    // rule, change from the new prospect, steps removed, steps added
    ['CorpSales drops programInformation', { flows: ['CorpSales'] }, ['programInformation'], []],
    ['Qualified drops programInformation', { flows: ['Qualified'] }, ['programInformation'], []],
    ['ShortTerm drops membershipProducts', { flows: ['ShortTerm'] }, ['membershipProducts'], []],
    ['Employee drops membershipProducts', { flows: ['Employee'] }, ['membershipProducts'], []],
    ['ClubOnly drops membershipProducts', { flows: ['ClubOnly'] }, ['membershipProducts'], []],
    [
      'ExecutiveSignature drops membershipProducts',
      { flows: ['ExecutiveSignature'] },
      ['membershipProducts'],
      [],
    ],
    ['Waitlist drops nothing', { flows: ['Waitlist'] }, [], []],
    [
      'a rejoin drops getStarted and createAccount',
      { rejoin: true },
      ['getStarted', 'createAccount'],
      [],
    ],
    [
      'a rejoin with an existing account drops logIn too',
      { rejoin: true, existingAccount: true },
      ['getStarted', 'createAccount'],
      [],
    ],
    [
      'an existing account drops createAccount and keeps logIn',
      { existingAccount: true },
      ['createAccount'],
      ['logIn'],
    ],
    [
      'an existing account drops createAccount and logIn for employees',
      { existingAccount: true, experienceType: 'employee' },
      ['createAccount'],
      [],
    ],
    [
      'DayPass drops addMembers, membershipProducts and addOns',
      { flows: ['DayPass'] },
      ['addMembers', 'membershipProducts', 'addOns'],
      [],
    ],
    [
      'PickleballOnly drops addMembers, membershipProducts and addOns',
      { flows: ['PickleballOnly'] },
      ['addMembers', 'membershipProducts', 'addOns'],
      [],
    ],
    ['Digital drops clubLocation', { flows: ['Digital'] }, ['clubLocation'], []],
    ['DigitalStudio drops addMembers', { flows: ['DigitalStudio'] }, ['addMembers'], []],
    ['a product without add-ons drops addOns', { hasAddOns: false }, ['addOns'], []],
    ['a product with add-ons keeps addOns', { hasAddOns: true }, [], []],
    [
      'a product with packages adds experiencePackages',
      { hasPackages: true },
      [],
      ['experiencePackages'],
    ],
    ['a product without packages shows none', { hasPackages: false }, [], []],
    [
      'DayPass drops experiencePackages whatever the product',
      { flows: ['DayPass'], hasPackages: true },
      ['addMembers', 'membershipProducts', 'addOns'],
      [],
    ],
    ['the Purchaser flow keeps purchaser', { flows: ['Purchaser'] }, [], ['purchaser']],
    ['the PurchaserChild flow keeps purchaser', { flows: ['PurchaserChild'] }, [], ['purchaser']],
    [
      'the Purchaser flow drops purchaser for employees',
      { flows: ['Purchaser'], experienceType: 'employee' },
      [],
      [],
    ],
    [
      'PurchaserChild for employees drops addMembers, getStarted and createAccount (and purchaser)',
      { flows: ['PurchaserChild'], experienceType: 'employee' },
      ['addMembers', 'getStarted', 'createAccount'],
      [],
    ],
    ['the employee experience alone drops nothing more', { experienceType: 'employee' }, [], []],
    ['2 adults keep one additional-member step', { adults: 2 }, [], ['additionalMemberTwo']],
    [
      '4 adults keep three additional-member steps',
      { adults: 4 },
      [],
      ['additionalMemberTwo', 'additionalMemberThree', 'additionalMemberFour'],
    ],
    [
      '6 adults keep all five additional-member steps',
      { adults: 6 },
      [],
      [
        'additionalMemberTwo',
        'additionalMemberThree',
        'additionalMemberFour',
        'additionalMemberFive',
        'additionalMemberSix',
      ],
    ],
    ['1 junior keeps one junior step', { juniors: 1 }, [], ['juniorMemberOne']],
    [
      '3 juniors keep three junior steps',
      { juniors: 3 },
      [],
      ['juniorMemberOne', 'juniorMemberTwo', 'juniorMemberThree'],
    ],
    [
      '6 juniors keep all six junior steps',
      { juniors: 6 },
      [],
      [
        'juniorMemberOne',
        'juniorMemberTwo',
        'juniorMemberThree',
        'juniorMemberFour',
        'juniorMemberFive',
        'juniorMemberSix',
      ],
    ],
  ])('%s', (_rule, change, removed, added) => {
    const steps = applicableSteps({ ...prospect, ...change });
    expect(without(baseSteps, removed)).toEqual(without(steps, added));
    expect(steps).toEqual(expect.arrayContaining(added));
  });

  it('never keeps logIn without an existing account', () => {
    expect(baseSteps).not.toContain('logIn');
  });

  it('always drops interests, whatever the state', () => {
    const everything: StepPlanState = {
      flows: ['Purchaser', 'Waitlist'],
      experienceType: 'prospect',
      rejoin: false,
      existingAccount: true,
      hasAddOns: true,
      adults: 6,
      juniors: 6,
    };
    expect(applicableSteps(everything)).toHaveLength(24);
    expect(stepApplies(everything, 'interests')).toBe(false);
  });

  it('keeps the steps in wizard order whatever the flows', () => {
    const steps = applicableSteps({
      ...prospect,
      flows: ['Digital', 'Purchaser'],
      adults: 3,
      juniors: 2,
    });
    expect(steps).toEqual([
      'initialize',
      'addMembers',
      'membershipProducts',
      'addOns',
      'membershipSummary',
      'getStarted',
      'createAccount',
      'purchaser',
      'primaryMemberInfo',
      'membershipAddress',
      'additionalMemberTwo',
      'additionalMemberThree',
      'juniorMemberOne',
      'juniorMemberTwo',
      'programInformation',
      'payment',
    ]);
  });

  it.each([
    ['addOns', { hasAddOns: true }, true],
    ['addOns', { hasAddOns: false }, false],
    ['experiencePackages', { hasPackages: true }, true],
    ['experiencePackages', { hasPackages: undefined }, false],
    ['experiencePackages', { flows: ['PickleballOnly'], hasPackages: true }, false],
    ['clubLocation', { flows: ['Digital'] }, false],
  ] as const)('tells whether %s applies', (step, change, expected) => {
    expect(stepApplies({ ...prospect, ...change }, step)).toBe(expected);
  });
});

describe('the purchaser flow a sale follows (product/member-forms.md#purchaser)', () => {
  it.each<[readonly Flow[], string | undefined]>([
    [[], undefined],
    [['Waitlist'], undefined],
    [['Purchaser'], 'Purchaser'],
    [['PurchaserChild'], 'PurchaserChild'],
    [['Purchaser', 'PurchaserChild'], 'PurchaserChild'],
  ])('%j: %s', (flows, flow) => {
    expect(purchaserFlowOf(flows)).toBe(flow);
  });
});

describe('whether a sale asks for program information (product/wizard.md#steps-each-flow-drops)', () => {
  it.each<[readonly Flow[], boolean]>([
    [[], true],
    [['Purchaser'], true],
    [['Qualified'], false],
    [['CorpSales'], false],
  ])('%j: %s', (flows, asks) => {
    expect(asksProgramInformation(flows)).toBe(asks);
    expect(stepApplies({ ...prospect, flows }, 'programInformation')).toBe(asks);
  });
});
