import { countsAsAccount } from '@clubjoin/domain/accounts/accountStanding';
import type { LoginAccountFacts } from '@clubjoin/domain/accounts/loginAttempt';
import type { Queryable } from '../../db/database';
import { standingOf } from './enrolmentAccount';
import { spendPasswordCheck, verifyPassword } from './passwordHash';
import { findAccountByUsername } from './store';

/** What a login learns from the identity service: the account, if any, and the password check. */
export interface CredentialCheck {
  account: (LoginAccountFacts & { partyId: string }) | undefined;
  passwordMatches: boolean;
}

/**
 * Checks a username and password (product/accounts-and-sign-in.md#login-results). A reservation no
 * purchase completed with is no account yet, so it is unknown here. An unknown username still costs
 * one hash verification, so the time taken does not tell whether the account exists
 * (product/accounts-and-sign-in.md#passwords-lockout-and-sessions).
 */
export async function checkCredentials(
  db: Queryable,
  username: string,
  password: string,
): Promise<CredentialCheck> {
  const account = await findAccountByUsername(db, username);
  if (!account || !countsAsAccount(standingOf(account))) {
    return { account: undefined, passwordMatches: await spendPasswordCheck(password) };
  }
  const { partyId, activated, suspendedByStaff, mustChangePassword } = account;
  return {
    account: { partyId, activated, suspendedByStaff, mustChangePassword },
    passwordMatches: await verifyPassword(password, account.passwordHash),
  };
}
