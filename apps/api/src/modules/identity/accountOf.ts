import type { Queryable } from '../../db/database';
import { findAccountByPartyId } from './store';

/** The public facts of an account other services read: its username and employee id. */
export interface AccountSummary {
  partyId: string;
  username: string;
  employeeId: string | null;
}

/** The account of a party (profile: isEmployee; membership: whose email and employee id). */
export async function accountOf(
  db: Queryable,
  partyId: string,
): Promise<AccountSummary | undefined> {
  const account = await findAccountByPartyId(db, partyId);
  return account && { partyId, username: account.username, employeeId: account.employeeId };
}
