import type { Club } from '@clubjoin/contract/catalog/club';
import type { ModuleContext } from '../moduleContext';
import {
  readAddOnBundles,
  readCards,
  readCategories,
  readClubs,
  readPackages,
  readPoolPassSeasons,
  readPromotions,
} from './store';

/**
 * The catalog reads of the product service, each answered from the catalog cache. The clubs are
 * kept whole under one key and a club's lists only for clubs the catalog holds, so no id a caller
 * sends adds an entry to the cache.
 */
export async function findClub(
  context: ModuleContext,
  mmsClubId: string,
): Promise<Club | undefined> {
  const clubs = await context.catalogCache.read(
    'product:clubs',
    async () => new Map((await readClubs(context.db)).map((club) => [club.mmsClubId, club])),
  );
  return clubs.get(mmsClubId);
}

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
