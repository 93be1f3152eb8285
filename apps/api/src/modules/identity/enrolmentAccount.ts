import {
  type AccountStanding,
  accountStanding,
  countsAsAccount,
} from '@clubjoin/domain/accounts/accountStanding';
import type { Queryable } from '../../db/database';
import { tokenMatches } from './secretToken';
import { type Account, findAccountByPartyId, findAccountByUsername } from './store';

/** An account as the services that enrol members see it: whose it is and where it stands. */
export interface EnrolmentAccount {
  partyId: string;
  username: string;
  standing: AccountStanding;
}

/** Where a stored account stands (a reservation, awaiting activation, active). */
export function standingOf(account: Account): AccountStanding {
  return accountStanding({
    activated: account.activated,
    awaitingActivation: account.awaitingActivationSince !== null,
  });
}

function enrolmentAccountOf(account: Account): EnrolmentAccount {
  return { partyId: account.partyId, username: account.username, standing: standingOf(account) };
}

/** The account of a party, undefined when there is none (a replaced reservation, say). */
export async function enrolmentAccount(
  db: Queryable,
  partyId: string,
): Promise<EnrolmentAccount | undefined> {
  const account = await findAccountByPartyId(db, partyId);
  return account && enrolmentAccountOf(account);
}

/**
 * The account a reservation's update token proves (product/accounts-and-sign-in.md#create-account):
 * the party's account, not yet activated, whose update token this is. Undefined for anything else,
 * so an id alone never names an account.
 */
export async function accountProvenByUpdateToken(
  db: Queryable,
  partyId: string,
  updateToken: string,
): Promise<EnrolmentAccount | undefined> {
  const account = await findAccountByPartyId(db, partyId);
  const proven =
    account !== undefined &&
    !account.activated &&
    account.updateTokenHash !== null &&
    tokenMatches(updateToken, account.updateTokenHash);
  return proven ? enrolmentAccountOf(account) : undefined;
}

/**
 * The account an email belongs to: one that counts as an account (active, or awaiting activation
 * after a purchase). A bare reservation belongs to no one yet.
 */
export async function accountOwningEmail(
  db: Queryable,
  email: string,
): Promise<EnrolmentAccount | undefined> {
  const account = await findAccountByUsername(db, email);
  if (!account) return undefined;
  const found = enrolmentAccountOf(account);
  return countsAsAccount(found.standing) ? found : undefined;
}
