import type { GeoPoint } from './greatCircleDistance';
import { EARTH_RADIUS_MILES } from './greatCircleDistance';

/**
 * The least distance a map of club results shows, north to south and west to east, in miles
 * (ours: the spec has no map): a metro area, so a town's clubs fill the map rather than sit as
 * one blob in a state (issue 21), and a single club still shows the shores and borders near it.
 */
export const MIN_CLUB_MAP_SPAN_MILES = 30;

/** The part of the earth a map shows, as bounding latitudes and longitudes in decimal degrees. */
export interface MapArea {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** Miles along a meridian per degree of latitude (the same sphere as club distances). */
const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;

/** Widens [low, high] about its middle to at least `span`. */
function widen(low: number, high: number, span: number): [number, number] {
  const extra = Math.max(0, span - (high - low)) / 2;
  return [low - extra, high + extra];
}

/**
 * The area a map of clubs shows: the box around every club, widened about its middle to at
 * least `minimumSpanMiles` each way (a degree of longitude is measured at the box's middle
 * latitude), or none without clubs. The clubs are in North America, so no box crosses the
 * 180th meridian or a pole.
 */
export function clubMapArea(
  clubs: readonly GeoPoint[],
  minimumSpanMiles: number = MIN_CLUB_MAP_SPAN_MILES,
): MapArea | undefined {
  if (clubs.length === 0) return undefined;
  const latitudes = clubs.map((club) => club.latitude);
  const longitudes = clubs.map((club) => club.longitude);
  const [south, north] = widen(
    Math.min(...latitudes),
    Math.max(...latitudes),
    minimumSpanMiles / MILES_PER_DEGREE,
  );
  const middleLatitude = ((south + north) / 2) * (Math.PI / 180);
  const [west, east] = widen(
    Math.min(...longitudes),
    Math.max(...longitudes),
    minimumSpanMiles / (MILES_PER_DEGREE * Math.cos(middleLatitude)),
  );
  return { south, north, west, east };
}

/**
 * The length of a map's scale bar in miles (the unit of club distances,
 * product/club-and-entry.md#clubs): the longest round length (1, 2 or 5 times a power of ten) not
 * over `mostMiles`, or none under a mile.
 */
export function scaleBarMiles(mostMiles: number): number | undefined {
  if (!(mostMiles >= 1)) return undefined;
  const power = 10 ** Math.floor(Math.log10(mostMiles));
  const step = [5, 2, 1].find((multiple) => multiple * power <= mostMiles) ?? 1;
  return step * power;
}
