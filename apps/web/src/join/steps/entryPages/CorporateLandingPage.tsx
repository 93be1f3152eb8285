import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '../../../routing/location';
import type { SubsidyRuleReimbursement } from '@clubjoin/contract/catalog/corporatePromotion';
import { getAllClubs } from '@clubjoin/contract/clubs';
import { getPromotionCoupons, type KnownCoupon } from '@clubjoin/contract/coupon';
import { getProductPromotion } from '@clubjoin/contract/product';
import {
  CORPORATE_LANDING_UNAVAILABLE_MESSAGE,
  CORPORATE_PROMOTION_COOKIE,
  CORPORATE_PROMOTION_PARAMETER,
  corporateDigitalSaleUrl,
  corporateSaleUrl,
  offersDigitalMembership,
} from '@clubjoin/domain/catalog/corporateLanding';
import { reimbursementLabel } from '@clubjoin/domain/catalog/corporateReimbursement';
import { groupClubsByState } from '@clubjoin/domain/catalog/groupClubsByState';
import { listPageClubs } from '@clubjoin/domain/catalog/listClubs';
import { currencyForCountry } from '@clubjoin/domain/money/currency';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import { useTrackedQuery } from '../../../api/useTrackedQuery';
import { readCookie, writeBrowserSessionCookie } from '../../cookies/cookieJar';
import type { CouponState } from '../../stores/couponState';
import { storeModuleValue } from '../../stores/storeModules';
import { resetSaleStores } from '../../stores/wizardStores';
import { PRODUCT_NAME } from '../../../brand/productName';
import { ClubsByStateSelect } from './ClubsByStateSelect';

const TITLE = 'Corporate Membership';

type CorporateCoupon = Extract<KnownCoupon, { kind: 'Corporate' }>;

/** What each subsidy rule pays towards, as the page names it. */
const REIMBURSEMENT_TYPE_NAMES: Record<SubsidyRuleReimbursement['reimbursementType'], string> = {
  MonthlyDues: 'Monthly dues',
  AdminFee: 'Admin fee',
  EnrollmentFee: 'Enrollment fee',
};

/** How the subsidy reaches the member, as the page says it. */
const SUBSIDY_TYPE_NAMES: Record<SubsidyRuleReimbursement['subsidyType'], string> = {
  PointOfSale: 'taken off when you join',
  Reimbursement: 'paid back to you by your employer',
};

/**
 * The promotion the page shows: the link's, else the one the page's session cookie remembers from
 * earlier in this browser session (product/pages.md#corporate-landing-page).
 */
function promotionNameToShow(linkName: string | null): string | undefined {
  const named = linkName?.trim();
  if (named) return named;
  const remembered = readCookie(CORPORATE_PROMOTION_COOKIE);
  if (remembered === undefined) return undefined;
  try {
    return decodeURIComponent(remembered) || undefined;
  } catch {
    return undefined;
  }
}

const isUsableCorporate = (coupon: KnownCoupon): coupon is CorporateCoupon =>
  coupon.kind === 'Corporate' && coupon.isValid;

/**
 * The corporate sale landing page (product/pages.md#corporate-landing-page): the company of the
 * promotion the link names, who is eligible, what each subsidy rule covers (the server's display
 * of product/pages.md#corporate-reimbursement: an amount capped at the maximum, 'Free' or 'Varies
 * By Club'), the joining fees at a chosen club of the company's, and the links into the sale: at
 * that club, and at the digital club when the offer reaches it. When the offer cannot be loaded
 * (no promotion, a failed read, no usable corporate coupon) the content is hidden and the page's
 * message shows. Opening it starts a new sale, as the one-day page does.
 */
export function CorporateLandingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [promotionName] = useState(() =>
    promotionNameToShow(searchParams.get(CORPORATE_PROMOTION_PARAMETER)),
  );
  const [clubId, setClubId] = useState(() => searchParams.get('clubId') ?? '');
  useEffect(resetSaleStores, []);

  const coupons = useTrackedQuery(
    getPromotionCoupons,
    promotionName === undefined ? undefined : { params: { promotionName }, query: {} },
    // Any failure is the page's own: its content is hidden and its message shows.
    { handled: () => true },
  );
  const offer = coupons.data?.coupons.find(isUsableCorporate);
  const unavailable =
    promotionName === undefined ||
    coupons.isError ||
    (coupons.data !== undefined && offer === undefined);

  useEffect(() => {
    if (offer) {
      writeBrowserSessionCookie(
        CORPORATE_PROMOTION_COOKIE,
        encodeURIComponent(offer.promotionName),
      );
    }
  }, [offer]);

  const clubs = useTrackedQuery(getAllClubs, offer ? {} : undefined).data;
  const companyClubs = useMemo(
    () => listPageClubs(clubs ?? []).filter((club) => offer?.clubIds.includes(club.mmsClubId)),
    [clubs, offer],
  );
  const groups = useMemo(() => groupClubsByState(companyClubs), [companyClubs]);
  const chosenClub = companyClubs.find((club) => club.mmsClubId === clubId);
  const currency = currencyForCountry(chosenClub?.country ?? companyClubs[0]?.country ?? 'US');

  const productType = offer?.productTypes[0];
  const promotion = useTrackedQuery(
    getProductPromotion,
    offer && chosenClub && productType
      ? {
          params: { clubId: chosenClub.mmsClubId, type: productType },
          query: { promotionName: offer.promotionName, coupon: offer.code },
        }
      : undefined,
    // The company's promotion not sold at the club: no joining fees to show, the link still leads in.
    { handled: (error) => error.status === 404 },
  ).data;

  const choose = (next: string) => {
    setClubId(next);
    const query = new URLSearchParams(searchParams);
    if (next) query.set('clubId', next);
    else query.delete('clubId');
    setSearchParams(query, { replace: true });
  };

  if (unavailable) {
    return (
      <>
        <title>{`${TITLE} · ${PRODUCT_NAME}`}</title>
        <h1>{TITLE}</h1>
        <p role="status">{CORPORATE_LANDING_UNAVAILABLE_MESSAGE}</p>
      </>
    );
  }
  if (!offer) return <title>{`${TITLE} · ${PRODUCT_NAME}`}</title>;

  const company = offer.corporatePromotion;
  const couponModule = storeModuleValue<CouponState>({
    coupon: { code: offer.code, isValid: true },
  });
  const heading = `${company.companyName} ${TITLE}`;
  return (
    <>
      <title>{`${heading} · ${PRODUCT_NAME}`}</title>
      <h1>{heading}</h1>
      {company.subsidyOverrideDescription && <p>{company.subsidyOverrideDescription}</p>}

      <h2>Who is eligible</h2>
      <p>{company.eligibilityRequirements}</p>

      <h2>What {company.companyName} covers</h2>
      <dl>
        {company.subsidyRuleReimbursements.map((rule, index) => (
          // The catalog's order is the rules' only identity.
          <div key={index}>
            <dt>{REIMBURSEMENT_TYPE_NAMES[rule.reimbursementType]}</dt>
            <dd>
              <strong>
                {reimbursementLabel(rule.display, (cents) => formatMoney(cents, currency))}
              </strong>
              , {SUBSIDY_TYPE_NAMES[rule.subsidyType]}
            </dd>
          </div>
        ))}
      </dl>

      <h2>Join at a club</h2>
      <ClubsByStateSelect
        groups={groups}
        value={chosenClub?.mmsClubId ?? ''}
        placeholder="Start with location"
        onChoose={choose}
      />
      <div role="status">
        {/* The promotion's price is its joining fees: admin fee plus enrollment fee, less what the
            company's promotion takes off (product/pages.md#corporate-landing-page). */}
        {chosenClub && promotion && (
          <p>
            Joining fees at {chosenClub.marketingClubName}:{' '}
            <strong>{formatMoney(promotion.promotion.price, promotion.currency)}</strong>
          </p>
        )}
      </div>
      {chosenClub && (
        <p>
          <a href={corporateSaleUrl(chosenClub.mmsClubId, offer.promotionName, couponModule)}>
            Join at {chosenClub.marketingClubName}
          </a>
        </p>
      )}

      {offersDigitalMembership(offer.clubIds) && (
        <>
          <h2>Digital membership</h2>
          <p>
            <a href={corporateDigitalSaleUrl(offer.promotionName, couponModule)}>
              Join the digital membership
            </a>
          </p>
        </>
      )}

      <h2>Terms</h2>
      <p>{company.legalDisclaimer}</p>
    </>
  );
}
