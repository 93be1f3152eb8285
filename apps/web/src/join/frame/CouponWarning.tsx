import { useEffect, useRef } from 'react';
import { couponNoLongerValidWarning } from '@clubjoin/domain/catalog/decideCoupon';
import { sendLog } from '../../api/sendLog';
import { Button } from '../../ui/Button';
import { couponWarningStore, dismissCouponWarning } from '../stores/couponWarningStore';
import { clubStore } from '../stores/clubStore';
import { couponStore, heldCouponNeedsCheck } from '../stores/couponStore';
import styles from './CouponWarning.module.css';

/**
 * Checks the held coupon again whenever the chosen club is not the one it was checked at
 * (product/membership-and-promotions.md#coupons). Initialize checks it at the club of the link;
 * this covers every later change of club (the club step, the summary panel's edit link, a club
 * handed over in a link without one) in one place, since every step after the club shows the frame:
 * the check runs on the first step shown at the new club, before its prices are asked with the
 * coupon again. The check's code loads when a coupon needs it, not with the first screen
 * (docs/decisions/0040).
 */
function useHeldCouponCheckedAtClub(): void {
  const clubId = clubStore((state) => state.club?.mmsClubId);
  const needsCheck = couponStore((state) => heldCouponNeedsCheck(state, clubId));
  useEffect(() => {
    if (!needsCheck || clubId === undefined) return undefined;
    const controller = new AbortController();
    // A cancelled check changes nothing and runs again on the next render that needs it. A check
    // whose code cannot download is logged: the coupon stays as held, and the server checks it
    // again with every cart it prices.
    import('../useCases/checkHeldCoupon').then(
      ({ checkHeldCoupon }) => checkHeldCoupon(clubId, controller.signal),
      () =>
        sendLog({
          level: 'warning',
          message: `The held coupon was not checked at club ${clubId}: the check could not load`,
        }),
    );
    return () => controller.abort();
  }, [clubId, needsCheck]);
}

/**
 * The warning that a coupon that was used is no longer valid and was removed
 * (product/membership-and-promotions.md#coupons), shown by the frame of the step on screen until
 * dismissed. It also keeps the held coupon checked at the chosen club.
 */
export function CouponWarning() {
  useHeldCouponCheckedAtClub();
  const warning = useRef<HTMLDivElement>(null);
  const discardedCode = couponWarningStore((state) => state.discardedCode);
  if (discardedCode === undefined) return null;
  const dismiss = () => {
    // The button goes with the warning: focus goes back to the step's heading above it.
    warning.current?.closest('main')?.querySelector<HTMLElement>('h1')?.focus();
    dismissCouponWarning();
  };
  return (
    <div ref={warning} className={styles.warning} role="alert">
      <p>{couponNoLongerValidWarning(discardedCode)}</p>
      <Button variant="secondary" onClick={dismiss}>
        Dismiss
      </Button>
    </div>
  );
}
