import type { Club } from '@clubjoin/contract/catalog/club';
import type { ModuleContext } from '../moduleContext';
import { listClubs } from './listClubs';

/**
 * A club of the content-managed list by id (product/club-and-entry.md#clubs), or undefined when
 * there is none.
 */
export async function findClub(
  context: ModuleContext,
  mmsClubId: string,
): Promise<Club | undefined> {
  return (await listClubs(context)).find((club) => club.mmsClubId === mmsClubId);
}
