import type { Personalization, RecentClubs } from '@clubjoin/contract/profile';
import type { Queryable } from '../../db/database';
import { saveRecentClubs } from './store';

/**
 * Replaces the recent clubs of a profile (product/accounts-and-sign-in.md#profile): a club listed
 * twice keeps its first, most recent, place. Undefined when the party has no profile.
 */
export async function updateRecentClubs(
  db: Queryable,
  partyId: string,
  recentClubs: RecentClubs,
): Promise<Personalization | undefined> {
  return saveRecentClubs(db, partyId, [...new Set(recentClubs)]);
}
