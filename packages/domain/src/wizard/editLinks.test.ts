import { describe, expect, it } from 'vitest';
import type { Flow, ProductType } from '../vocabulary';
import { showsEditLink } from './editLinks';
import type { WizardStep } from './steps';

describe('edit links (product/wizard.md#edit-links)', () => {
  it.each<[string, Flow[], ProductType | undefined, WizardStep, WizardStep, boolean]>([
    // rule, flows, product type, current step, linked step, shows a link
    ['a previous step shows a link', [], 'Monthly', 'payment', 'addMembers', true],
    ['the step just before shows a link', [], 'Monthly', 'addOns', 'membershipProducts', true],
    ['the current step shows none', [], 'Monthly', 'addOns', 'addOns', false],
    ['a later step shows none', [], 'Monthly', 'addMembers', 'membershipSummary', false],
    [
      'no product chosen yet still shows links',
      [],
      undefined,
      'membershipProducts',
      'clubLocation',
      true,
    ],
    ['a Day Pass product shows none', ['DayPass'], 'DayPass', 'payment', 'clubLocation', false],
    [
      'a Day Pass product shows none on any step',
      [],
      'DayPass',
      'payment',
      'membershipSummary',
      false,
    ],
    [
      'membershipProducts: none in ShortTerm',
      ['ShortTerm'],
      'ShortTerm',
      'payment',
      'membershipProducts',
      false,
    ],
    [
      'membershipProducts: none in Employee',
      ['Employee'],
      'Employee',
      'payment',
      'membershipProducts',
      false,
    ],
    [
      'membershipProducts: none in ClubOnly',
      ['ClubOnly'],
      'ClubOnly',
      'payment',
      'membershipProducts',
      false,
    ],
    [
      'membershipProducts: none in ExecutiveSignature',
      ['ExecutiveSignature'],
      'Monthly',
      'payment',
      'membershipProducts',
      false,
    ],
    [
      'membershipProducts: shown in Waitlist',
      ['Waitlist'],
      'Monthly',
      'payment',
      'membershipProducts',
      true,
    ],
    [
      'clubLocation: none in Qualified',
      ['Qualified'],
      'MonthlyQualified',
      'payment',
      'clubLocation',
      false,
    ],
    ['clubLocation: none in Employee', ['Employee'], 'Employee', 'payment', 'clubLocation', false],
    [
      'clubLocation: none in DigitalStudio',
      ['DigitalStudio'],
      'Digital',
      'payment',
      'clubLocation',
      false,
    ],
    ['clubLocation: shown in CorpSales', ['CorpSales'], 'Monthly', 'payment', 'clubLocation', true],
    [
      'addMembers: none in DigitalStudio',
      ['DigitalStudio'],
      'Digital',
      'payment',
      'addMembers',
      false,
    ],
    [
      'addMembers: none in PickleballOnly',
      ['PickleballOnly'],
      'PickleballOnly',
      'payment',
      'addMembers',
      false,
    ],
    ['addMembers: shown in Employee', ['Employee'], 'Employee', 'payment', 'addMembers', true],
    [
      'other steps: shown in Qualified',
      ['Qualified'],
      'MonthlyQualified',
      'payment',
      'addOns',
      true,
    ],
  ])('%s', (_rule, flows, productType, current, step, expected) => {
    expect(showsEditLink({ flows, productType }, current, step)).toBe(expected);
  });
});
