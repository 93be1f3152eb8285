import type { QueryClient } from '@tanstack/react-query';
import { getClubHoursToday } from '@clubjoin/contract/clubHours';
import type { ClubLocatorAnswer } from '@clubjoin/contract/clubs';
import {
  getAllClubs,
  getLocatorClubs,
  getLocatorMapSettings,
  getNearestClubs,
} from '@clubjoin/contract/clubs';
import { searchClubs } from '@clubjoin/domain/catalog/clubSearch';
import type { GeoPoint } from '@clubjoin/domain/catalog/greatCircleDistance';
import { nearestClubSearchParams } from '@clubjoin/domain/catalog/nearestClubSearch';
import { trackedQuery, useTrackedQuery } from '../../../api/useTrackedQuery';
import { QUIET_HOURS, useClubHoursToday } from './ClubHours';
import { ClubResults, type ClubResultsProps } from './ClubResults';
import type { LocatedClub } from './locatedClub';

/**
 * The club locator's searches and results, loaded when the person sets out to search
 * (docs/decisions/0040): the first screen is the search form alone, and what answers a search (the
 * contract's club endpoints and their schemas, the club-list rules, the results and hours) comes
 * with this module.
 */

/** What a search found: a place the server knows and the clubs around it, or clubs of the list. */
export type FoundClubs =
  | { kind: 'place'; answer: ClubLocatorAnswer; place: string }
  | { kind: 'search'; term: string; clubs: readonly LocatedClub[] };

/**
 * Every club's hours today, read once; settled when they are at hand or could not be had (hours are
 * extra: the list shows without them). Results wait for them, so they come with their hours in one
 * paint instead of growing a line per club a moment later.
 */
const hoursToday = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(trackedQuery(getClubHoursToday, {}, QUIET_HOURS)).catch(() => null);

/**
 * A search by ZIP or postal code or place name, which the server finds offline and answers with
 * the clubs around it; a search that names no place is read as a state or province over the club
 * list (01 §8: a club list not yet loaded is awaited, so a count is never announced from a list
 * still on its way), filtered and sorted by the domain's club-list rules.
 */
export async function findClubs(queryClient: QueryClient, term: string): Promise<FoundClubs> {
  const [found] = await Promise.all([searchFor(queryClient, term), hoursToday(queryClient)]);
  return found;
}

async function searchFor(queryClient: QueryClient, term: string): Promise<FoundClubs> {
  const answer =
    term === ''
      ? undefined
      : await queryClient.fetchQuery(trackedQuery(getLocatorClubs, { query: { place: term } }));
  if (answer?.place) return { kind: 'place', answer, place: answer.place.name };
  const clubs = await queryClient.ensureQueryData(trackedQuery(getAllClubs, {}));
  return { kind: 'search', term, clubs: searchClubs(clubs, term) };
}

/** The nearest clubs to a position within the default radius (product/club-and-entry.md#nearest-club-search). */
export async function findNearbyClubs(
  queryClient: QueryClient,
  point: GeoPoint,
): Promise<readonly LocatedClub[]> {
  const { distance, limit, latitude, longitude } = nearestClubSearchParams(undefined, point);
  const [nearby] = await Promise.all([
    queryClient.fetchQuery(
      trackedQuery(getNearestClubs, {
        query: {
          latitude: String(latitude),
          longitude: String(longitude),
          distance: String(distance),
          limit: String(limit),
        },
      }),
    ),
    hoursToday(queryClient),
  ]);
  return nearby;
}

/**
 * The results, mounted from when the person sets out to search: it reads what only results show
 * (the club list, every club's hours today and the map's settings) and keeps them while the search
 * is in use (the app's cache keeps an answer only while a screen reads it), so they are at hand
 * when a search answers. It shows the clubs found, each with its hours today, and the map on its
 * tile server when one is set.
 */
export function LocatorResults(props: Omit<ClubResultsProps, 'hours' | 'tiles'>) {
  useTrackedQuery(getAllClubs, {});
  const hours = useClubHoursToday(true);
  const tiles = useTrackedQuery(getLocatorMapSettings, {}).data?.tiles ?? undefined;
  if (props.clubs.length === 0) return null;
  return <ClubResults {...props} hours={hours} tiles={tiles} />;
}
