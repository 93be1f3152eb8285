import type { GeoPoint } from './greatCircleDistance';

/**
 * Nearest-club search radius in miles when the club has no sales radius
 * (product/club-and-entry.md#nearest-club-search).
 */
export const DEFAULT_SEARCH_RADIUS = 20;

/** Most clubs a nearest-club search returns (product/club-and-entry.md#nearest-club-search). */
export const NEAREST_CLUB_LIMIT = 100;

/** The query of GET club/nearest (product/club-and-entry.md#nearest-club-search). */
export interface NearestClubSearchParams extends GeoPoint {
  distance: number;
  limit: number;
}

/**
 * The nearest-club search around a point (product/club-and-entry.md#nearest-club-search): distance
 * is the club's salesRadius, or 20 when the club has none (absent, or not above zero), and the
 * limit is 100.
 */
export function nearestClubSearchParams(
  club: { salesRadius?: number | null | undefined } | undefined,
  point: GeoPoint,
): NearestClubSearchParams {
  const salesRadius = club?.salesRadius ?? 0;
  return {
    distance: salesRadius > 0 ? salesRadius : DEFAULT_SEARCH_RADIUS,
    limit: NEAREST_CLUB_LIMIT,
    latitude: point.latitude,
    longitude: point.longitude,
  };
}
