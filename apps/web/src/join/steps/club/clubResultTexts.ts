import { DEFAULT_SEARCH_RADIUS } from '@clubjoin/domain/catalog/nearestClubSearch';
import { formatLongDate } from '@clubjoin/domain/time/formatLongDate';
import { currencyForCountry } from '@clubjoin/domain/money/currency';

/** How a club locator search ended, announced to screen readers (our wording). */
export function resultCountText(count: number): string {
  if (count === 0) return 'No clubs match your search. Try a city, a state or a ZIP code.';
  return count === 1 ? '1 club found.' : `${count} clubs found.`;
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

/** The accessible name of the map of the clubs near the person (our wording). */
export function nearbyMapLabel(count: number): string {
  return `Map of ${mappedClubs(count)} near you`;
}
