import type { Club } from '@clubjoin/contract/catalog/club';
import type { ModuleContext } from '../moduleContext';
import {
  readAddOnBundles,
  readCards,
  readCategories,
  readPackages,
  readPoolPassSeasons,
  readPromotions,
} from './store';

/**
 * The catalog reads of the product service, each answered from the catalog cache, and only for
 * clubs the catalog holds (found with the content service's findClub), so no id a caller sends
 * adds an entry to the cache.
 */
/** The lists of a club the catalog holds, each read once per catalog version. */
export function clubLists(context: ModuleContext, club: Club) {
  const { catalogCache, db } = context;
  const id = club.mmsClubId;
  return {
    cards: () => catalogCache.read(`product:cards:${id}`, () => readCards(db, id)),
    promotions: () => catalogCache.read(`product:promotions:${id}`, () => readPromotions(db, id)),
    packages: () => catalogCache.read(`product:packages:${id}`, () => readPackages(db, id)),
    addOnBundles: () =>
      catalogCache.read(`product:addOnBundles:${id}`, () => readAddOnBundles(db, id)),
    poolPassSeasons: () =>
      catalogCache.read(`product:poolPassSeasons:${id}`, () => readPoolPassSeasons(db, id)),
    categories: () => catalogCache.read(`product:categories:${id}`, () => readCategories(db, id)),
  };
}
export type ClubLists = ReturnType<typeof clubLists>;
