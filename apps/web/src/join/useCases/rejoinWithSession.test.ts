// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '@clubjoin/contract/signedInCookie';
import { getContentClubs } from '@clubjoin/contract/content';
import { type ExistingMembership, getExistingMembership } from '@clubjoin/contract/membership';
import { postLog } from '@clubjoin/contract/logs';
import { getClubCategories, SaleCategory } from '@clubjoin/contract/product';
import { applicableSteps } from '@clubjoin/domain/wizard/applicableSteps';
import { failure, setupFakeApi } from '../../testing/fakeApi';
import { expireCookie, writeSessionCookie } from '../cookies/cookieJar';
import { LISTED_CLUB } from '../navigation/clubSync.fixture';
import { expireSession } from '../session/expireSession';
import { initializeFromLink } from '../steps/initializeFromLink';
import { membershipStore } from '../stores/membershipStore';
import { wizardFlowState } from '../stores/wizardFlowState';
import { callTracker } from '../../api/callTracker';

/**
 * A signed-in member entering /join is the spec's rejoin (product/club-and-entry.md#initialize,
 * product/accounts-and-sign-in.md#rejoin): rejoin is true when an SSO cookie exists and the
 * existing-membership lookup succeeds.
 */
const api = setupFakeApi();

const club = { ...LISTED_CLUB, mmsClubId: '5', marketingClubName: 'Chanhassen, MN' };

function membership(
  membershipStatus: ExistingMembership['membershipStatus'],
  terminationReason: string | null = null,
): ExistingMembership {
  const person: ExistingMembership['primaryMember'] = {
    memberId: '4100021',
    partyId: 'party-robin',
    firstName: 'Robin',
    lastName: 'Hale',
    dateOfBirth: '1984-03-09',
    email: 'rejoin.voluntary@example.com',
    phoneNumber: '9525550142',
    gender: 'Female',
    street: '1 Main St',
    city: 'Chanhassen',
    state: 'MN',
    country: 'US',
    zip: '55317',
  };
  return {
    membershipStatus,
    terminationReason,
    isDigital: false,
    isFreemium: false,
    primaryMember: person,
    additionalMembers: [],
    juniorMembers: [],
  };
}

/** The steps the sale shows now (product/wizard.md#steps-each-flow-drops). */
const stepsShown = () => applicableSteps(wizardFlowState(membershipStore.getState()));
const ACCOUNT_STEPS = ['getStarted', 'logIn', 'createAccount'];

/** Club 5's everyday sale: the link names no category, so initialize opens the default one. */
const MEMBERSHIP_CATEGORY = SaleCategory.parse({
  category: 'membership',
  name: 'Memberships',
  productType: 'Monthly',
  flows: [],
  selectedMembershipName: 'Monthly',
  default: true,
  opensWithCoupon: false,
  linkToken: null,
});

beforeEach(() => {
  api.answer(getContentClubs, [club]);
  api.answer(getClubCategories, { mmsClubId: '5', categories: [MEMBERSHIP_CATEGORY] });
  api.answer(postLog, null);
});

afterEach(() => {
  expireCookie(SIGNED_IN_COOKIE);
  expireSession();
});

describe('a signed-in member opening /join?clubId=5', () => {
  beforeEach(() => writeSessionCookie(SIGNED_IN_COOKIE, '1'));

  it('is a rejoin: no account steps, the session’s party, the membership’s members on offer', async () => {
    api.answer(getExistingMembership, membership('Terminated', 'Moved'));
    const { target } = await initializeFromLink('?clubId=5');
    expect(target).toEqual({ kind: 'step', step: 'clubLocation' });
    const state = membershipStore.getState();
    expect(state.rejoin).toBe(true);
    expect(state.memberAccount).toMatchObject({
      username: 'rejoin.voluntary@example.com',
      partyId: 'party-robin',
      memberId: '4100021',
    });
    expect(state.previousMembership?.primaryMember.firstName).toBe('Robin');
    for (const step of ACCOUNT_STEPS) expect(stepsShown()).not.toContain(step);
    // The lookup lists former juniors now 14 or older among the adults.
    expect((await api.calls(getExistingMembership))[0]?.query).toEqual({
      adjustMemberTypes: true,
    });
  });

  it.each([
    ['an active membership', membership('Active')],
    ['an involuntary termination', membership('Terminated', 'Involuntary')],
  ])('is no rejoin with %s: Get Started says why, as for any account', async (_, found) => {
    api.answer(getExistingMembership, found);
    await initializeFromLink('?clubId=5');
    expect(membershipStore.getState().rejoin).toBe(false);
    expect(stepsShown()).toContain('getStarted');
    expect(membershipStore.getState().previousMembership).toBeUndefined();
  });

  it.each([
    ['a session that has ended', 401, 'Expired SSO Session'],
    ['an account without a membership', 404, 'No membership was found for this account.'],
  ])('is no rejoin, and no error, for %s', async (_, status, message) => {
    api.answer(getExistingMembership, failure(status, message));
    await initializeFromLink('?clubId=5');
    expect(membershipStore.getState().rejoin).toBe(false);
    expect(stepsShown()).toContain('getStarted');
    expect(Object.keys(callTracker.getState().errors)).toEqual([]);
  });
});

it('asks nothing without the sign of a session: a visitor is no rejoin', async () => {
  await initializeFromLink('?clubId=5');
  expect(await api.calls(getExistingMembership)).toEqual([]);
  expect(membershipStore.getState().rejoin).toBe(false);
});
