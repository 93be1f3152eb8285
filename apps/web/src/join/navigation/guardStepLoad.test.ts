// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { getContentClub } from '@clubjoin/contract/content';
import { postLog } from '@clubjoin/contract/logs';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { failure, setupFakeApi } from '../../testing/fakeApi';
import { expireSession } from '../session/expireSession';
import { readCurrentStep, writeCurrentStep } from '../session/currentStep';
import { clubStore } from '../stores/clubStore';
import { LISTED_CLUB } from './clubSync.fixture';
import { guardStepLoad } from './guardStepLoad';

const api = setupFakeApi();

afterEach(expireSession);

/** The guard's answer to a load of `path`: where it redirects (or null), and the stored step after. */
async function load(path: string, stored: WizardStep | undefined) {
  if (stored) writeCurrentStep(stored);
  const { pathname, search } = new URL(`http://clubjoin.test${path}`);
  const redirect = await guardStepLoad(pathname, search, new AbortController().signal);
  return { redirect, stored: readCurrentStep() };
}

describe('the page-load guard on each entry (product/wizard.md#page-loads-and-the-current-step)', () => {
  it.each<[string, string, WizardStep | undefined, Awaited<ReturnType<typeof load>>]>([
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
  ])('%s', async (_rule, path, stored, outcome) => {
    expect(await load(path, stored)).toEqual(outcome);
  });

  it('reads a cookie naming no step as no stored step', async () => {
    document.cookie = 'lt-oms-current-step=checkout; path=/';

    expect((await load('/join/members', undefined)).redirect).toBe('/join');
  });
});

describe('the chosen club on each step load (product/wizard.md#page-loads-and-the-current-step)', () => {
  it('takes the club record the list holds now', async () => {
    clubStore.setState({ club: { mmsClubId: '5', marketingClubName: 'Old name', country: 'US' } });
    api.answer(getContentClub, LISTED_CLUB);

    expect(await load('/join/members', 'addMembers')).toEqual({
      redirect: null,
      stored: 'addMembers',
    });
    expect(await api.requests()).toEqual(['GET /api/content/clubs/5']);
    expect(clubStore.getState().club?.marketingClubName).toBe('Chanhassen, MN');
  });

  it('sends a club the list no longer holds to club choice, saying why', async () => {
    clubStore.setState({ club: { mmsClubId: '77', marketingClubName: 'Gone', country: 'US' } });
    api.answer(getContentClub, failure(404, 'No club 77'));

    expect(await load('/join/membership', 'membershipProducts')).toEqual({
      redirect: '/join/club?notice=clubUnavailable',
      stored: 'clubLocation',
    });
    expect(clubStore.getState().club).toBeUndefined();
  });

  it('shows the step with the stored club when the club cannot be read', async () => {
    const club = { mmsClubId: '5', marketingClubName: 'Chanhassen, MN', country: 'US' };
    clubStore.setState({ club });
    api.answer(getContentClub, failure(503, 'Down'));
    // The failure is sent to the server's log.
    api.answer(postLog, null);

    expect((await load('/join/members', 'addMembers')).redirect).toBeNull();
    expect(clubStore.getState().club).toEqual(club);
  });

  it('reads no club on the steps before a club is chosen', async () => {
    clubStore.setState({
      club: { mmsClubId: '5', marketingClubName: 'Chanhassen', country: 'US' },
    });

    await load('/join/club', 'addMembers');

    expect(await api.requests()).toEqual([]);
  });
});
