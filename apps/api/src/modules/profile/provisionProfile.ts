import type { Queryable } from '../../db/database';
import { createProfile } from './store';

/**
 * Makes sure a party has a profile (02 §3): a new identity gets an empty one, and a login gives
 * one back to a member whose profile was deleted. An existing profile is left as it is.
 */
export async function provisionProfile(tx: Queryable, partyId: string): Promise<void> {
  await createProfile(tx, partyId);
}
