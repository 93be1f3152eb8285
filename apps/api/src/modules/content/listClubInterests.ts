import type { Interest } from '@clubjoin/contract/catalog/interest';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { ModuleContext } from '../moduleContext';
import type { UnknownClub } from '../clubs/unknownClub';
import { findClub } from '../clubs/findClub';
import { selectClubInterests } from './store';

/**
 * A club's interests (product/membership-and-promotions.md#interests), in its order and unfiltered
 * (the interests step filters them with listInterestOptions,
 * product/membership-and-promotions.md#interests).
 */
export async function listClubInterests(
  context: ModuleContext,
  mmsClubId: string,
): Promise<Outcome<Interest[], UnknownClub>> {
  if (!(await findClub(context, mmsClubId)))
    return fail({ kind: 'unknownClub', clubId: mmsClubId });
  return succeed(
    await context.catalogCache.read(`content.interests.${mmsClubId}`, () =>
      selectClubInterests(context.db, mmsClubId),
    ),
  );
}
