// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '@clubjoin/contract/auth';
import { type CouponAnswer, getClubCoupon } from '@clubjoin/contract/coupon';
import { getFlags } from '@clubjoin/contract/flags';
import { stageMembership } from '@clubjoin/contract/staging';
import { DEFAULT_FLAG_VALUES } from '@clubjoin/domain/flags/featureFlags';
import { stepUrl } from '@clubjoin/domain/wizard/pageDrivers';
import { setupFakeApi } from '../../../testing/fakeApi';
import { answerStoredClub } from '../../../testing/storedClub';
import { expireSession } from '../../session/expireSession';
import { alerts, openStep } from '../../openStep.fixture';
import { clubStore } from '../../stores/clubStore';
import { couponStore } from '../../stores/couponStore';
import { membershipStore } from '../../stores/membershipStore';

const api = setupFakeApi();

const parts = [
  {
    formatPartId: 'groupNumber',
    name: 'your Group Number',
    length: 6,
    rule: '[A-Z0-9]{6}',
    errorMessage: 'A Group Number is 6 letters or digits.',
  },
  {
    formatPartId: 'memberNumber',
    name: 'your Member Number',
    length: 9,
    rule: 'M\\d{8}',
    errorMessage: 'A Member Number is M followed by 8 digits.',
  },
];

const coupon: CouponAnswer = {
  kind: 'Program',
  code: 'OPTIFIT',
  promotionName: 'OptiFit Insurance',
  promotionDisplayName: 'OptiFit Insurance',
  promotionIdentifier: 'OPTIFIT_INSURANCE',
  sourcePromotionId: 'SRC-OPTIFIT',
  description: 'OptiFit',
  clientAppAccess: 'All',
  clubIds: ['5'],
  productTypes: ['Monthly'],
  startDateTime: null,
  endDateTime: null,
  promotionEligibilityLink: null,
  partnerProgram: {
    programId: 'OPTI',
    identifierFormat: { formatId: 'OPTI-ID', identifierParts: parts },
  },
  isValid: true,
  verdict: 'valid',
  message: 'The coupon code OPTIFIT is valid.',
};

const staged = {
  additionalMemberPartyIds: [],
  juniorMemberPartyIds: [],
  revisedOrderTotal: 100,
  cartId: 'c',
  magentoCartId: 'm',
  orderId: 'o',
  stagingId: 's',
  partyId: 'p',
  channel: 'Online' as const,
};

const enter = () => openStep('programInformation', '/join/program-information');

const stageCalls = () => api.calls(stageMembership);

beforeEach(() => {
  answerStoredClub(api);
  api.answer(getClubCoupon, coupon);
  api.answer(stageMembership, staged);
  // The payment step reads its feature flags.
  api.answer(getFlags, DEFAULT_FLAG_VALUES);
  clubStore.setState({
    club: { mmsClubId: '5', marketingClubName: 'Chanhassen, MN', country: 'US' },
  });
  membershipStore.setState({
    mmsClubId: '5',
    product: { productId: 'Monthly-1', productType: 'Monthly', hasAddOns: false },
    transaction: { cartId: 'c', magentoCartId: 'm', orderId: 'o' },
  });
});

afterEach(() => {
  cleanup();
  expireSession();
});

describe('program information (product/member-forms.md#program-information)', () => {
  it('asks one field per identifier part with its messages, then saves, stages and goes to payment', async () => {
    couponStore.setState({ coupon: { code: 'OPTIFIT', isValid: true } });
    const { history, user } = await enter();
    await screen.findByRole('heading', {
      level: 1,
      name: 'OptiFit Insurance Program Information',
    });

    await user.type(screen.getByRole('textbox', { name: 'Member Number' }), 'M1234567890');
    await user.click(screen.getByRole('button', { name: 'Payment' }));
    expect(alerts()).toEqual([
      'Please enter your Group Number.',
      'This field must be 9 characters or less.',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Group Number' }));

    await user.type(screen.getByRole('textbox', { name: 'Group Number' }), 'ab-123');
    await user.clear(screen.getByRole('textbox', { name: 'Member Number' }));
    await user.type(screen.getByRole('textbox', { name: 'Member Number' }), 'M12345678');
    await user.click(screen.getByRole('button', { name: 'Payment' }));
    expect(alerts()).toEqual(['A Group Number is 6 letters or digits.']);
    expect(await stageCalls()).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Group Number' }));
    await user.type(screen.getByRole('textbox', { name: 'Group Number' }), 'AB1234');
    await user.click(screen.getByRole('button', { name: 'Payment' }));

    await screen.findByRole('heading', { level: 1, name: 'Payment' });
    expect(history.location.pathname).toBe('/join/payment');
    expect(await stageCalls()).toHaveLength(1);
    expect(membershipStore.getState().partnerProgramIdentifierParts).toEqual({
      programId: 'OPTI',
      formatId: 'OPTI-ID',
      identifierPartValues: [
        { formatPartId: 'groupNumber', value: 'AB1234' },
        { formatPartId: 'memberNumber', value: 'M12345678' },
      ],
    });
  });

  it.each([
    ['reuses saved values that match the parts', ['groupNumber', 'memberNumber'], 'AB1234'],
    ['resets saved values that do not', ['memberNumber', 'groupNumber'], ''],
  ])('%s', async (_, order, shown) => {
    couponStore.setState({ coupon: { code: 'OPTIFIT', isValid: true } });
    membershipStore.setState({
      partnerProgramIdentifierParts: {
        programId: 'OPTI',
        formatId: 'OPTI-ID',
        identifierPartValues: order.map((formatPartId) => ({ formatPartId, value: 'AB1234' })),
      },
    });
    await enter();
    const field = await screen.findByRole('textbox', { name: 'Group Number' });
    expect(field).toHaveProperty('value', shown);
  });

  it('stages and moves on at once when there is no program (product/member-forms.md#submitting-a-member-step), without an old program’s values', async () => {
    membershipStore.setState({
      partnerProgramIdentifierParts: {
        programId: 'OPTI',
        formatId: 'OPTI-ID',
        identifierPartValues: [{ formatPartId: 'groupNumber', value: 'AB1234' }],
      },
    });
    const { history } = await enter();
    await screen.findByRole('heading', { level: 1, name: 'Payment' });
    expect(history.location.pathname).toBe('/join/payment');
    const staging = await stageCalls();
    expect(staging).toHaveLength(1);
    expect(staging[0]?.body).not.toHaveProperty('partnerProgramIdentifierParts');
    expect(membershipStore.getState().transaction?.stagingId).toBe('s');
  });

  it('on the rejoin path signs the SSO session out after staging, before payment (product/wizard.md#next-and-back)', async () => {
    membershipStore.setState({ rejoin: true });
    api.answer(logout, null);
    await enter();
    await screen.findByRole('heading', { level: 1, name: 'Payment' });
    const calls = await api.requests();
    expect(
      calls.filter((call) => call.endsWith('/stage') || call === 'POST /api/auth/logout'),
    ).toEqual(['POST /api/membership/v1/stage', 'POST /api/auth/logout']);
  });

  it('a new join keeps its session on the way to payment', async () => {
    await enter();
    await screen.findByRole('heading', { level: 1, name: 'Payment' });
    expect(await api.requests()).not.toContain('POST /api/auth/logout');
  });

  it('with nothing to ask, takes its own place in the history: the browser’s Back from payment lands on the address', async () => {
    const { history } = openStep('programInformation', stepUrl('programInformation'), [
      stepUrl('membershipAddress'),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Payment' });

    await history.back();

    expect(history.location.pathname).toBe(stepUrl('membershipAddress'));
    await screen.findByRole('heading', { level: 1, name: 'Membership Address' });
    expect(await stageCalls()).toHaveLength(1);
  });

  it('reached with Back from payment, goes on back to the screen before it, never staging again', async () => {
    const { history, user } = await enter();
    await screen.findByRole('heading', { level: 1, name: 'Payment' });
    await user.click(screen.getByRole('button', { name: 'Back' }));

    await vi.waitFor(() => expect(history.location.pathname).toBe(stepUrl('membershipAddress')));
    // The address screen's code loads with its route: wait for it to replace this one.
    await screen.findByRole('heading', { level: 1, name: 'Membership Address' });
    expect(screen.queryByText('Your membership has no partner program to confirm.')).toBeNull();
    expect(await stageCalls()).toHaveLength(1);
  });
});
