// @vitest-environment happy-dom
import { compressToEncodedURIComponent } from 'lz-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postLog } from '@clubjoin/contract/logs';
import { setupFakeApi } from '../../testing/fakeApi';
import { expireSession } from '../session/expireSession';
import { markActivity, sessionActivity, trackStoreActivity } from '../session/sessionActivity';
import { writeCurrentStep } from '../session/currentStep';
import { clubStore } from './clubStore';
import { couponStore } from './couponStore';
import { interestsStore } from './interestsStore';
import { membershipStore, setQuantities } from './membershipStore';
import { INITIAL_MEMBERSHIP } from './initialMembership';
import { poolPassStore } from './poolPassStore';
import { productStore } from './productStore';
import { applyStoreModules } from './storeModules';
import { membershipCard } from '../steps/membership/membershipCard.fixture';

const club = {
  mmsClubId: '12',
  marketingClubName: 'Eden Prairie',
  country: 'US',
  phone: '9525550143',
  juniorAccess: 'No' as const,
  domainPrefix: 'edenprairie',
};

/** The names of the cookies the page holds. */
const cookieNames = () =>
  document.cookie
    .split('; ')
    .filter(Boolean)
    .map((pair) => pair.slice(0, pair.indexOf('=')));

/** A store's state as a session-start parameter carries it: its cookie's value. */
const moduleValue = (state: unknown) =>
  compressToEncodedURIComponent(JSON.stringify({ state, version: 1 }));

const api = setupFakeApi();
/** The log lines the page sent to the server. */
const logged = async () => (await api.calls(postLog)).map(({ body }) => body);

beforeEach(() => {
  api.answer(postLog, null);
});

afterEach(() => {
  expireSession();
  vi.useRealTimers();
});

describe('the six wizard stores (product/wizard.md#stores-and-session-cookies)', () => {
  it('persist each in a cookie of its own, named with the lt-oms- prefix', () => {
    clubStore.setState({ club });
    couponStore.setState({ coupon: { code: 'SUMMER', isValid: true } });
    membershipStore.setState({ rejoin: true });
    productStore.setState({
      defaultProduct: {
        clubId: '12',
        clubProduct: membershipCard('Monthly'),
        membershipDescriptor: { flows: [] },
      },
    });
    interestsStore.setState({ clubId: '12', results: [{ displayName: 'Tennis' }] });
    poolPassStore.setState({ poolPass: { kind: 'reset' } });

    expect(cookieNames().sort()).toEqual([
      'lt-oms-club',
      'lt-oms-coupon',
      'lt-oms-interests',
      'lt-oms-membership',
      'lt-oms-pool-pass',
      'lt-oms-product',
    ]);
  });

  it.each([
    ['accept the pricing summary the app computed', { adultMemberDues: 0 }, true],
    ['refuse a pricing summary that is not an object', [1, 2], false],
  ])('%s', async (_rule, pricingSummary, accepted) => {
    const membership = { ...INITIAL_MEMBERSHIP, pricingSummary };

    await applyStoreModules({ membershipModule: moduleValue(membership) });

    expect(membershipStore.getState().pricingSummary).toEqual(
      accepted ? pricingSummary : undefined,
    );
  });

  it('start a new enrolment with 1 adult, 0 juniors and no flows (product/wizard.md#stores-and-session-cookies)', () => {
    expect(membershipStore.getState()).toEqual(INITIAL_MEMBERSHIP);
    expect(INITIAL_MEMBERSHIP.quantities).toEqual({ adults: 1, juniors: 0 });
  });
});

describe('member counts (product/membership-and-promotions.md#adults-and-juniors, product/cart.md#cart-lifecycle)', () => {
  it('resize the member lists, keep who is entered, and throw the cart away', () => {
    membershipStore.setState({
      adultMembers: [{ firstName: 'Ada' }],
      juniorMembers: [{ firstName: 'Tom' }, { firstName: 'Sue' }],
      transaction: { cartId: 'c-1', magentoCartId: 'm-1' },
      addOnBundle: { name: 'Kids Club', products: [] },
    });

    setQuantities(3, 1);

    const state = membershipStore.getState();
    expect(state.quantities).toEqual({ adults: 3, juniors: 1 });
    expect(state.adultMembers).toEqual([{ firstName: 'Ada' }, {}]);
    expect(state.juniorMembers).toEqual([{ firstName: 'Tom' }]);
    expect(state.transaction).toBeUndefined();
    expect(state.addOnBundle).toBeUndefined();
  });

  it('leave the cart alone when the counts do not change', () => {
    membershipStore.setState({ transaction: { cartId: 'c-1' } });

    setQuantities(1, 0);

    expect(membershipStore.getState().transaction).toEqual({ cartId: 'c-1' });
  });
});

describe('the pool-pass store (product/add-ons-and-pool-pass.md#pool-pass-season)', () => {
  it('reads back an offered season without a junior pass', async () => {
    const adult = { sku: 'pool-pass-adult', price: 9900 };
    poolPassStore.setState({
      poolPass: { kind: 'offered', active: true, adult, junior: undefined },
    });

    await applyStoreModules({ poolPassModule: moduleValue(poolPassStore.getState()) });

    expect(poolPassStore.getState()).toEqual({
      poolPass: { kind: 'offered', active: true, adult, junior: undefined },
    });
  });
});

describe('the product store (product/membership-and-promotions.md#the-clubs-default-product)', () => {
  it('reads back the default product’s card as the product service answered it', async () => {
    const defaultProduct = {
      clubId: '12',
      clubProduct: membershipCard('DayPass'),
      membershipDescriptor: { flows: ['DayPass' as const] },
    };
    productStore.setState({}, true);

    await applyStoreModules({ membershipProductModule: moduleValue({ defaultProduct }) });

    expect(productStore.getState()).toEqual({ defaultProduct });
  });
});

describe('session-start parameters (product/club-and-entry.md#handing-a-session-over, couponModule, ...)', () => {
  it('seed the stores from values in the cookies’ own format', async () => {
    await applyStoreModules({
      clubModule: moduleValue({ club }),
      membershipInterestsModule: moduleValue({ results: [{ displayName: 'Swimming' }] }),
    });

    expect(clubStore.getState()).toEqual({ club });
    expect(interestsStore.getState().results).toEqual([{ displayName: 'Swimming' }]);
    expect(await logged()).toEqual([]);
  });

  it.each([
    ['a value that does not decompress', '%%%'],
    ['compressed text that is not JSON', compressToEncodedURIComponent('club 12')],
    ['a state the store refuses', moduleValue({ club: { mmsClubId: '' } })],
  ])('leave a store alone and log a warning for %s', async (_case, value) => {
    await applyStoreModules({ clubModule: value });

    expect(clubStore.getState()).toEqual({});
    expect(await logged()).toEqual([
      { level: 'warning', message: 'The clubModule parameter holds no valid state', page: '/' },
    ]);
  });
});

describe('the session (product/accounts-and-sign-in.md#session-timeout)', () => {
  it('marks activity on any change of any store', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    markActivity();
    const stop = trackStoreActivity();

    vi.setSystemTime(1_060_000);
    couponStore.setState({ coupon: { code: 'SUMMER', isValid: true } });
    expect(sessionActivity.getState().lastActivityMs).toBe(1_060_000);

    stop();
    vi.setSystemTime(1_120_000);
    interestsStore.setState({ results: [] });
    expect(sessionActivity.getState().lastActivityMs).toBe(1_060_000);
  });

  it('ends by expiring every session cookie and emptying every store', () => {
    clubStore.setState({ club });
    setQuantities(2, 0);
    writeCurrentStep('addMembers');

    expireSession();

    expect(cookieNames()).toEqual([]);
    expect(clubStore.getState()).toEqual({});
    expect(membershipStore.getState()).toEqual(INITIAL_MEMBERSHIP);
  });
});
