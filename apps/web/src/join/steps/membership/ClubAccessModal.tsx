import { useEffect, useRef } from 'react';
import type { ClubAccessResult } from '@clubjoin/contract/clubs';
import { getAccessibleClubs } from '@clubjoin/contract/clubs';
import { listClubAccessModalClubs } from '@clubjoin/domain/catalog/listClubs';
import { useTrackedQuery } from '../../../api/useTrackedQuery';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import type { ShownMembershipCard } from './membershipCardsShown';
import styles from './MembershipStep.module.css';

export interface ClubAccessModalProps {
  /** The card whose club access is shown; undefined when the modal is shut. */
  shown: ShownMembershipCard | undefined;
  clubId: string;
  adults: number;
  onClose: () => void;
  /**
   * The club access could not be read (product/club-and-entry.md#location-access): the caller sends
   * the person to choose a club.
   */
  onFailure: () => void;
}

/**
 * One area's heading and the open clubs of type 1 or 2 it reaches
 * (product/club-and-entry.md#which-clubs-are-listed: no presale club).
 */
function AreaClubs({ area }: { area: ClubAccessResult['localArea'] }) {
  const clubs = listClubAccessModalClubs(area.accessClubs);
  if (clubs.length === 0) return null;
  return (
    <section>
      <h3 className={styles.areaName}>{area.name}</h3>
      <ul className={styles.areaClubs}>
        {clubs.map((club) => (
          <li key={club.clubId}>{club.marketingClubName}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The club-access modal of a membership card (product/membership-and-promotions.md#card-details,
 * product/club-and-entry.md#club-access, product/membership-and-promotions.md#membership-cards):
 * the clubs the membership reaches for the adults at its price, the home club's area first and then
 * the others (GET proc-commerce/v2/accessibleclubs). While the clubs load a spinner shows; when
 * they cannot be read the failure opens the error modal and the caller sends the person to choose a
 * club.
 */
export function ClubAccessModal({
  shown,
  clubId,
  adults,
  onClose,
  onFailure,
}: ClubAccessModalProps) {
  const productType = shown?.card.productType;
  const price = shown?.product.price.productPrice;
  const { data: result, error } = useTrackedQuery(
    getAccessibleClubs,
    productType === undefined || price === undefined
      ? undefined
      : {
          params: { productType, price: String(price), adults: String(adults) },
          query: { clubId },
        },
    { message: 'Suppress Loading: the modal shows its own spinner' },
  );
  const onFailureRef = useRef(onFailure);
  useEffect(() => {
    onFailureRef.current = onFailure;
  });
  useEffect(() => {
    if (error !== null) onFailureRef.current();
  }, [error]);

  return (
    <Modal
      open={shown !== undefined}
      title={shown ? `Clubs included with ${shown.card.membershipCardTitle}` : ''}
      onClose={onClose}
      actions={<Button onClick={onClose}>Close</Button>}
    >
      {result === undefined ? (
        <Spinner label="Loading the clubs included" showLabel size="small" />
      ) : (
        <>
          <AreaClubs area={result.localArea} />
          {result.globalAreas.map((area) => (
            <AreaClubs key={`${area.country}-${area.stateAbbr}`} area={area} />
          ))}
        </>
      )}
    </Modal>
  );
}
