import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '../../../routing/location';
import { getClubHours } from '@clubjoin/contract/clubHours';
import { getAllClubs } from '@clubjoin/contract/clubs';
import { getProductPromotion } from '@clubjoin/contract/product';
import { dayPassPrice, dayPassSaleUrl } from '@clubjoin/domain/catalog/dayPassPrice';
import { hoursTodayText } from '@clubjoin/domain/clubs/openingHours';
import { groupClubsByState } from '@clubjoin/domain/catalog/groupClubsByState';
import { listPageClubs } from '@clubjoin/domain/catalog/listClubs';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import { saleHandOver } from '@clubjoin/domain/wizard/saleEntryLink';
import { useTrackedQuery } from '../../../api/useTrackedQuery';
import { clubStore } from '../../stores/clubStore';
import { resetSaleStores } from '../../stores/wizardStores';
import { PRODUCT_NAME } from '../../../brand/productName';
import { ClubsByStateSelect } from './ClubsByStateSelect';

const TITLE = '1-Day Membership';

/** The club the page opens at: the link's `clubId`, else the club this browser chose last. */
function initialClubId(linkClubId: string | null): string {
  return linkClubId ?? clubStore.getState().club?.mmsClubId ?? '';
}

/**
 * The one-day membership page (product/pages.md#one-day-membership-page): a club chosen from the
 * listed clubs grouped by state, the day-pass price the server answers for it, the club's hours
 * today (issue 18), and the way into the sale; or the not-available notice. Opening it starts a new sale, so the sale's membership stores
 * are reset (product/pages.md#one-day-membership-page); the club store is kept. A session its link
 * hands over goes on with 'Buy a 1-Day Membership', through the transition page
 * (product/pages.md#the-transition-page).
 */
export function OneDayMembershipPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [clubId, setClubId] = useState(() => initialClubId(searchParams.get('clubId')));
  useEffect(resetSaleStores, []);
  // A session the page's own link handed over (a coupon, say) goes on to the sale with its link.
  const handOver = useMemo(() => saleHandOver(Object.fromEntries(searchParams)), [searchParams]);

  const clubs = useTrackedQuery(getAllClubs, {}).data;
  const groups = useMemo(() => groupClubsByState(listPageClubs(clubs ?? [])), [clubs]);
  const listed = groups.some((group) => group.clubs.some((club) => club.mmsClubId === clubId));
  const chosen = clubs !== undefined && listed ? clubId : undefined;

  const promotion = useTrackedQuery(
    getProductPromotion,
    chosen === undefined ? undefined : { params: { clubId: chosen, type: 'DayPass' } },
    // No day-pass promotion at the club is a missing price: the page's notice says so.
    { handled: (error) => error.status === 404 },
  );
  const answered = promotion.data ?? (promotion.error?.status === 404 ? null : undefined);
  const price = answered === undefined ? undefined : dayPassPrice(answered?.products ?? []);

  // Hours are extra: a club that publishes none shows none.
  const hours = useTrackedQuery(
    getClubHours,
    chosen === undefined ? undefined : { params: { clubId: chosen } },
    { handled: () => true },
  ).data;

  const choose = (next: string) => {
    setClubId(next);
    // The rest of the link (a session it hands over) stays in the address.
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('clubId', next);
        else params.delete('clubId');
        return params;
      },
      { replace: true },
    );
  };

  return (
    <>
      <title>{`${TITLE} · ${PRODUCT_NAME}`}</title>
      <h1>{TITLE}</h1>
      <ClubsByStateSelect
        groups={groups}
        value={chosen ?? ''}
        placeholder="Start with location"
        onChoose={choose}
      />
      <div role="status">
        {chosen !== undefined && price?.kind === 'price' && answered && (
          <p>
            <strong>{formatMoney(price.cents, answered.currency)}</strong> for one day
          </p>
        )}
        {price?.kind === 'notAvailable' && <p>{price.message}</p>}
      </div>
      {chosen !== undefined && hours && <p>{hoursTodayText(hours.today, hours.status)}</p>}
      {chosen !== undefined && price?.kind === 'price' && (
        <p>
          <a href={dayPassSaleUrl(chosen, handOver)}>Buy a 1-Day Membership</a>
        </p>
      )}
    </>
  );
}
