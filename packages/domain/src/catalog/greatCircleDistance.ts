/** A point on the earth in decimal degrees (01 §3 club latitude and longitude). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The earth's mean radius in miles, the unit of club distances and search radii (01 §7, §9). */
export const EARTH_RADIUS_MILES = 3958.8;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance in miles between two points (01 §3 club distance). */
export function greatCircleMiles(from: GeoPoint, to: GeoPoint): number {
  const halfChordSquared =
    Math.sin(toRadians(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) *
      Math.cos(toRadians(to.latitude)) *
      Math.sin(toRadians(to.longitude - from.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(halfChordSquared)));
}

/**
 * Clubs nearest first from a point (01 §7 nearest-club search), each with its `distance` in miles
 * (01 §3); clubs at the same distance keep their given order.
 */
export function sortClubsByDistance<C extends GeoPoint>(
  clubs: readonly C[],
  from: GeoPoint,
): (C & { distance: number })[] {
  return clubs
    .map((club) => ({ ...club, distance: greatCircleMiles(from, club) }))
    .sort((a, b) => a.distance - b.distance);
}
