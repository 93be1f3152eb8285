import type { Queryable } from '../../db/database';
import { insertAccount } from './store';

/** An account the member system already holds, with its password's hash (the demo accounts). */
export interface HeldAccount {
  partyId: string;
  username: string;
  passwordHash: string;
  employeeId: string | null;
  activated: boolean;
  suspendedByStaff: boolean;
  mustChangePassword: boolean;
}

/**
 * Adds an account the member system already holds. One not activated was made by a purchase
 * before, so it awaits activation (it is an account, not a bare reservation).
 */
export async function importAccount(tx: Queryable, account: HeldAccount, now: Date) {
  await insertAccount(
    tx,
    {
      ...account,
      updateTokenHash: null,
      awaitingActivationSince: account.activated ? null : now,
    },
    now,
  );
}
