import { useEffect } from 'react';
import { getClubPoolPasses } from '@clubjoin/contract/product';
import { resolvePoolPass } from '@clubjoin/domain/catalog/poolPass';
import { trackedCall } from '../../api/trackedCall';
import { isCanceledRequest } from '../../api/ApiError';
import { couponStore, validCouponCode } from '../stores/couponStore';
import type { PoolPassStoreState } from '../stores/poolPassStore';
import { poolPassStore } from '../stores/poolPassStore';

/**
 * Reads the club's pool passes on entry to Add Members
 * (product/add-ons-and-pool-pass.md#pool-pass-season, #pool-pass-season GET
 * /club/{clubId}/poolpasses, with the held coupon) into the pool-pass store: offered, active when
 * the browser's UTC time is inside the season; reset when the call fails or there is no adult pool
 * pass. The spec gives the failure its own outcome (reset), so a failure opens no error modal. A
 * season that is not on offer any more forgets an earlier answer.
 */
export function usePoolPassOffer(clubId: string | undefined): void {
  useEffect(() => {
    if (clubId === undefined) return;
    const controller = new AbortController();
    trackedCall(
      getClubPoolPasses,
      { params: { clubId }, query: { coupon: validCouponCode(couponStore.getState()) } },
      { signal: controller.signal, handled: () => true },
    ).then(
      (season) => offer(resolvePoolPass(season, new Date())),
      (error: unknown) => {
        if (!isCanceledRequest(error)) offer({ kind: 'reset' });
      },
    );
    return () => controller.abort();
  }, [clubId]);
}

function offer(poolPass: PoolPassStoreState['poolPass']): void {
  poolPassStore.setState((state) => ({
    poolPass,
    isPoolPass: poolPass.kind === 'offered' && poolPass.active ? state.isPoolPass : undefined,
  }));
}

/** Records the person's answer to the summer pool-pass pop-up. */
export function answerPoolPass(isPoolPass: boolean): void {
  poolPassStore.setState({ isPoolPass });
}
