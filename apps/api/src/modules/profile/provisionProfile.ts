import type { Queryable } from '../../db/database';
import { createProfile, insertProfile, type StoredProfile } from './store';

/**
 * Makes sure a party has a profile (product/accounts-and-sign-in.md#profile): a new identity gets
 * an empty one, and a login gives one back to a member whose profile was deleted. An existing
 * profile is left as it is.
 */
export async function provisionProfile(tx: Queryable, partyId: string): Promise<void> {
  await createProfile(tx, partyId);
}

/** Adds the profile the member system holds for a party (the demo accounts' figures). */
export async function importProfile(tx: Queryable, profile: StoredProfile): Promise<void> {
  await insertProfile(tx, profile);
}
