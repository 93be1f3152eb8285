// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCartSummary, saveCartV2Post, saveCartV2Put } from '@clubjoin/contract/cart';
import { postLog } from '@clubjoin/contract/logs';
import { stageMembership as stageEndpoint } from '@clubjoin/contract/staging';
import { encodeEmployeeId } from '@clubjoin/domain/wizard/entryParameters';
import { callTracker, dismissCallErrors } from '../../api/callTracker';
import { failure, setupFakeApi } from '../../testing/fakeApi';
import { clubStore } from '../stores/clubStore';
import { couponStore } from '../stores/couponStore';
import type { MembershipState } from '../stores/membershipState';
import { INITIAL_MEMBERSHIP } from '../stores/initialMembership';
import { membershipStore } from '../stores/membershipStore';
import { savedCartAnswer } from './savedCart.fixture';
import { poolPassStore } from '../stores/poolPassStore';
import { CartNotReady, cartSaveBody, saveMembershipCart } from './saveMembershipCart';
import { stageMembership } from './stageMembership';

/** The cart service: it answers what the test gives, and records what it was sent. */
const api = setupFakeApi();

const product = {
  productId: 'Monthly-1',
  productType: 'Monthly' as const,
  hasAddOns: true,
  sku: 'SKU-Monthly-1',
  quantity: 1,
  mmsPromotionCode: 'SPRING',
};

/** Summer pool access on offer at the club, and whether the person took it. */
const poolPassOffer = (isPoolPass?: boolean) => ({
  poolPass: {
    kind: 'offered' as const,
    active: true,
    adult: { sku: 'pool-pass-adult', price: 19_900 },
    junior: { sku: 'pool-pass-junior', price: 9_900 },
  },
  isPoolPass,
});
const NO_POOL_PASS = { poolPass: { kind: 'reset' as const } };

const membership = (changes: Partial<MembershipState>): MembershipState => ({
  ...INITIAL_MEMBERSHIP,
  product,
  ...changes,
});

describe('the cart save body (product/cart.md#saving-a-cart)', () => {
  it('creates a cart for the product, counts, promotion, coupon, referral and add-ons', () => {
    const body = cartSaveBody({
      membership: membership({
        quantities: { adults: 1, juniors: 2 },
        options: { referral: 'friend' },
        addOnBundle: { name: 'PT', products: [{ productId: 'pt', quantity: 2 }] },
      }),
      clubId: '5',
      coupon: 'SAVE10',
      poolPass: poolPassOffer(false),
    });
    expect(body).toEqual({
      clubId: '5',
      productType: 'Monthly',
      productId: 'Monthly-1',
      productSku: 'SKU-Monthly-1',
      adultProductQuantity: 1,
      juniorProductQuantity: 2,
      mmsPromotionCode: 'SPRING',
      coupon: 'SAVE10',
      referral: 'friend',
      addOnProductsSelected: [{ productId: 'pt', quantity: 2 }],
      waitlist: false,
      poolPass: false,
      channel: 'Online',
    });
  });

  it('carries the summer pool access the person took, for the adults and juniors', () => {
    const body = cartSaveBody({
      membership: membership({ quantities: { adults: 1, juniors: 2 } }),
      clubId: '5',
      coupon: undefined,
      poolPass: poolPassOffer(true),
    });
    expect(body).toEqual({
      clubId: '5',
      productType: 'Monthly',
      productId: 'Monthly-1',
      productSku: 'SKU-Monthly-1',
      adultProductQuantity: 1,
      juniorProductQuantity: 2,
      mmsPromotionCode: 'SPRING',
      addOnProductsSelected: [],
      waitlist: false,
      poolPass: true,
      channel: 'Online',
    });
  });

  it('leaves the pool pass out of a day pass, whatever answer is held', () => {
    const body = cartSaveBody({
      membership: membership({
        product: { productId: 'DayPass-1', productType: 'DayPass', hasAddOns: false, quantity: 1 },
      }),
      clubId: '5',
      coupon: undefined,
      poolPass: poolPassOffer(true),
    });
    expect(body).toMatchObject({ productType: 'DayPass', poolPass: false });
  });

  it("updates the transaction's cart with the version last read", () => {
    const body = cartSaveBody({
      membership: membership({
        transaction: {
          cartId: 'c1',
          magentoCartId: 'm1',
          orderId: 'o1',
          partyId: 'p1',
          cartVersion: 3,
        },
        membershipDescriptor: { flows: ['Waitlist'] },
        membershipAddress: { state: 'MN' },
      }),
      clubId: '5',
      coupon: undefined,
      poolPass: NO_POOL_PASS,
    });
    expect(body).toMatchObject({
      cartId: 'c1',
      magentoCartId: 'm1',
      orderId: 'o1',
      partyId: 'p1',
      version: 3,
      waitlist: true,
      membershipAddressState: 'MN',
    });
  });

  it("hands on the link's employee id and the program identifier: the ways into a restricted membership", () => {
    const identifier = {
      programId: 'SILVERSTEP',
      formatId: 'SS-MEMBER-ID',
      identifierPartValues: [{ formatPartId: 'memberId', value: '123456789' }],
    };
    const body = cartSaveBody({
      membership: membership({
        options: { employeeId: 48213 },
        partnerProgramIdentifierParts: identifier,
      }),
      clubId: '5',
      coupon: 'SILVERSTEP',
      poolPass: NO_POOL_PASS,
    });
    expect(body).toMatchObject({
      coupon: 'SILVERSTEP',
      employeeId: encodeEmployeeId(48213),
      partnerProgramIdentifierParts: identifier,
    });
  });

  it('sends no employee id for a link that carried none (0)', () => {
    const body = cartSaveBody({
      membership: membership({ options: { employeeId: 0 } }),
      clubId: '5',
      coupon: undefined,
      poolPass: NO_POOL_PASS,
    });
    expect(body.employeeId).toBeUndefined();
  });

  it('leaves the product id out once the adults changed, for the service to find theirs', () => {
    const body = cartSaveBody({
      membership: membership({ quantities: { adults: 2, juniors: 0 } }),
      clubId: '5',
      coupon: undefined,
      poolPass: NO_POOL_PASS,
    });
    expect(body).not.toHaveProperty('productId');
    expect(body).not.toHaveProperty('productSku');
    expect(body).toMatchObject({ productType: 'Monthly', adultProductQuantity: 2 });
  });

  it.each([
    ['no club', membership({}), undefined],
    ['no membership', membership({ product: undefined }), '5'],
  ])('is not ready with %s', (_case, held, clubId) => {
    expect(() =>
      cartSaveBody({ membership: held, clubId, coupon: undefined, poolPass: NO_POOL_PASS }),
    ).toThrow(CartNotReady);
  });
});

/** A cart the domain priced, as the cart service answers it at a version. */
const savedCart = (version: number) => savedCartAnswer({}, { version });
const priced = savedCart(1);

describe('saving the cart (product/cart.md#cart-lifecycle)', () => {
  beforeEach(() => {
    clubStore.setState({
      club: { mmsClubId: '5', marketingClubName: 'Chanhassen', country: 'US' },
    });
    couponStore.setState({ coupon: { code: 'OLD', isValid: false } });
  });

  afterEach(() => {
    membershipStore.setState(INITIAL_MEMBERSHIP, true);
    clubStore.setState({}, true);
    couponStore.setState({}, true);
    poolPassStore.setState({ poolPass: { kind: 'reset' } }, true);
    dismissCallErrors();
  });

  it('creates the cart and stores its ids, version and summary; a coupon no longer valid stays out', async () => {
    membershipStore.setState({ product });
    api.answerOnce(saveCartV2Post, savedCart(1));

    const saved = await saveMembershipCart(new AbortController().signal);

    const [created] = await api.calls(saveCartV2Post);
    expect((await api.requests())[0]).toBe('POST /api/membership-cart/v2/cart');
    expect(created?.body).not.toHaveProperty('coupon');
    expect(created?.body.poolPass).toBe(false);
    expect(saved.version).toBe(1);
    const state = membershipStore.getState();
    expect(state.transaction).toEqual({
      cartId: 'c1',
      magentoCartId: 'm1',
      orderId: 'o1',
      partyId: 'p1',
      cartVersion: 1,
    });
    expect(state.cartSummary).toEqual(priced.summary);
  });

  it('creates the cart again before staging when get started reset its ids (product/accounts-and-sign-in.md#get-started)', async () => {
    membershipStore.setState({
      mmsClubId: '5',
      product,
      memberAccount: { username: 'ann@example.com', existing: false, partyId: 'p1' },
      primaryMember: { firstName: 'Ann', lastName: 'Lee' },
    });
    api.answerOnce(saveCartV2Post, savedCart(1));
    api.answerOnce(stageEndpoint, {
      additionalMemberPartyIds: [],
      juniorMemberPartyIds: [],
      revisedOrderTotal: 5999,
      cartId: 'c1',
      magentoCartId: 'm1',
      orderId: 'o1',
      stagingId: 's1',
      partyId: 'p1',
      channel: 'Online' as const,
    });

    await stageMembership();

    expect((await api.requests()).slice(0, 2)).toEqual([
      'POST /api/membership-cart/v2/cart',
      'POST /api/membership/v1/stage',
    ]);
    expect((await api.calls(saveCartV2Post))[0]?.body.partyId).toBe('p1');
    expect((await api.calls(stageEndpoint))[0]?.body).toMatchObject({
      cartId: 'c1',
      magentoCartId: 'm1',
      orderId: 'o1',
    });
    expect(membershipStore.getState().transaction).toMatchObject({ cartId: 'c1', stagingId: 's1' });
  });

  it('sends the pool pass the pool-pass store holds as taken', async () => {
    membershipStore.setState({ product });
    poolPassStore.setState(poolPassOffer(true));
    api.answerOnce(saveCartV2Post, savedCart(1));

    await saveMembershipCart(new AbortController().signal);

    expect((await api.calls(saveCartV2Post))[0]?.body.poolPass).toBe(true);
  });

  it('reads the current version and tries once more when another update came first (409)', async () => {
    membershipStore.setState({
      product,
      transaction: {
        cartId: 'c1',
        magentoCartId: 'm1',
        orderId: 'o1',
        partyId: 'p1',
        cartVersion: 1,
      },
    });
    api.answerOnce(saveCartV2Put, failure(409, 'Cart c1 is at version 2, not 1.'));
    api.answerOnce(getCartSummary, { ...savedCart(2), ...priced.summary });
    api.answerOnce(saveCartV2Put, savedCart(3));

    await saveMembershipCart(new AbortController().signal);

    expect((await api.requests()).slice(0, 3)).toEqual([
      'PUT /api/membership-cart/v2/cart',
      'GET /api/membership-cart/v1/club/5/cart/c1/magentocart/m1/party/p1/producttype/Monthly',
      'PUT /api/membership-cart/v2/cart',
    ]);
    expect((await api.calls(saveCartV2Put)).map(({ body }) => body.version)).toEqual([1, 2]);
    expect(membershipStore.getState().transaction?.cartVersion).toBe(3);
    // The overtaken update was handled: no error modal for it.
    expect(callTracker.getState().errors).toEqual({});
  });

  it('holds the failure for the error modal and keeps the store as it was', async () => {
    membershipStore.setState({ product });
    api.answerOnce(saveCartV2Post, failure(500, 'Internal Server Error'));
    // The failure is sent to the server's log.
    api.answer(postLog, null);

    await expect(saveMembershipCart(new AbortController().signal)).rejects.toThrow();

    expect(Object.keys(callTracker.getState().errors)).toEqual([
      'POST /api/membership-cart/v2/cart',
    ]);
    expect(membershipStore.getState().transaction).toBeUndefined();
  });
});
