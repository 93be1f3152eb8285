import { DEFAULT_SEARCH_RADIUS } from '@clubjoin/domain/catalog/nearestClubSearch';
import { formatLongDate } from '@clubjoin/domain/time/formatLongDate';
import { currencyForCountry } from '@clubjoin/domain/money/currency';

/** A search that names no place the locator knows and no state or club either (our wording). */
export const PLACE_NOT_FOUND =
  "We couldn't find that place. Try a city, a ZIP code or a postal code.";

/** A search whose code could not download (our wording, as the page's own failed download). */
export const SEARCH_UNAVAILABLE =
  'We could not load the club search. Check your connection and try again.';

/** How a club locator search by state or province ended, announced to screen readers (our wording). */
export function resultCountText(count: number): string {
  if (count === 0) return PLACE_NOT_FOUND;
  return count === 1 ? '1 club found.' : `${count} clubs found.`;
}

/**
 * How a search for a place ended (product/club-and-entry.md#club-locator: the clubs within the
 * default radius of 20 miles, nearest first; with none, the nearest farther away).
 */
export function placeCountText(
  count: number,
  place: string,
  nearestFarther?: { marketingClubName: string; distance: number },
): string {
  const within = `within ${DEFAULT_SEARCH_RADIUS} miles of ${place}`;
  if (count === 0) {
    const nearest = nearestFarther
      ? ` The nearest is ${nearestFarther.marketingClubName}, ${distanceText(nearestFarther.distance)}.`
      : '';
    return `No clubs ${within}.${nearest}`;
  }
  return count === 1 ? `1 club ${within}.` : `${count} clubs ${within}, nearest first.`;
}

/**
 * How a nearest-club search ended (product/club-and-entry.md#nearest-club-search: within the
 * default radius of 20 miles).
 */
export function nearbyCountText(count: number): string {
  if (count === 0) {
    return `No clubs within ${DEFAULT_SEARCH_RADIUS} miles of you. Search by city, state or ZIP instead.`;
  }
  return count === 1 ? '1 club near you.' : `${count} clubs near you, nearest first.`;
}

/** Why 'Use my location' found nothing to search around (our wording). */
export const LOCATION_REFUSED =
  'We cannot use your location because permission was refused. Search by city, state or ZIP instead.';
export const LOCATION_UNAVAILABLE =
  'Your location is not available right now. Search by city, state or ZIP instead.';

/** A nearest-club result's distance (product/club-and-entry.md#clubs, in miles), to one decimal. */
export function distanceText(miles: number): string {
  return `${miles.toFixed(1)} miles away`;
}

/**
 * A presale club's mark (product/club-and-entry.md#clubs: clubs may be in presale), with its
 * opening date.
 */
export function presaleText(openDate: string): string {
  return `Presale: opens ${formatLongDate(openDate)}`;
}

/**
 * A club in Canada (product/pricing-and-dues.md#currency: Clubs in Canada show prices in Canadian
 * currency).
 */
export function canadaText(country: string): string {
  return `Canada: prices in ${currencyForCountry(country).symbol}`;
}

/** The clubs a map shows, counted: 'the club' or 'the {n} clubs'. */
function mappedClubs(count: number): string {
  return count === 1 ? 'the club' : `the ${count} clubs`;
}

/** The accessible name of the map of a search's results (our wording). */
export function searchMapLabel(count: number, term: string): string {
  return `Map of ${mappedClubs(count)} found near ${term.trim()}`;
}

/** The accessible name of the map of the clubs around a place searched (our wording). */
export function placeMapLabel(count: number, place: string): string {
  return `Map of ${mappedClubs(count)} near ${place}`;
}

/** The accessible name of the map of the clubs near the person (our wording). */
export function nearbyMapLabel(count: number): string {
  return `Map of ${mappedClubs(count)} near you`;
}
