// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveCartV2Post } from '@clubjoin/contract/cart';
import { type CouponAnswer, getClubCoupon } from '@clubjoin/contract/coupon';
import { postLog } from '@clubjoin/contract/logs';
import { callTracker, dismissCallErrors } from '../../api/callTracker';
import { failure, setupFakeApi } from '../../testing/fakeApi';
import { checkHeldCoupon } from './checkHeldCoupon';
import { clubStore } from '../stores/clubStore';
import { couponStore, heldCouponNeedsCheck } from '../stores/couponStore';
import { couponWarningStore, dismissCouponWarning } from '../stores/couponWarningStore';
import { INITIAL_MEMBERSHIP } from '../stores/initialMembership';
import { membershipStore } from '../stores/membershipStore';
import { savedCartAnswer } from './savedCart.fixture';
import { saveMembershipCart } from './saveMembershipCart';

/** The API: it answers what the test gives, and records what it was asked. */
const api = setupFakeApi();

/**
 * The day-pass coupon as the coupon service answers it at a club
 * (product/membership-and-promotions.md#coupons, isValid).
 */
const dayPassAnswer = (isValid: boolean): CouponAnswer => ({
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

beforeEach(() => {
  // A failure the page does not handle is sent to the server's log.
  api.answer(postLog, null);
  couponStore.setState({ coupon: { code: 'DAYPASS', isValid: true } }, true);
});

afterEach(() => {
  couponStore.setState({}, true);
  clubStore.setState({}, true);
  membershipStore.setState(INITIAL_MEMBERSHIP, true);
  dismissCouponWarning();
  dismissCallErrors();
});

describe('the held coupon checked at a club (product/membership-and-promotions.md#coupons)', () => {
  it('keeps a coupon the service says is valid, as it answers, with the club checked at', async () => {
    api.answerOnce(getClubCoupon, dayPassAnswer(true));

    const kept = await checkHeldCoupon('17');

    expect(await api.requests()).toEqual(['GET /api/coupon-code/v1/clubs/17/coupons/DAYPASS']);
    expect(kept).toMatchObject({ code: 'DAYPASS', kind: 'DayPass', isValid: true });
    expect(couponStore.getState()).toEqual({ coupon: kept, checkedAtClubId: '17' });
  });

  it('discards a used coupon no longer valid: couponUsed cleared, the warning raised', async () => {
    membershipStore.setState({ couponUsed: 'DAYPASS' });
    api.answerOnce(getClubCoupon, dayPassAnswer(false));

    expect(await checkHeldCoupon('412')).toBeUndefined();

    expect(couponStore.getState()).toEqual({});
    expect(membershipStore.getState().couponUsed).toBeUndefined();
    expect(couponWarningStore.getState().discardedCode).toBe('DAYPASS');
  });

  it('discards a coupon not valid and never used without a warning', async () => {
    api.answerOnce(getClubCoupon, dayPassAnswer(false));

    await checkHeldCoupon('412');

    expect(couponStore.getState()).toEqual({});
    expect(couponWarningStore.getState().discardedCode).toBeUndefined();
  });

  it('takes a club the service does not know (404) as not valid, without the error modal', async () => {
    membershipStore.setState({ couponUsed: 'DAYPASS' });
    api.answerOnce(getClubCoupon, failure(404, 'Club 99 was not found.'));

    await checkHeldCoupon('99');

    expect(couponStore.getState()).toEqual({});
    expect(couponWarningStore.getState().discardedCode).toBe('DAYPASS');
    expect(callTracker.getState().errors).toEqual({});
  });

  it('discards the coupon when the service gives no answer, and opens the error modal', async () => {
    api.answerOnce(getClubCoupon, failure(500, 'Internal Server Error'));

    await checkHeldCoupon('5');

    expect(couponStore.getState()).toEqual({});
    expect(Object.keys(callTracker.getState().errors)).toEqual([
      'GET /api/coupon-code/v1/clubs/5/coupons/DAYPASS',
    ]);
  });

  it('discards a code no coupon can have without asking the service', async () => {
    couponStore.setState({ coupon: { code: 'no such code!', isValid: true } });

    await checkHeldCoupon('5');

    expect(await api.requests()).toEqual([]);
    expect(couponStore.getState()).toEqual({});
  });

  it('leaves the coupon as it was when the check is cancelled', async () => {
    const controller = new AbortController();
    // The check is cancelled while the service has not answered yet.
    api.answerOnce(getClubCoupon, () => {
      controller.abort();
      return new Promise<never>(() => undefined);
    });

    expect(await checkHeldCoupon('5', controller.signal)).toBeUndefined();

    expect(couponStore.getState().coupon).toEqual({ code: 'DAYPASS', isValid: true });
  });

  it('asks nothing when no coupon is held', async () => {
    couponStore.setState({}, true);

    expect(await checkHeldCoupon('5')).toBeUndefined();
    expect(await api.requests()).toEqual([]);
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
    api.answerOnce(saveCartV2Post, savedCart);
    api.answerOnce(getClubCoupon, dayPassAnswer(false));

    await saveMembershipCart(new AbortController().signal);
    expect((await api.calls(saveCartV2Post))[0]?.body).toMatchObject({ coupon: 'DAYPASS' });
    expect(membershipStore.getState().couponUsed).toBe('DAYPASS');

    await checkHeldCoupon('412');
    expect(membershipStore.getState().couponUsed).toBeUndefined();
    expect(couponWarningStore.getState().discardedCode).toBe('DAYPASS');
  });

  it('stays unset when the cart is saved without a coupon', async () => {
    couponStore.setState({}, true);
    api.answerOnce(saveCartV2Post, savedCart);

    await saveMembershipCart(new AbortController().signal);

    expect(membershipStore.getState().couponUsed).toBeUndefined();
  });
});
