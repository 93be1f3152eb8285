import { useRef, useState } from 'react';
import { isPresaleClub } from '@clubjoin/domain/catalog/club';
import { currencyForCountry } from '@clubjoin/domain/money/currency';
import { clubImageUrl } from '../../../brand/brand';
import { ClubMapSlot } from './ClubMapSlot';
import type { ClubHoursToday } from '@clubjoin/contract/clubHours';
import { clubStatusText, ClubWeekHours } from './ClubHours';
import type { LocatedClub } from './locatedClub';
import type { MapTileServer } from './ClubMap';
import { canadaText, distanceText, presaleText } from './clubResultTexts';
import styles from './ClubResults.module.css';

export interface ClubResultsProps {
  clubs: readonly LocatedClub[];
  /** The map's accessible name: what it shows, in words. */
  mapLabel: string;
  /** The club the person has chosen before, highlighted while no other is pointed at. */
  chosenId?: string | undefined;
  onChoose: (club: LocatedClub) => void;
  /** Each club's hours today, by club id: a club without them shows no status and no week. */
  hours?: ReadonlyMap<string, ClubHoursToday>;
  /** The tile server the map is drawn on (MAP_TILE_URL); the offline outline without one. */
  tiles?: MapTileServer | undefined;
}

const NO_HOURS: ReadonlyMap<string, ClubHoursToday> = new Map();

/**
 * The locator's results (product/club-and-entry.md#club-locator): a list of buttons, one per club,
 * each with the club's picture (the brand's), its name, address, distance when known, its presale opening date and its country
 * when in Canada, and its open-now status with the week's hours in a disclosure under it (issue 18),
 * and a map of them beside the list (under it on narrow screens, where the list comes first).
 * Pressing a button chooses the club; pressing a club's marker on the map selects its entry (it
 * takes focus, so Enter then chooses it). The club hovered or focused in the list, or on the map,
 * is highlighted in both; while none is, the club chosen before.
 */
export function ClubResults({
  clubs,
  mapLabel,
  chosenId,
  onChoose,
  hours = NO_HOURS,
  tiles,
}: ClubResultsProps) {
  const [hoveredId, setHoveredId] = useState<string>();
  const [focusedId, setFocusedId] = useState<string>();
  const highlightedId = hoveredId ?? focusedId ?? chosenId;
  /** Forgets a club once the pointer or focus leaves it, unless another has taken over. */
  const leave = (set: typeof setHoveredId, clubId: string) =>
    set((current) => (current === clubId ? undefined : current));
  const entries = useRef(new Map<string, HTMLButtonElement>());
  /** A marker pressed on the map: its club's entry takes focus (so is highlighted), in view. */
  const select = (clubId: string) => {
    const entry = entries.current.get(clubId);
    entry?.scrollIntoView({ block: 'nearest' });
    entry?.focus();
  };

  return (
    <div className={styles.container}>
      <div className={styles.layout}>
        <ul className={styles.results}>
          {clubs.map((club) => {
            const today = hours.get(club.mmsClubId);
            return (
              <li key={club.mmsClubId}>
                <button
                  ref={(entry) => {
                    if (entry) entries.current.set(club.mmsClubId, entry);
                    else entries.current.delete(club.mmsClubId);
                  }}
                  type="button"
                  className={styles.result}
                  data-highlighted={club.mmsClubId === highlightedId || undefined}
                  onClick={() => onChoose(club)}
                  onMouseEnter={() => setHoveredId(club.mmsClubId)}
                  onMouseLeave={() => leave(setHoveredId, club.mmsClubId)}
                  onFocus={() => setFocusedId(club.mmsClubId)}
                  onBlur={() => leave(setFocusedId, club.mmsClubId)}
                >
                  <img
                    className={styles.photo}
                    src={clubImageUrl(club.mmsClubId)}
                    alt=""
                    width={112}
                    height={56}
                    loading="lazy"
                  />
                  <span className={styles.details}>
                    <span className={styles.name}>{club.marketingClubName}</span>
                    <span className={styles.line}>{club.street1}</span>
                    <span className={styles.line}>
                      {club.city}, {club.stateAbbr} {club.zip}
                    </span>
                    {today && <span className={styles.status}>{clubStatusText(today)}</span>}
                    {club.distance !== undefined && (
                      <span className={styles.line}>{distanceText(club.distance)}</span>
                    )}
                    {isPresaleClub(club) && club.openDate !== null && (
                      <span className={styles.badge}>{presaleText(club.openDate)}</span>
                    )}
                    {currencyForCountry(club.country).code === 'CAD' && (
                      <span className={styles.badge}>{canadaText(club.country)}</span>
                    )}
                  </span>
                </button>
                {today && (
                  <ClubWeekHours clubId={club.mmsClubId} clubName={club.marketingClubName} />
                )}
              </li>
            );
          })}
        </ul>
        <div className={styles.map}>
          <ClubMapSlot
            key={`${mapLabel} ${clubs.map((club) => club.mmsClubId).join(' ')}`}
            clubs={clubs}
            label={mapLabel}
            highlightedId={highlightedId}
            onHover={setHoveredId}
            onSelect={select}
            tiles={tiles}
          />
        </div>
      </div>
    </div>
  );
}
