// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callTracker, dismissCallErrors } from '../../api/callTracker';
import {
  checkHeldCoupon,
  couponWarningStore,
  dismissCouponWarning,
  heldCouponNeedsCheck,
} from './checkHeldCoupon';
import { clubStore } from './clubStore';
import { couponStore } from './couponStore';
import { INITIAL_MEMBERSHIP } from './membershipState';
import { membershipStore } from './membershipStore';
import { savedCartAnswer } from './savedCart.fixture';
import { saveMembershipCart } from './saveMembershipCart';

/**
 * The day-pass coupon as the coupon service answers it at a club
 * (product/membership-and-promotions.md#coupons, isValid).
 */
const dayPassAnswer = (isValid: boolean) => ({
  code: 'DAYPASS',
  kind: 'DayPass',
  promotionName: 'Free Day Pass',
  promotionDisplayName: 'Free Day Pass',
  promotionIdentifier: 'FREE_DAY_PASS',
  sourcePromotionId: 'SRC-DAYPASS',
  description: 'One free day at the club',
  clientAppAccess: 'All',
  clubIds: ['5', '17'],
  productTypes: ['DayPass'],
  startDateTime: null,
  endDateTime: null,
  isValid,
  verdict: isValid ? 'valid' : 'notAtClub',
  message: isValid
    ? 'The coupon code DAYPASS is valid.'
    : 'The coupon code DAYPASS is not valid at this club.',
});

/** The API: it answers what the test queues, and records what it was asked. */
const api = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const asked = () => api.mock.calls.map(([url, init]) => `${init.method} ${url}`);

beforeEach(() => {
  vi.stubGlobal('fetch', api);
  couponStore.setState({ coupon: { code: 'DAYPASS', isValid: true } }, true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  api.mockReset();
  couponStore.setState({}, true);
  clubStore.setState({}, true);
  membershipStore.setState(INITIAL_MEMBERSHIP, true);
  dismissCouponWarning();
  dismissCallErrors();
});

describe('the held coupon checked at a club (product/membership-and-promotions.md#coupons)', () => {
  it('keeps a coupon the service says is valid, as it answers, with the club checked at', async () => {
    api.mockResolvedValueOnce(Response.json(dayPassAnswer(true)));

    const kept = await checkHeldCoupon('17');

    expect(asked()).toEqual(['GET /api/coupon-code/v1/clubs/17/coupons/DAYPASS']);
    expect(kept).toMatchObject({ code: 'DAYPASS', kind: 'DayPass', isValid: true });
    expect(couponStore.getState()).toEqual({ coupon: kept, checkedAtClubId: '17' });
  });

  it('discards a used coupon no longer valid: couponUsed cleared, the warning raised', async () => {
    membershipStore.setState({ couponUsed: 'DAYPASS' });
    api.mockResolvedValueOnce(Response.json(dayPassAnswer(false)));

    expect(await checkHeldCoupon('412')).toBeUndefined();

    expect(couponStore.getState()).toEqual({});
    expect(membershipStore.getState().couponUsed).toBeUndefined();
    expect(couponWarningStore.getState().discardedCode).toBe('DAYPASS');
  });

  it('discards a coupon not valid and never used without a warning', async () => {
    api.mockResolvedValueOnce(Response.json(dayPassAnswer(false)));

    await checkHeldCoupon('412');

    expect(couponStore.getState()).toEqual({});
    expect(couponWarningStore.getState().discardedCode).toBeUndefined();
  });

  it('takes a club the service does not know (404) as not valid, without the error modal', async () => {
    membershipStore.setState({ couponUsed: 'DAYPASS' });
    api.mockResolvedValueOnce(
      Response.json({ message: 'Club 99 was not found.', requestId: 'r' }, { status: 404 }),
    );

    await checkHeldCoupon('99');

    expect(couponStore.getState()).toEqual({});
    expect(couponWarningStore.getState().discardedCode).toBe('DAYPASS');
    expect(callTracker.getState().errors).toEqual({});
  });

  it('discards the coupon when the service gives no answer, and opens the error modal', async () => {
    api.mockResolvedValueOnce(new Response('', { status: 500 }));

    await checkHeldCoupon('5');

    expect(couponStore.getState()).toEqual({});
    expect(Object.keys(callTracker.getState().errors)).toEqual([
      'GET /api/coupon-code/v1/clubs/5/coupons/DAYPASS',
    ]);
  });

  it('discards a code no coupon can have without asking the service', async () => {
    couponStore.setState({ coupon: { code: 'no such code!', isValid: true } });

    await checkHeldCoupon('5');

    expect(api).not.toHaveBeenCalled();
    expect(couponStore.getState()).toEqual({});
  });

  it('leaves the coupon as it was when the check is cancelled', async () => {
    const controller = new AbortController();
    api.mockImplementationOnce(async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });

    expect(await checkHeldCoupon('5', controller.signal)).toBeUndefined();

    expect(couponStore.getState().coupon).toEqual({ code: 'DAYPASS', isValid: true });
  });

  it('asks nothing when no coupon is held', async () => {
    couponStore.setState({}, true);

    expect(await checkHeldCoupon('5')).toBeUndefined();
    expect(api).not.toHaveBeenCalled();
  });

  it.each([
    ['checked at another club', { checkedAtClubId: '5' }, '17', true],
    ['never checked (handed over in a link)', {}, '17', true],
    ['checked at the chosen club', { checkedAtClubId: '17' }, '17', false],
    ['no club chosen', {}, undefined, false],
  ])('needs checking when %s: %s', (_case, checked, clubId, needed) => {
    expect(
      heldCouponNeedsCheck({ coupon: { code: 'DAYPASS', isValid: true }, ...checked }, clubId),
    ).toBe(needed);
  });

  it('needs no check with no coupon held', () => {
    expect(heldCouponNeedsCheck({}, '5')).toBe(false);
  });
});

/** A cart the domain priced, as the cart service answers a save. */
const savedCart = savedCartAnswer();

describe('couponUsed (product/membership-and-promotions.md#coupons)', () => {
  beforeEach(() => {
    clubStore.setState({
      club: { mmsClubId: '5', marketingClubName: 'Chanhassen', country: 'US' },
    });
    membershipStore.setState({
      product: { productId: 'DayPass-1', productType: 'DayPass', hasAddOns: false },
    });
  });

  it('is the code once a cart is saved with the valid coupon, and a later discard warns', async () => {
    api
      .mockResolvedValueOnce(Response.json(savedCart))
      .mockResolvedValueOnce(Response.json(dayPassAnswer(false)));

    await saveMembershipCart(new AbortController().signal);
    expect(JSON.parse(String(api.mock.calls[0]?.[1].body))).toMatchObject({ coupon: 'DAYPASS' });
    expect(membershipStore.getState().couponUsed).toBe('DAYPASS');

    await checkHeldCoupon('412');
    expect(membershipStore.getState().couponUsed).toBeUndefined();
    expect(couponWarningStore.getState().discardedCode).toBe('DAYPASS');
  });

  it('stays unset when the cart is saved without a coupon', async () => {
    couponStore.setState({}, true);
    api.mockResolvedValueOnce(Response.json(savedCart));

    await saveMembershipCart(new AbortController().signal);

    expect(membershipStore.getState().couponUsed).toBeUndefined();
  });
});
