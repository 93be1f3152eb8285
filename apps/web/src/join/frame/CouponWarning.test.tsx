// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getClubCoupon } from '@clubjoin/contract/coupon';
import { postLog } from '@clubjoin/contract/logs';
import { couponNoLongerValidWarning } from '@clubjoin/domain/catalog/decideCoupon';
import { setupFakeApi } from '../../testing/fakeApi';
import { couponWarningStore, dismissCouponWarning } from '../stores/couponWarningStore';
import { clubStore } from '../stores/clubStore';
import { couponStore } from '../stores/couponStore';
import { INITIAL_MEMBERSHIP } from '../stores/initialMembership';
import { membershipStore } from '../stores/membershipStore';
import { CouponWarning } from './CouponWarning';

const api = setupFakeApi();

/** The coupon service: every check answers that the coupon is not valid at the club asked. */
beforeEach(() =>
  api.answer(getClubCoupon, ({ url }) => ({
    code: 'OPTIFIT',
    isValid: false,
    verdict: 'unknown',
    message: `We do not recognize the coupon code OPTIFIT (${url}).`,
  })),
);

afterEach(() => {
  cleanup();
  dismissCouponWarning();
  couponStore.setState({}, true);
  clubStore.setState({}, true);
  membershipStore.setState(INITIAL_MEMBERSHIP, true);
});

/** The warning where the wizard's frame puts it: in the step's content, apart from its heading. */
function showInStep() {
  render(
    <main>
      <div>
        <h1 tabIndex={-1}>Add Members</h1>
      </div>
      <div>
        <CouponWarning />
      </div>
    </main>,
  );
}

describe('the coupon warning in the frame (product/membership-and-promotions.md#coupons)', () => {
  it('shows nothing while no coupon was discarded', () => {
    showInStep();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces the discarded coupon until dismissed, then focus goes to the heading', async () => {
    couponWarningStore.setState({ discardedCode: 'OPTIFIT' });
    showInStep();

    expect(screen.getByRole('alert').textContent).toContain(couponNoLongerValidWarning('OPTIFIT'));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Add Members' }));
  });

  it('checks a used coupon again at a newly chosen club and warns when it is no longer valid', async () => {
    couponStore.setState({ coupon: { code: 'OPTIFIT', isValid: true }, checkedAtClubId: '5' });
    clubStore.setState({ club: { mmsClubId: '412', marketingClubName: 'Toronto', country: 'CA' } });
    membershipStore.setState({ couponUsed: 'OPTIFIT' });
    showInStep();

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((await api.calls(getClubCoupon)).map(({ url }) => url)).toEqual([
      '/api/coupon-code/v1/clubs/412/coupons/OPTIFIT',
    ]);
    expect(couponStore.getState()).toEqual({});
    expect(membershipStore.getState().couponUsed).toBeUndefined();
  });

  it('does not ask again at the club the coupon was checked at', async () => {
    couponStore.setState({ coupon: { code: 'OPTIFIT', isValid: true }, checkedAtClubId: '5' });
    clubStore.setState({
      club: { mmsClubId: '5', marketingClubName: 'Chanhassen', country: 'US' },
    });
    showInStep();

    expect(await api.requests()).toEqual([]);
  });

  it('logs a check whose code could not download, and keeps the coupon as held', async () => {
    vi.doMock('../useCases/checkHeldCoupon', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    api.answer(postLog, null);
    const held = { coupon: { code: 'OPTIFIT', isValid: true }, checkedAtClubId: '5' };
    couponStore.setState(held);
    clubStore.setState({ club: { mmsClubId: '412', marketingClubName: 'Toronto', country: 'CA' } });
    showInStep();

    await vi.waitFor(async () =>
      expect((await api.calls(postLog)).map(({ body }) => body)).toEqual([
        {
          level: 'warning',
          message: 'The held coupon was not checked at club 412: the check could not load',
          page: '/',
        },
      ]),
    );
    expect(await api.calls(getClubCoupon)).toEqual([]);
    expect(couponStore.getState()).toEqual(held);
    vi.doUnmock('../useCases/checkHeldCoupon');
  });
});
