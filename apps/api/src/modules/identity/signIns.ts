import type { Queryable } from '../../db/database';
import { countSignIn, selectSignIns } from './store';

/**
 * A member account's password sign-ins, as the portal's connectivity shows them
 * (product/team-portal.md#member-details): the username, how many, and the last one's instant.
 */
export interface AccountSignIns {
  username: string;
  count: number;
  lastAt: Date | null;
}

/** Records a member's password sign-in, inside the login's transaction. */
export function recordSignIn(tx: Queryable, partyId: string, signedInAt: Date): Promise<void> {
  return countSignIn(tx, partyId, signedInAt);
}

/** The sign-ins of a party's member account; undefined when the party has no account. */
export function signInsOf(db: Queryable, partyId: string): Promise<AccountSignIns | undefined> {
  return selectSignIns(db, partyId);
}
