// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_BINDING_MESSAGES } from '@clubjoin/domain/staging/stagingRequirements';
import { dismissCallErrors } from '../../../api/callTracker';
import { answerClubSync } from '../../navigation/clubSync.fixture';
import { expireSession } from '../../session/expireSession';
import { alerts, openStep } from '../openStep.fixture';
import { clubStore } from '../../stores/clubStore';
import { membershipStore } from '../../stores/membershipStore';
import { showStageRefusal } from '../../stores/stageRefusal';

const staged = {
  additionalMemberPartyIds: ['party-bo'],
  juniorMemberPartyIds: [],
  revisedOrderTotal: 14519,
  cartId: 'cart-1',
  magentoCartId: 'mcart-1',
  orderId: 'order-1',
  stagingId: 'staging-1',
  partyId: 'party-ann',
};

/** What the stage endpoint answers in a test: the staging, unless a test says otherwise. */
let stageAnswer: () => Response = () => Response.json(staged);

/** The stage endpoint as the browser sees it: it records what it was sent. */
const fetchMock = vi.fn(
  async (url: string, _init?: RequestInit) =>
    answerClubSync(url) ??
    (url === '/api/membership/v1/stage' ? stageAnswer() : new Response(null, { status: 204 })),
);

/** The calls the step itself made: all but the club read of each step load. */
const stepCalls = () =>
  fetchMock.mock.calls.filter(([url]) => !url.startsWith('/api/content/clubs/'));

async function enter() {
  const opened = openStep('membershipAddress', '/join/address');
  await screen.findByRole('heading', { level: 1, name: 'Membership Address' });
  return opened;
}

const zip = () => screen.getByRole('textbox', { name: /^Zip\/Postal code/ });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
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
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  stageAnswer = () => Response.json(staged);
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
    const { router, user } = await enter();
    await fillAddress(user);

    await screen.findByRole('heading', { level: 1, name: 'Additional Members (1 of 1)' });
    expect(router.state.location.pathname).toBe('/join/additional-member/2');
    expect(membershipStore.getState().membershipAddress).toEqual({
      street: '1 Main St',
      city: 'Chanhassen',
      state: 'MN',
      zip: '55317',
      country: 'US',
    });
    expect(stepCalls()).toEqual([]);
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
    const { router, user } = await enter();
    await fillAddress(user, 'Payment');

    await screen.findByRole('heading', { level: 1, name: 'Payment' });
    expect(router.state.location.pathname).toBe('/join/payment');
    expect(router.state.location.search).toMatch(/^\?time=\d+$/);
    const [url, init] = stepCalls()[0] ?? [];
    expect(url).toBe('/api/membership/v1/stage');
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init?.body))).toMatchObject({
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
    stageAnswer = () =>
      Response.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message,
          requestId: 'r-1',
          fields: [{ field: 'body.primaryMember.email', message }],
        },
        { status: 400 },
      );
  });

  it('stays, says why in the step’s frame without the error modal, and offers the ways on', async () => {
    const { router, user } = await enter();
    await fillAddress(user, 'Payment');

    expect(await screen.findByText(ACCOUNT_BINDING_MESSAGES.emailHasAccount)).toBeDefined();
    expect(router.state.location.pathname).toBe('/join/address');
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
