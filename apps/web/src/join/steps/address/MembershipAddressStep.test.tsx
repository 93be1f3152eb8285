// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getFlags } from '@clubjoin/contract/flags';
import { stageMembership } from '@clubjoin/contract/staging';
import { DEFAULT_FLAG_VALUES } from '@clubjoin/domain/flags/featureFlags';
import { ACCOUNT_BINDING_MESSAGES } from '@clubjoin/domain/staging/stagingRequirements';
import { dismissCallErrors } from '../../../api/callTracker';
import { failure, setupFakeApi } from '../../../testing/fakeApi';
import { answerStoredClub } from '../../../testing/storedClub';
import { expireSession } from '../../session/expireSession';
import { alerts, openStep } from '../../openStep.fixture';
import { clubStore } from '../../stores/clubStore';
import { membershipStore } from '../../stores/membershipStore';
import { showStageRefusal } from '../../stores/stageRefusal';

/** The stage endpoint as the browser sees it: it records what it was sent. */
const api = setupFakeApi();

const staged = {
  additionalMemberPartyIds: ['party-bo'],
  juniorMemberPartyIds: [],
  revisedOrderTotal: 14519,
  cartId: 'cart-1',
  magentoCartId: 'mcart-1',
  orderId: 'order-1',
  stagingId: 'staging-1',
  partyId: 'party-ann',
  channel: 'Online' as const,
};

/** The calls the step itself made: all but the club read of each step load. */
const stepCalls = async () =>
  (await api.requests()).filter((call) => !call.startsWith('GET /api/content/clubs/'));

async function enter() {
  const opened = openStep('membershipAddress', '/join/address');
  await screen.findByRole('heading', { level: 1, name: 'Membership Address' });
  return opened;
}

const zip = () => screen.getByRole('textbox', { name: /^Zip\/Postal code/ });

beforeEach(() => {
  answerStoredClub(api);
  // What the stage endpoint answers in a test: the staging, unless a test says otherwise.
  api.answer(stageMembership, staged);
  // The payment step reads its feature flags.
  api.answer(getFlags, DEFAULT_FLAG_VALUES);
  clubStore.setState({
    club: { mmsClubId: '5', marketingClubName: 'Chanhassen, MN', country: 'US' },
  });
  membershipStore.setState({
    mmsClubId: '5',
    product: { productId: 'Monthly-1', productType: 'Monthly', hasAddOns: false },
  });
});

afterEach(() => {
  cleanup();
  expireSession();
  showStageRefusal(undefined);
  dismissCallErrors();
});

describe('the membership address (product/member-forms.md#address)', () => {
  it('shows each message, keeps the zip shut until a state is chosen, and clears it across countries', async () => {
    const { user } = await enter();
    expect(zip()).toHaveProperty('disabled', true);

    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '1 Main St; DROP');
    await user.click(screen.getByRole('button', { name: 'Move Forward' }));
    expect(alerts()).toEqual([
      'Sorry, this field contains unsupported characters.',
      'Please enter a city.',
      'Please select a state/province.',
      'Please enter a valid Zip/Postal code.',
    ]);

    const state = screen.getByRole('combobox', { name: 'State/Province' });
    expect(
      [...state.querySelectorAll('optgroup')].map((group) => [
        group.label,
        group.querySelectorAll('option').length,
      ]),
    ).toEqual([
      ['United States', 51],
      ['Canada', 13],
    ]);
    await user.selectOptions(state, 'MN');
    expect(zip()).toHaveProperty('disabled', false);
    expect(zip().getAttribute('inputmode')).toBe('numeric');
    await user.type(zip(), '55317');
    await user.selectOptions(state, 'WI');
    expect(zip()).toHaveProperty('value', '55317');
    await user.selectOptions(state, 'ON');
    expect(zip()).toHaveProperty('value', '');
    expect(zip().getAttribute('inputmode')).toBe('text');
    expect(screen.getByRole('textbox', { name: /^Country/ })).toHaveProperty('value', 'Canada');
  });

  it('stores the address and moves on without staging when payment is not next', async () => {
    membershipStore.setState({ quantities: { adults: 2, juniors: 0 }, adultMembers: [{}] });
    const { history, user } = await enter();
    await fillAddress(user);

    await screen.findByRole('heading', { level: 1, name: 'Additional Members (1 of 1)' });
    expect(history.location.pathname).toBe('/join/additional-member/2');
    expect(membershipStore.getState().membershipAddress).toEqual({
      street: '1 Main St',
      city: 'Chanhassen',
      state: 'MN',
      zip: '55317',
      country: 'US',
    });
    expect(await stepCalls()).toEqual([]);
  });

  it('stages first when payment is next (product/payment-and-confirmation.md#staging), storing the ids it answers', async () => {
    membershipStore.setState({
      membershipDescriptor: { flows: ['CorpSales'] },
      memberAccount: { partyId: 'party-ann' },
      primaryMember: {
        firstName: 'Ann',
        lastName: 'Lee',
        phone: '(952) 555-0123',
        dateOfBirth: '04/15/1985',
        gender: 'Female',
      },
      transaction: { cartId: 'cart-1', magentoCartId: 'mcart-1', orderId: 'order-1' },
    });
    const { history, user } = await enter();
    await fillAddress(user, 'Payment');

    await screen.findByRole('heading', { level: 1, name: 'Payment' });
    expect(history.location.pathname).toBe('/join/payment');
    expect(history.location.search).toMatch(/^\?time=\d+$/);
    expect((await stepCalls())[0]).toBe('POST /api/membership/v1/stage');
    const [staging] = await api.calls(stageMembership);
    expect(staging?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(staging?.body).toMatchObject({
      cartId: 'cart-1',
      clubId: '5',
      productType: 'Monthly',
      adultProductQuantity: 1,
      channel: 'Online',
      primaryMember: {
        partyId: 'party-ann',
        phone: '9525550123',
        dateOfBirth: '1985-04-15',
      },
      membershipAddress: { state: 'MN', country: 'US', zip: '55317' },
    });
    expect(membershipStore.getState().transaction).toEqual({
      cartId: 'cart-1',
      magentoCartId: 'mcart-1',
      orderId: 'order-1',
      stagingId: 'staging-1',
      partyId: 'party-ann',
      revisedOrderTotal: 14519,
    });
  });
});

describe('a staging that refuses the account (product/accounts-and-sign-in.md#accounts-and-proof: an account is bound by proof)', () => {
  beforeEach(() => {
    membershipStore.setState({
      membershipDescriptor: { flows: ['CorpSales'] },
      memberAccount: { partyId: 'party-ann' },
      primaryMember: { firstName: 'Ann', lastName: 'Lee', email: 'taken@example.com' },
      transaction: { cartId: 'cart-1', magentoCartId: 'mcart-1', orderId: 'order-1' },
    });
    const message = ACCOUNT_BINDING_MESSAGES.emailHasAccount;
    api.answer(
      stageMembership,
      failure(400, message, { fields: [{ field: 'body.primaryMember.email', message }] }),
    );
  });

  it('stays, says why in the step’s frame without the error modal, and offers the ways on', async () => {
    const { history, user } = await enter();
    await fillAddress(user, 'Payment');

    expect(await screen.findByText(ACCOUNT_BINDING_MESSAGES.emailHasAccount)).toBeDefined();
    expect(history.location.pathname).toBe('/join/address');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change the email' }));
    await screen.findByRole('heading', { level: 1, name: 'Primary Member' });
    expect(screen.queryByText(ACCOUNT_BINDING_MESSAGES.emailHasAccount)).toBeNull();
  });
});

async function fillAddress(user: ReturnType<typeof openStep>['user'], next = 'Move Forward') {
  await user.type(screen.getByRole('textbox', { name: 'Street address' }), '1 Main St');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Chanhassen');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State/Province' }), 'MN');
  await user.type(zip(), '55317');
  await user.click(screen.getByRole('button', { name: next }));
}
