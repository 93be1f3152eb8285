import type { Interest } from '@clubjoin/contract/catalog/interest';
import type { ModuleContext } from '../moduleContext';
import { findClub } from './findClub';
import { selectClubInterests } from './store';

/**
 * A club's interests (product/membership-and-promotions.md#interests), in its order and unfiltered
 * (the interests step filters them with listInterestOptions,
 * product/membership-and-promotions.md#interests); undefined for an unknown club.
 */
export async function listClubInterests(
  context: ModuleContext,
  mmsClubId: string,
): Promise<Interest[] | undefined> {
  if (!(await findClub(context, mmsClubId))) return undefined;
  return context.catalogCache.read(`content.interests.${mmsClubId}`, () =>
    selectClubInterests(context.db, mmsClubId),
  );
}
