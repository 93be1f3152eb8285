import type { CatalogClub } from './club';
import { compareListedClubs, listClubAccessClubs } from './listClubs';
import { withoutAccents } from '../validation/textField';

/** The fields of a club the locator's search reads (product/club-and-entry.md#clubs). */
export type SearchableClub = Pick<
  CatalogClub,
  'open' | 'clubTypeId' | 'country' | 'state' | 'marketingClubName'
> & { city: string; stateAbbr: string; zip: string };

/** Lowercase, without accents or spaces around: 'Montréal ' reads as 'montreal'. */
function normalize(text: string): string {
  return withoutAccents(text).trim().toLowerCase();
}

/** A postal code as compared: lowercase without spaces, so 'M4W1A5' finds 'M4W 1A5'. */
function compactCode(text: string): string {
  return normalize(text).replace(/\s+/g, '');
}

/**
 * Whether a club answers a locator search (product/club-and-entry.md#club-locator; the spec names
 * no matching rule, so ours): the search is the start of the club's city or of a word in it, the
 * start of its state or province name, its two-letter abbreviation, or the start of its ZIP or
 * postal code.
 */
export function matchesClubSearch(club: SearchableClub, search: string): boolean {
  const term = normalize(search);
  if (term === '') return false;
  const city = normalize(club.city);
  const code = compactCode(search);
  return (
    city.startsWith(term) ||
    city.split(/[\s.-]+/).some((word) => word !== '' && word.startsWith(term)) ||
    normalize(club.state).startsWith(term) ||
    normalize(club.stateAbbr) === term ||
    (/\d/.test(code) && compactCode(club.zip).startsWith(code))
  );
}

/**
 * The clubs a locator search finds (product/club-and-entry.md#club-locator,
 * #which-clubs-are-listed): the clubs a person can join (open or presale, type 1 or 2, as club
 * lists show them) that answer the search, in the page lists' order (country descending, then
 * state, then name). An empty search finds none.
 */
export function searchClubs<C extends SearchableClub>(clubs: readonly C[], search: string): C[] {
  return listClubAccessClubs(clubs)
    .filter((club) => matchesClubSearch(club, search))
    .sort(compareListedClubs);
}
