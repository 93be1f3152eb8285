import type { ClubLocatorAnswer } from '@clubjoin/contract/clubs';
import { clubsAroundPlace } from '@clubjoin/domain/catalog/nearestClubs';
import { DEFAULT_SEARCH_RADIUS } from '@clubjoin/domain/catalog/nearestClubSearch';
import { findPlaceOf } from '@clubjoin/domain/catalog/placeSearch';
import { listClubs } from '../clubs/listClubs';
import type { ModuleContext } from '../moduleContext';
import { gazetteer } from './gazetteer';

/**
 * A locator search (product/club-and-entry.md#club-locator): the place it names, found offline,
 * and the clubs around it from the cached club list; a search that names no place answers none.
 */
export async function locateClubs(
  context: ModuleContext,
  search: string,
): Promise<ClubLocatorAnswer> {
  const place = findPlaceOf(await gazetteer(), search);
  if (!place)
    return { place: null, radius: DEFAULT_SEARCH_RADIUS, clubs: [], nearestFarther: null };
  const { nearby, nearestFarther } = clubsAroundPlace(await listClubs(context), place);
  return {
    place,
    radius: DEFAULT_SEARCH_RADIUS,
    clubs: nearby,
    nearestFarther: nearestFarther ?? null,
  };
}
