import type { CatalogClub } from './club';
import type { GeoPoint } from './greatCircleDistance';
import { sortClubsByDistance } from './greatCircleDistance';
import { listClubAccessClubs } from './listClubs';
import type { NearestClubSearchParams } from './nearestClubSearch';

/**
 * The answer to a nearest-club search (01 §7 GET club/nearest): the clubs a person can join
 * (open or presale, club type 1 or 2, as club access lists them, 01 §5) within `distance` miles
 * of the point (inclusive), nearest first, at most `limit` of them, each with its distance.
 * Presale clubs are kept because they sell memberships before they open (01 §1).
 */
export function nearestClubs<C extends GeoPoint & Pick<CatalogClub, 'open' | 'clubTypeId'>>(
  clubs: readonly C[],
  search: NearestClubSearchParams,
): (C & { distance: number })[] {
  return sortClubsByDistance(listClubAccessClubs(clubs), search)
    .filter((club) => club.distance <= search.distance)
    .slice(0, search.limit);
}
