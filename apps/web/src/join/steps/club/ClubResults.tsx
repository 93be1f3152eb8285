import type { Club } from '@clubjoin/contract/catalog/club';
import { isPresaleClub } from '@clubjoin/domain/catalog/club';
import { currencyForCountry } from '@clubjoin/domain/money/currency';
import { canadaText, distanceText, presaleText } from './clubResultTexts';
import styles from './ClubResults.module.css';

/** A club as the locator lists it: a club of the list, with its distance when searched nearby. */
export type LocatedClub = Club & { distance?: number };

export interface ClubResultsProps {
  clubs: readonly LocatedClub[];
  onChoose: (club: LocatedClub) => void;
}

/**
 * The locator's results (01 §1 "locating a club"): a list of buttons, one per club, each with the
 * club's name, address, distance when known, its presale opening date and its country when in
 * Canada. Pressing one chooses the club.
 */
export function ClubResults({ clubs, onChoose }: ClubResultsProps) {
  return (
    <ul className={styles.results}>
      {clubs.map((club) => (
        <li key={club.mmsClubId}>
          <button type="button" className={styles.result} onClick={() => onChoose(club)}>
            <span className={styles.name}>{club.marketingClubName}</span>
            <span className={styles.line}>{club.street1}</span>
            <span className={styles.line}>
              {club.city}, {club.stateAbbr} {club.zip}
            </span>
            {club.distance !== undefined && (
              <span className={styles.line}>{distanceText(club.distance)}</span>
            )}
            {isPresaleClub(club) && club.openDate !== null && (
              <span className={styles.badge}>{presaleText(club.openDate)}</span>
            )}
            {currencyForCountry(club.country).code === 'CAD' && (
              <span className={styles.badge}>{canadaText(club.country)}</span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
