import type { Interest } from '@clubjoin/contract/catalog/interest';
import type { ModuleContext } from '../moduleContext';
import { findClub } from './findClub';
import { selectClubInterests } from './store';

/**
 * A club's interests (02 §3, §7), in its order and unfiltered (the interests step filters them
 * with listInterestOptions, 02 §5); undefined for an unknown club.
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
