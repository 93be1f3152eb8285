import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getAllClubs,
  getLocatorClubs,
  getLocatorMapSettings,
  getNearestClubs,
} from '@clubjoin/contract/clubs';
import type { ClubLocatorAnswer } from '@clubjoin/contract/clubs';
import type { Club } from '@clubjoin/contract/catalog/club';
import { searchClubs } from '@clubjoin/domain/catalog/clubSearch';
import { nearestClubSearchParams } from '@clubjoin/domain/catalog/nearestClubSearch';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { trackedQuery, useTrackedQuery } from '../../../api/useTrackedQuery';
import { clubStore } from '../../stores/clubStore';
import type { LocatedClub } from './locatedClub';
import { useClubHoursToday } from './ClubHours';
import { ClubResults } from './ClubResults';
import { loadClubMap } from './ClubMapSlot';
import {
  LOCATION_REFUSED,
  LOCATION_UNAVAILABLE,
  nearbyCountText,
  nearbyMapLabel,
  placeCountText,
  placeMapLabel,
  resultCountText,
  searchMapLabel,
} from './clubResultTexts';
import { currentPosition } from './currentPosition';
import styles from './ClubSearch.module.css';

/**
 * What the locator last did: a search for a place (the server found it and the clubs around it),
 * a search by state or province when the search names no place (over the club list, awaited when
 * it is still on its way), the clubs near the person, or why there are none.
 */
type Outcome =
  | { kind: 'place'; answer: ClubLocatorAnswer; place: string }
  | { kind: 'search'; term: string }
  | { kind: 'nearby'; clubs: readonly LocatedClub[] }
  | { kind: 'noPosition'; text: string };

/** The clubs an outcome lists, the text announced for it and the name of their map. */
function outcomeResults(
  outcome: Outcome,
  allClubs: readonly Club[],
): { clubs: readonly LocatedClub[]; text: string; mapLabel: string } {
  switch (outcome.kind) {
    case 'place': {
      const { clubs, nearestFarther } = outcome.answer;
      const listed = nearestFarther ? [nearestFarther] : clubs;
      return {
        clubs: listed,
        text: placeCountText(clubs.length, outcome.place, nearestFarther ?? undefined),
        mapLabel: placeMapLabel(listed.length, outcome.place),
      };
    }
    case 'search': {
      const found = searchClubs(allClubs, outcome.term);
      return {
        clubs: found,
        text: resultCountText(found.length),
        mapLabel: searchMapLabel(found.length, outcome.term),
      };
    }
    case 'nearby': {
      const count = outcome.clubs.length;
      return {
        clubs: outcome.clubs,
        text: nearbyCountText(count),
        mapLabel: nearbyMapLabel(count),
      };
    }
    case 'noPosition':
      return { clubs: [], text: outcome.text, mapLabel: '' };
  }
}

/** No club yet: the list loads, or failed (the tracker has opened the error modal). */
const NO_CLUBS: readonly Club[] = [];

/**
 * Every club (product/club-and-entry.md#clubs GET club), read once per visit of the step from
 * when the person sets out to search (`wanted`); none until it answers.
 */
function useAllClubs(wanted: boolean): readonly Club[] {
  return useTrackedQuery(getAllClubs, wanted ? {} : undefined).data ?? NO_CLUBS;
}

/**
 * Locating a club (product/club-and-entry.md#club-locator, #clubs): a search by ZIP or postal code
 * or place name, which the server finds offline and answers with the clubs around it and their
 * distances; a search that names no place is read as a state or province over the club list,
 * filtered and sorted by the domain's club-list rules; and 'Use my location',
 * which asks the browser for the position and searches the nearest clubs within the default radius.
 * The result count or the reason for no results is announced in a live region.
 */
export function ClubLocator({ onChoose }: { onChoose: (club: LocatedClub) => void }) {
  // The first screen is a search form: what only results show (the club list, every club's hours
  // today, the map's settings and its code) is read once the person sets out to search (focuses
  // the search, submits it or asks for their location), not by every visitor on arrival, so the
  // screen settles sooner on a slow phone (docs/decisions/0040).
  const [searchStarted, setSearchStarted] = useState(false);
  const allClubs = useAllClubs(searchStarted);
  const hours = useClubHoursToday(searchStarted);
  // The map's tile server, when one is configured; until it answers, the offline outline.
  const tiles =
    useTrackedQuery(getLocatorMapSettings, searchStarted ? {} : undefined).data?.tiles ?? undefined;
  const [search, setSearch] = useState('');
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [locating, setLocating] = useState(false);
  const [searching, setSearching] = useState(false);
  const chosenId = clubStore((state) => state.club?.mmsClubId);
  const queryClient = useQueryClient();
  // The same results while only the highlight changes, so the map keeps its drawing.
  const shown = useMemo(() => outcome && outcomeResults(outcome, allClubs), [outcome, allClubs]);

  // The map's code (some 85 KiB compressed) loads beside the search's own call; a failure leaves
  // the list without its map (ClubMapSlot).
  const startSearching = () => {
    setSearchStarted(true);
    void loadClubMap().catch(() => undefined);
  };

  const submitSearch = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    startSearching();
    const term = search.trim();
    setSearching(true);
    try {
      const answer =
        term === ''
          ? undefined
          : await queryClient.fetchQuery(trackedQuery(getLocatorClubs, { query: { place: term } }));
      if (answer?.place) {
        setOutcome({ kind: 'place', answer, place: answer.place.name });
      } else {
        // A search over the club list awaits the list (01 §8: a club list not yet loaded is
        // awaited), so its count is never announced from a list still on its way.
        await queryClient.ensureQueryData(trackedQuery(getAllClubs, {}));
        setOutcome({ kind: 'search', term });
      }
    } catch {
      // The tracker has opened the error modal and logged the failure.
      setOutcome(undefined);
    } finally {
      setSearching(false);
    }
  };

  const searchNearby = async () => {
    startSearching();
    setLocating(true);
    try {
      const position = await currentPosition();
      if (position.kind !== 'found') {
        const text = position.kind === 'refused' ? LOCATION_REFUSED : LOCATION_UNAVAILABLE;
        setOutcome({ kind: 'noPosition', text });
        return;
      }
      const { distance, limit, latitude, longitude } = nearestClubSearchParams(
        undefined,
        position.point,
      );
      const nearby = await queryClient.fetchQuery(
        trackedQuery(getNearestClubs, {
          query: {
            latitude: String(latitude),
            longitude: String(longitude),
            distance: String(distance),
            limit: String(limit),
          },
        }),
      );
      setOutcome({ kind: 'nearby', clubs: nearby });
    } catch {
      // The tracker has opened the error modal and logged the failure.
      setOutcome(undefined);
    } finally {
      setLocating(false);
    }
  };

  return (
    <>
      <form className={styles.search} role="search" onSubmit={(event) => void submitSearch(event)}>
        <Field label="City, state, ZIP or postal code">
          {(control) => (
            <input
              {...control}
              className={styles.input}
              type="search"
              value={search}
              onFocus={startSearching}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" loading={searching}>
          Search
        </Button>
      </form>
      <div className={styles.nearby}>
        <Button variant="secondary" loading={locating} onClick={() => void searchNearby()}>
          Use my location
        </Button>
      </div>
      <p className={styles.outcome} aria-live="polite" aria-atomic="true">
        {shown?.text}
      </p>
      {shown && shown.clubs.length > 0 && (
        <ClubResults
          clubs={shown.clubs}
          mapLabel={shown.mapLabel}
          chosenId={chosenId}
          onChoose={onChoose}
          hours={hours}
          tiles={tiles}
        />
      )}
    </>
  );
}
