import type { CatalogClub } from './club';
import { hasListedClubType, isOpenClub, isPresaleClub } from './club';

type ListedClub = Pick<CatalogClub, 'open' | 'clubTypeId'>;
type SortableClub = Pick<CatalogClub, 'country' | 'state' | 'marketingClubName'>;

/**
 * The clubs club access lists (product/club-and-entry.md#which-clubs-are-listed): open or presale
 * clubs of type 1 or 2, in the order given (the access service's order; the spec sets no order for
 * these lists).
 */
export function listClubAccessClubs<C extends ListedClub>(clubs: readonly C[]): C[] {
  return clubs.filter(
    (club) => hasListedClubType(club) && (isOpenClub(club) || isPresaleClub(club)),
  );
}

/**
 * The clubs the club-access modal lists (product/club-and-entry.md#which-clubs-are-listed): as club
 * access, but without presale clubs.
 */
export function listClubAccessModalClubs<C extends ListedClub>(clubs: readonly C[]): C[] {
  return clubs.filter(isListedOpenClub);
}

function isListedOpenClub(club: ListedClub): boolean {
  return hasListedClubType(club) && isOpenClub(club);
}

/**
 * Order of page club lists (product/club-and-entry.md#which-clubs-are-listed): country descending
 * (so the United States comes before Canada), then state, then name, compared as English text.
 */
export function compareListedClubs(a: SortableClub, b: SortableClub): number {
  return (
    b.country.localeCompare(a.country, 'en') ||
    a.state.localeCompare(b.state, 'en') ||
    a.marketingClubName.localeCompare(b.marketingClubName, 'en')
  );
}

/**
 * The club lists of the one-day and qualified pages
 * (product/club-and-entry.md#which-clubs-are-listed): only open clubs of type 1 or 2, sorted by
 * compareListedClubs.
 */
export function listPageClubs<C extends ListedClub & SortableClub>(clubs: readonly C[]): C[] {
  return clubs.filter(isListedOpenClub).sort(compareListedClubs);
}
