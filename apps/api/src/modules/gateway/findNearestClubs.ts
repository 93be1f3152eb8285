import type { NearestClub } from '@clubjoin/contract/clubs';
import { nearestClubs } from '@clubjoin/domain/catalog/nearestClubs';
import type { NearestClubSearchParams } from '@clubjoin/domain/catalog/nearestClubSearch';
import type { ModuleContext } from '../moduleContext';
import { listClubs } from '../clubs/listClubs';

/**
 * GET club/nearest (product/club-and-entry.md#clubs): the open and presale clubs of type 1 or 2
 * within the search's distance, nearest first, at most its limit, from the cached club list.
 */
export async function findNearestClubs(
  context: ModuleContext,
  search: NearestClubSearchParams,
): Promise<NearestClub[]> {
  return nearestClubs(await listClubs(context), search);
}
