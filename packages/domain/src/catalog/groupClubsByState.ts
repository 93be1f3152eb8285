import type { CatalogClub } from './club';

/** One group of the one-day page's club dropdown: a state's label and its clubs. */
export interface StateClubGroup<C> {
  state: string;
  clubs: C[];
}

/**
 * Groups clubs by state for the one-day page's dropdown (product/pages.md#one-day-membership-page).
 * Groups follow the order in which their state first appears, and clubs keep their order, so a list
 * already sorted by listPageClubs yields groups by country descending, then state, each sorted by
 * name.
 */
export function groupClubsByState<C extends Pick<CatalogClub, 'state'>>(
  clubs: readonly C[],
): StateClubGroup<C>[] {
  const groups = new Map<string, C[]>();
  for (const club of clubs) {
    const group = groups.get(club.state);
    if (group) group.push(club);
    else groups.set(club.state, [club]);
  }
  return [...groups].map(([state, members]) => ({ state, clubs: members }));
}
