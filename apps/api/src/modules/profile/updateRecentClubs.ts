import type { Personalization, RecentClubs } from '@clubjoin/contract/profile';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { Queryable } from '../../db/database';
import type { ProfileMissing } from './profileFailure';
import { saveRecentClubs } from './store';

/**
 * Replaces the recent clubs of a profile (product/accounts-and-sign-in.md#profile): a club listed
 * twice keeps its first, most recent, place. Answers the new personalization.
 */
export async function updateRecentClubs(
  db: Queryable,
  partyId: string,
  recentClubs: RecentClubs,
): Promise<Outcome<Personalization, ProfileMissing>> {
  const saved = await saveRecentClubs(db, partyId, [...new Set(recentClubs)]);
  return saved ? succeed(saved) : fail({ kind: 'profileMissing' });
}
