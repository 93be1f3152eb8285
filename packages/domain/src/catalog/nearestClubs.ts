import type { CatalogClub } from './club';
import type { GeoPoint } from './greatCircleDistance';
import { sortClubsByDistance } from './greatCircleDistance';
import { listClubAccessClubs } from './listClubs';
import type { NearestClubSearchParams } from './nearestClubSearch';
import { nearestClubSearchParams } from './nearestClubSearch';

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
  return sortClubsByDistance(listClubAccessClubs(clubs), search, {
    within: search.distance,
    limit: search.limit,
  });
}

/**
 * The clubs around a place a locator search found (product/club-and-entry.md#club-locator): the
 * nearest-club search's answer within the default radius; when it has none, the nearest club a
 * person can join farther away, so the person is told how far it is (none when no club is listed).
 */
export function clubsAroundPlace<C extends GeoPoint & Pick<CatalogClub, 'open' | 'clubTypeId'>>(
  clubs: readonly C[],
  point: GeoPoint,
): {
  nearby: (C & { distance: number })[];
  nearestFarther: (C & { distance: number }) | undefined;
} {
  const search = nearestClubSearchParams(undefined, point);
  const nearby = nearestClubs(clubs, search);
  const [nearestFarther] =
    nearby.length > 0 ? [] : sortClubsByDistance(listClubAccessClubs(clubs), search, { limit: 1 });
  return { nearby, nearestFarther };
}
