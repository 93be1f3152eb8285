import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useSearchParams } from '../../../routing/location';
import { getAllClubs } from '@clubjoin/contract/clubs';
import { getClubCoupon, getCouponPromotions, type KnownCoupon } from '@clubjoin/contract/coupon';
import { groupClubsByState } from '@clubjoin/domain/catalog/groupClubsByState';
import { listPageClubs } from '@clubjoin/domain/catalog/listClubs';
import {
  confirmEligibilityLink,
  qualifiedEnroll,
  qualifiedSaleUrl,
} from '@clubjoin/domain/catalog/qualifiedPrograms';
import { useTrackedQuery } from '../../../api/useTrackedQuery';
import { Button } from '../../../ui/Button';
import { PRODUCT_NAME } from '../../../brand/productName';
import { SelectField } from '../../../ui/SelectField';
import { clubStore } from '../../stores/clubStore';
import { storeModuleValue } from '../../stores/storeModules';
import { resetSaleStores } from '../../stores/wizardStores';
import { ClubsByStateSelect } from './ClubsByStateSelect';

const TITLE = 'Medicare Memberships';
const DETAILS_ID = 'program-details';

/** A Medicare program as the coupon service lists it (kind Qualified). */
type Program = Extract<KnownCoupon, { kind: 'Qualified' }>;

const isProgram = (coupon: KnownCoupon): coupon is Program => coupon.kind === 'Qualified';

/** What a program's member needs at hand to enroll: the parts of its member identifier. */
function identifierNeeded(program: Program): string {
  const parts = program.partnerProgram.identifierFormat.identifierParts.map((part) => part.name);
  return parts.length === 0
    ? 'You need no member ID to enroll.'
    : `To enroll, have ${parts.join(' and ')} at hand.`;
}

/**
 * The Medicare memberships page (product/pages.md#medicare-memberships-page): a program from the
 * coupon service's Medicare list (the server lists only those a person may use online), then a
 * club from the listed clubs, which the coupon service checks the program at; the program's details,
 * 'Confirm Eligibility' when the program has an eligibility link and the club is valid, and Enroll,
 * enabled only for a valid pair, or the spec's warning. Enroll starts the Qualified sale at the club
 * with the program's coupon, through the transition page. Opening the page starts a new sale (the
 * club store kept), as the one-day page does. The link may name `program` (its code) and `clubId`.
 */
export function MedicareMembershipsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const [programCode, setProgramCode] = useState(() => searchParams.get('program') ?? '');
  const [clubId, setClubId] = useState(
    () => searchParams.get('clubId') ?? clubStore.getState().club?.mmsClubId ?? '',
  );
  useEffect(resetSaleStores, []);

  const coupons = useTrackedQuery(getCouponPromotions, { query: { kind: 'Qualified' } }).data;
  const programs = useMemo(() => coupons?.coupons.filter(isProgram) ?? [], [coupons]);
  const program = programs.find((candidate) => candidate.code === programCode);

  const clubs = useTrackedQuery(getAllClubs, {}).data;
  const groups = useMemo(() => groupClubsByState(listPageClubs(clubs ?? [])), [clubs]);
  const listed = groups.some((group) => group.clubs.some((club) => club.mmsClubId === clubId));
  const chosenClub = listed ? clubId : undefined;

  const check = useTrackedQuery(
    getClubCoupon,
    program && chosenClub !== undefined
      ? { params: { clubId: chosenClub, couponCode: program.code }, query: { channel: 'Online' } }
      : undefined,
  ).data;
  const validForClub = check?.isValid;
  const enroll = qualifiedEnroll({
    programChosen: program !== undefined,
    clubChosen: chosenClub !== undefined,
    couponValidForClub: validForClub,
  });
  const eligibility = program && confirmEligibilityLink(program, validForClub);

  const choose = (name: 'program' | 'clubId', value: string) => {
    (name === 'program' ? setProgramCode : setClubId)(value);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { replace: true },
    );
  };
  const enrollNow = () => {
    if (program === undefined || chosenClub === undefined) return;
    const coupon = storeModuleValue({ coupon: { code: program.code, isValid: true } });
    navigate(qualifiedSaleUrl(chosenClub, coupon));
  };

  return (
    <>
      <title>{`${TITLE} · ${PRODUCT_NAME}`}</title>
      <h1>{TITLE}</h1>
      <SelectField
        label="Program"
        name="program"
        value={program?.code ?? ''}
        onChange={(event) => choose('program', event.target.value)}
      >
        <option value="">Choose a Program</option>
        {programs.map((candidate) => (
          <option key={candidate.code} value={candidate.code}>
            {candidate.promotionDisplayName}
          </option>
        ))}
      </SelectField>
      <ClubsByStateSelect
        groups={groups}
        value={chosenClub ?? ''}
        placeholder="Choose a Location"
        disabled={program === undefined}
        onChoose={(clubId) => choose('clubId', clubId)}
      />
      {program && (
        <p>
          <a href={`#${DETAILS_ID}`}>Program details</a>
        </p>
      )}
      {eligibility && (
        <p>
          <a href={eligibility}>Confirm Eligibility</a>
        </p>
      )}
      <div role="status">{enroll.kind === 'notAvailable' && <p>{enroll.message}</p>}</div>
      <Button disabled={enroll.kind !== 'enabled'} onClick={enrollNow}>
        Enroll
      </Button>
      {program && (
        <section id={DETAILS_ID} aria-labelledby={`${DETAILS_ID}-title`}>
          <h2 id={`${DETAILS_ID}-title`}>{program.promotionDisplayName}</h2>
          <p>{program.description}</p>
          <p>{identifierNeeded(program)}</p>
        </section>
      )}
    </>
  );
}
