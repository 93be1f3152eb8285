import { describe, expect, it } from 'vitest';
import type { PageLoadDecision } from './pageLoadGuard';
import { CURRENT_STEP_COOKIE, guardPageLoad } from './pageLoadGuard';
import type { WizardStep } from './steps';

describe('the page-load guard (product/wizard.md#page-loads-and-the-current-step)', () => {
  it('keeps the current step in the lt-oms-current-step cookie', () => {
    expect(CURRENT_STEP_COOKIE).toBe('lt-oms-current-step');
  });

  it.each<[string, WizardStep | undefined, WizardStep | undefined, PageLoadDecision]>([
    [
      'a later page redirects to the stored step',
      'payment',
      'addOns',
      { kind: 'redirect', step: 'addOns' },
    ],
    [
      'the next page redirects too',
      'membershipSummary',
      'addOns',
      { kind: 'redirect', step: 'addOns' },
    ],
    [
      'an earlier page resets the state to it',
      'addMembers',
      'addOns',
      { kind: 'reset', step: 'addMembers' },
    ],
    [
      'the entry page resets to initialize',
      'initialize',
      'payment',
      { kind: 'reset', step: 'initialize' },
    ],
    ['the stored page stays', 'addOns', 'addOns', { kind: 'stay', step: 'addOns' }],
    ['a page matching no step goes to club choice', undefined, 'addOns', { kind: 'chooseClub' }],
    ['no page and no cookie goes to club choice', undefined, undefined, { kind: 'chooseClub' }],
    [
      'with no cookie a later page redirects to the entry',
      'payment',
      undefined,
      { kind: 'redirect', step: 'initialize' },
    ],
    [
      'with no cookie the entry page stays',
      'initialize',
      undefined,
      { kind: 'stay', step: 'initialize' },
    ],
  ])('%s', (_rule, requested, stored, decision) => {
    expect(guardPageLoad(requested, stored)).toEqual(decision);
  });
});
