import type { NewMemberExperience } from '@clubjoin/contract/catalog/newMemberExperience';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { ModuleContext } from '../moduleContext';
import type { UnknownClub } from '../clubs/unknownClub';
import { findClub } from '../clubs/findClub';
import { selectClubExperiences } from './store';

/** A club's new-member experiences (product/pages.md#new-member-experiences), in its order. */
export async function listClubExperiences(
  context: ModuleContext,
  mmsClubId: string,
): Promise<Outcome<NewMemberExperience[], UnknownClub>> {
  if (!(await findClub(context, mmsClubId)))
    return fail({ kind: 'unknownClub', clubId: mmsClubId });
  return succeed(
    await context.catalogCache.read(`content.experiences.${mmsClubId}`, () =>
      selectClubExperiences(context.db, mmsClubId),
    ),
  );
}
