import type { NewMemberExperience } from '@clubjoin/contract/catalog/newMemberExperience';
import type { ModuleContext } from '../moduleContext';
import { findClub } from './findClub';
import { selectClubExperiences } from './store';

/**
 * A club's new-member experiences (product/pages.md#new-member-experiences), in its order;
 * undefined for an unknown club.
 */
export async function listClubExperiences(
  context: ModuleContext,
  mmsClubId: string,
): Promise<NewMemberExperience[] | undefined> {
  if (!(await findClub(context, mmsClubId))) return undefined;
  return context.catalogCache.read(`content.experiences.${mmsClubId}`, () =>
    selectClubExperiences(context.db, mmsClubId),
  );
}
