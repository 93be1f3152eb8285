// @vitest-environment happy-dom
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { expireSession } from '../session/expireSession';
import { readCurrentStep, writeCurrentStep } from '../session/currentStep';
import { guardStepLoad } from './guardStepLoad';

afterEach(expireSession);

/** The guard's answer to a load of `path`: where it redirects (or null), and the stored step after. */
function load(path: string, stored: WizardStep | undefined) {
  if (stored) writeCurrentStep(stored);
  const request = new Request(`http://clubjoin.test${path}`);
  const answer = guardStepLoad({ request, params: {}, context: {} } as LoaderFunctionArgs);
  return { redirect: answer?.headers.get('location') ?? null, stored: readCurrentStep() };
}

describe('the page-load guard on each entry (01 §4 "Step state")', () => {
  it.each<[string, string, WizardStep | undefined, ReturnType<typeof load>]>([
    [
      'the stored step shows',
      '/join/members',
      'addMembers',
      { redirect: null, stored: 'addMembers' },
    ],
    [
      'a later step redirects to the stored one',
      '/join/summary',
      'addMembers',
      { redirect: '/join/members', stored: 'addMembers' },
    ],
    [
      'an earlier step becomes the current step',
      '/join/club',
      'addMembers',
      { redirect: null, stored: 'clubLocation' },
    ],
    [
      'the entry page starts over',
      '/join?clubId=12',
      'addMembers',
      { redirect: null, stored: 'initialize' },
    ],
    [
      'with no stored step, a later page goes to the entry, keeping the link’s parameters',
      '/join/members?clubId=12&adultQuantity=2',
      undefined,
      { redirect: '/join?clubId=12&adultQuantity=2', stored: undefined },
    ],
    [
      'a page that is no step goes to club choice',
      '/join/anything',
      'addMembers',
      { redirect: '/join/club', stored: 'clubLocation' },
    ],
  ])('%s', (_rule, path, stored, outcome) => {
    expect(load(path, stored)).toEqual(outcome);
  });

  it('reads a cookie naming no step as no stored step', () => {
    document.cookie = 'lt-oms-current-step=checkout; path=/';

    expect(load('/join/members', undefined).redirect).toBe('/join');
  });
});
