import { useEffect } from 'react';
import { getClubPoolPasses } from '@clubjoin/contract/product';
import { resolvePoolPass } from '@clubjoin/domain/catalog/poolPass';
import { useTrackedQuery } from '../../api/useTrackedQuery';
import { couponStore, validCouponCode } from '../stores/couponStore';
import type { PoolPassStoreState } from '../stores/poolPassStore';
import { poolPassStore } from '../stores/poolPassStore';

/**
 * Reads the club's pool passes on entry to Add Members
 * (product/add-ons-and-pool-pass.md#pool-pass-season, #pool-pass-season GET
 * /club/{clubId}/poolpasses, with the held coupon) into the pool-pass store: offered, active when
 * the browser's UTC time is inside the season; reset when the club has no season on sale (an
 * empty season), there is no adult pool pass or the call fails. The spec gives the failure its
 * own outcome (reset), so a failure opens no error modal. A season that is not on offer any more
 * forgets an earlier answer.
 */
export function usePoolPassOffer(clubId: string | undefined): void {
  const coupon = couponStore(validCouponCode);
  const { data: season, error } = useTrackedQuery(
    getClubPoolPasses,
    clubId === undefined ? undefined : { params: { clubId }, query: { coupon } },
    { handled: () => true },
  );
  useEffect(() => {
    if (season !== undefined) offer(resolvePoolPass(season, new Date()));
  }, [season]);
  useEffect(() => {
    if (error !== null) offer({ kind: 'reset' });
  }, [error]);
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
