import type { LoginAccountFacts } from '@clubjoin/domain/accounts/loginAttempt';
import { usernameKey } from '@clubjoin/domain/accounts/username';
import type { Queryable } from '../../db/database';
import { spendPasswordCheck, verifyPassword } from '../identity/passwordHash';
import { findStaffByEmailKey } from './store';

/** What a team member's login learns: the team member, if any, and the password check. */
export interface StaffCredentialCheck {
  account: (LoginAccountFacts & { staffId: string }) | undefined;
  passwordMatches: boolean;
}

/**
 * Checks a team member's email and password (decision 0023). A deactivated team member is unknown
 * here, as is an email of no team member; either still costs one hash verification, so the time
 * taken tells nothing.
 */
export async function checkStaffCredentials(
  db: Queryable,
  email: string,
  password: string,
): Promise<StaffCredentialCheck> {
  const staff = await findStaffByEmailKey(db, usernameKey(email));
  if (!staff?.active) {
    return { account: undefined, passwordMatches: await spendPasswordCheck(password) };
  }
  return {
    account: {
      staffId: staff.staffId,
      activated: true,
      suspendedByStaff: false,
      mustChangePassword: false,
    },
    passwordMatches: await verifyPassword(password, staff.passwordHash),
  };
}
