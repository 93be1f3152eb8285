import { lazy, Suspense, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { ApiError } from '../../../api/ApiError';
import { clubStore } from '../../stores/clubStore';
import type { FoundClubs } from './clubSearch';
import type { LocatedClub } from './locatedClub';
import { loadClubMap } from './ClubMapSlot';
import {
  LOCATION_REFUSED,
  LOCATION_UNAVAILABLE,
  nearbyCountText,
  nearbyMapLabel,
  placeCountText,
  placeMapLabel,
  resultCountText,
  SEARCH_UNAVAILABLE,
  searchMapLabel,
} from './clubResultTexts';
import { currentPosition } from './currentPosition';
import styles from './ClubSearch.module.css';

/** No clubs found yet. */
const NO_CLUBS: readonly LocatedClub[] = [];

/** The searches and results, loaded when the person sets out to search (docs/decisions/0040). */
const loadClubSearch = () => import('./clubSearch');
const LocatorResults = lazy(async () => ({ default: (await loadClubSearch()).LocatorResults }));

/**
 * What the locator last did: a search for a place (the server found it and the clubs around it),
 * a search by state or province when the search names no place (over the club list), the clubs
 * near the person, or why there are none.
 */
type Outcome =
  FoundClubs | { kind: 'nearby'; clubs: readonly LocatedClub[] } | { kind: 'none'; text: string };

/** The clubs an outcome lists, the text announced for it and the name of their map. */
function outcomeResults(outcome: Outcome): {
  clubs: readonly LocatedClub[];
  text: string;
  mapLabel: string;
} {
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
    case 'search':
      return {
        clubs: outcome.clubs,
        text: resultCountText(outcome.clubs.length),
        mapLabel: searchMapLabel(outcome.clubs.length, outcome.term),
      };
    case 'nearby': {
      const count = outcome.clubs.length;
      return {
        clubs: outcome.clubs,
        text: nearbyCountText(count),
        mapLabel: nearbyMapLabel(count),
      };
    }
    case 'none':
      return { clubs: [], text: outcome.text, mapLabel: '' };
  }
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
  const [searchStarted, setSearchStarted] = useState(false);
  const [search, setSearch] = useState('');
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [locating, setLocating] = useState(false);
  const [searching, setSearching] = useState(false);
  const chosenId = clubStore((state) => state.club?.mmsClubId);
  const queryClient = useQueryClient();
  // The same results while only the highlight changes, so the map keeps its drawing.
  const shown = useMemo(() => outcome && outcomeResults(outcome), [outcome]);

  // The first screen is a search form: what only results show (the club list, every club's hours
  // today, the map's settings, the searches' code and the map's, some 85 KiB compressed) loads
  // once the person sets out to search (focuses the search, submits it or asks for their
  // location), not for every visitor on arrival, so the screen settles sooner on a slow phone
  // (docs/decisions/0040). A failure of the map leaves the list without it (ClubMapSlot).
  const startSearching = () => {
    setSearchStarted(true);
    void loadClubMap().catch(() => undefined);
  };

  /**
   * Runs a search; a failed call has opened the error modal (the tracker), and code that cannot
   * download says so in the results' place.
   */
  const settle = async (find: () => Promise<Outcome>) => {
    try {
      setOutcome(await find());
    } catch (error) {
      setOutcome(
        error instanceof ApiError ? undefined : { kind: 'none', text: SEARCH_UNAVAILABLE },
      );
    }
  };

  const submitSearch = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    startSearching();
    setSearching(true);
    await settle(async () => (await loadClubSearch()).findClubs(queryClient, search.trim()));
    setSearching(false);
  };

  const searchNearby = async () => {
    startSearching();
    setLocating(true);
    await settle(async () => {
      const position = await currentPosition();
      if (position.kind !== 'found') {
        const text = position.kind === 'refused' ? LOCATION_REFUSED : LOCATION_UNAVAILABLE;
        return { kind: 'none', text };
      }
      const { findNearbyClubs } = await loadClubSearch();
      return { kind: 'nearby', clubs: await findNearbyClubs(queryClient, position.point) };
    });
    setLocating(false);
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
      {searchStarted && (
        <Suspense>
          <LocatorResults
            clubs={shown?.clubs ?? NO_CLUBS}
            mapLabel={shown?.mapLabel ?? ''}
            chosenId={chosenId}
            onChoose={onChoose}
          />
        </Suspense>
      )}
    </>
  );
}
