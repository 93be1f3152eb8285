import type { CouponAnswer } from '@clubjoin/contract/coupon';
import { CouponCode, getClubCoupon } from '@clubjoin/contract/coupon';
import { decideCoupon } from '@clubjoin/domain/catalog/decideCoupon';
import { ApiError, isCanceledRequest } from '../../api/ApiError';
import { trackedCall } from '../../api/trackedCall';
import { couponStore } from '../stores/couponStore';
import { couponWarningStore } from '../stores/couponWarningStore';
import { membershipStore } from '../stores/membershipStore';

/** What the coupon service said (its answer when it gave one); isValid undefined: no verdict. */
interface Verdict {
  isValid: boolean | undefined;
  answer?: CouponAnswer;
}

/** The coupon service answers 404 for a club it does not know: the coupon is not valid there. */
const isUnknownClub = (error: ApiError) => error.status === 404;

/**
 * Asks the coupon service about a code at a club (product/membership-and-promotions.md#coupons).
 * A code no coupon can have (the contract's format) is not valid, without a call; a club the
 * service does not know is not valid, without the error modal; any other failure opens the error
 * modal and gives no verdict. Undefined when the call was cancelled: the check did not happen.
 */
async function askCouponService(
  code: string,
  clubId: string,
  signal: AbortSignal | undefined,
): Promise<Verdict | undefined> {
  const couponCode = CouponCode.safeParse(code);
  if (!couponCode.success) return { isValid: false };
  try {
    const answer = await trackedCall(
      getClubCoupon,
      { params: { clubId, couponCode: couponCode.data }, query: {} },
      { signal, handled: isUnknownClub },
    );
    return { isValid: answer.isValid, answer };
  } catch (error) {
    if (isCanceledRequest(error)) return undefined;
    return error instanceof ApiError && isUnknownClub(error)
      ? { isValid: false }
      : { isValid: undefined };
  }
}

/**
 * Checks the held coupon at a club (product/membership-and-promotions.md#coupons) and applies the
 * domain's decideCoupon: a coupon the service says is valid is kept as the service answers it (its
 * kind, promotion and product types with it), with the club it was checked at; any other is
 * discarded, and so is couponUsed; a coupon that was used and is discarded raises the warning.
 * Gives the coupon kept, else undefined. Nothing held, or a cancelled check: nothing changes.
 */
export async function checkHeldCoupon(
  clubId: string,
  signal?: AbortSignal,
): Promise<CouponAnswer | undefined> {
  const held = couponStore.getState().coupon;
  if (held === undefined) return undefined;
  const verdict = await askCouponService(held.code, clubId, signal);
  // Cancelled, or another coupon came in meanwhile (a new link): this verdict is not about it.
  if (verdict === undefined || couponStore.getState().coupon?.code !== held.code) return undefined;
  const { couponUsed } = membershipStore.getState();
  const decision = decideCoupon({
    isValid: verdict.isValid,
    couponUsed: couponUsed !== undefined,
  });
  if (decision.kind === 'keep' && verdict.answer !== undefined) {
    couponStore.setState({ coupon: verdict.answer, checkedAtClubId: clubId }, true);
    return verdict.answer;
  }
  couponStore.setState({}, true);
  membershipStore.setState({ couponUsed: undefined });
  if (decision.kind === 'discard' && decision.warn) {
    couponWarningStore.setState({ discardedCode: held.code });
  }
  return undefined;
}
