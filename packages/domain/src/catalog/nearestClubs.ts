import type { CatalogClub } from './club';
import type { GeoPoint } from './greatCircleDistance';
import { sortClubsByDistance } from './greatCircleDistance';
import { listClubAccessClubs } from './listClubs';
import type { NearestClubSearchParams } from './nearestClubSearch';

/**
 * The answer to a nearest-club search (product/club-and-entry.md#nearest-club-search): the clubs a
 * person can join (open or presale, club type 1 or 2, as club access lists them,
 * product/club-and-entry.md#which-clubs-are-listed) within `distance` miles of the point
 * (inclusive), nearest first, at most `limit` of them, each with its distance. Presale clubs are
 * kept because they sell memberships before they open (product/club-and-entry.md#clubs).
 */
export function nearestClubs<C extends GeoPoint & Pick<CatalogClub, 'open' | 'clubTypeId'>>(
  clubs: readonly C[],
  search: NearestClubSearchParams,
): (C & { distance: number })[] {
  return sortClubsByDistance(listClubAccessClubs(clubs), search)
    .filter((club) => club.distance <= search.distance)
    .slice(0, search.limit);
}
