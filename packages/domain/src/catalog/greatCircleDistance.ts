/** A point on the earth in decimal degrees (product/club-and-entry.md#clubs). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * The earth's mean radius in miles, the unit of club distances and search radii
 * (product/club-and-entry.md#nearest-club-search).
 */
export const EARTH_RADIUS_MILES = 3958.8;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * The great-circle (haversine) distance in miles between two points
 * (product/club-and-entry.md#clubs).
 */
export function greatCircleMiles(from: GeoPoint, to: GeoPoint): number {
  const halfChordSquared =
    Math.sin(toRadians(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) *
      Math.cos(toRadians(to.latitude)) *
      Math.sin(toRadians(to.longitude - from.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(halfChordSquared)));
}

/**
 * Clubs nearest first from a point (product/club-and-entry.md#nearest-club-search), each with its
 * `distance` in miles (product/club-and-entry.md#clubs); clubs at the same distance keep their
 * given order. Only those `within` miles (inclusive) and the first `limit` of them, when given.
 * Only the clubs kept are copied (a search over the whole chain answers a handful; issue 22).
 */
export function sortClubsByDistance<C extends GeoPoint>(
  clubs: readonly C[],
  from: GeoPoint,
  { within = Infinity, limit = Infinity }: { within?: number; limit?: number } = {},
): (C & { distance: number })[] {
  return clubs
    .map((club) => ({ club, distance: greatCircleMiles(from, club) }))
    .filter(({ distance }) => distance <= within)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit)
    .map(({ club, distance }) => ({ ...club, distance }));
}
