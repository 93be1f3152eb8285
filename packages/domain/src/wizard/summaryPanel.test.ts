import { describe, expect, it } from 'vitest';
import type { StepPlanState } from './applicableSteps';
import type { EditLinkState } from './editLinks';
import { summaryPanel } from './summaryPanel';
import type { WizardStep } from './steps';

type PanelState = StepPlanState & EditLinkState;
const prospect: PanelState = {
  flows: [],
  experienceType: 'prospect',
  rejoin: false,
  existingAccount: false,
  productType: 'Monthly',
  hasAddOns: true,
  adults: 1,
  juniors: 0,
};

/** The panel as label → clickable, the shape the spec speaks in. */
const clickable = (state: PanelState, current: WizardStep) =>
  Object.fromEntries(summaryPanel(state, current).map((item) => [item.label, item.clickable]));

describe('the membership summary side panel (product/wizard.md#summary-panel)', () => {
  it('lists each applying step with its target and status', () => {
    expect(summaryPanel(prospect, 'addOns')).toEqual([
      { label: 'Club Location', step: 'clubLocation', status: 'complete', clickable: true },
      { label: 'Members', step: 'addMembers', status: 'complete', clickable: true },
      { label: 'Membership', step: 'membershipProducts', status: 'complete', clickable: true },
      { label: 'Dynamic Package', step: 'addOns', status: 'in-progress', clickable: false },
    ]);
  });

  it.each<[string, PanelState, WizardStep, Record<string, boolean>]>([
    [
      'later steps are not clickable',
      prospect,
      'addMembers',
      { 'Club Location': true, Members: false, Membership: false, 'Dynamic Package': false },
    ],
    [
      'Interests never appears, as it never applies',
      { ...prospect, flows: ['Waitlist'] },
      'payment',
      { 'Club Location': true, Members: true, Membership: true, 'Dynamic Package': true },
    ],
    [
      'Club Location does not appear in Digital',
      { ...prospect, flows: ['Digital'], productType: 'Digital' },
      'payment',
      { Members: true, Membership: true, 'Dynamic Package': true },
    ],
    [
      'Membership does not appear in the short flows',
      { ...prospect, flows: ['ShortTerm'], productType: 'ShortTerm' },
      'payment',
      { 'Club Location': true, Members: true, 'Dynamic Package': true },
    ],
    [
      'Dynamic Package does not appear for a product without add-ons',
      { ...prospect, hasAddOns: false },
      'payment',
      { 'Club Location': true, Members: true, Membership: true },
    ],
    [
      'only Club Location appears for a Day Pass, and it is not clickable',
      { ...prospect, flows: ['DayPass'], productType: 'DayPass' },
      'payment',
      { 'Club Location': false },
    ],
    [
      'Club Location appears but is not clickable in Qualified',
      { ...prospect, flows: ['Qualified'], productType: 'MonthlyQualified' },
      'payment',
      { 'Club Location': false, Members: true, Membership: true, 'Dynamic Package': true },
    ],
    [
      'in DigitalStudio, Members does not appear and Club Location is not clickable',
      { ...prospect, flows: ['DigitalStudio'], productType: 'Digital', adults: 1 },
      'payment',
      { 'Club Location': false, Membership: true, 'Dynamic Package': true },
    ],
  ])('%s', (_rule, state, current, expected) => {
    expect(clickable(state, current)).toEqual(expected);
  });
});
