import { type LoginStatus, loginProblemMessage } from './loginResult';
import { afterFailedLogin, isLockedOut, type LoginLockout, NO_LOCKOUT } from './loginLockout';

/**
 * What an account says about logging in, besides its password
 * (product/accounts-and-sign-in.md#login-results).
 */
export interface LoginAccountFacts {
  /**
   * False until the account is activated (product/accounts-and-sign-in.md#login-problems: account
   * not activated).
   */
  activated: boolean;
  /** Suspended by staff, as opposed to locked by failed logins. */
  suspendedByStaff: boolean;
  /**
   * The account must change its password before it may sign in
   * (product/accounts-and-sign-in.md#login-results: ChangePassword).
   */
  mustChangePassword: boolean;
}

/** Why an AccountSuspended answer was given: the two have different wording. */
export type SuspensionReason = 'lockedOut' | 'suspendedByStaff';

export type LoginDecision =
  | { status: Exclude<LoginStatus, 'AccountSuspended'> }
  | { status: 'AccountSuspended'; reason: SuspensionReason };

/**
 * The status of a login (product/accounts-and-sign-in.md#login-results;
 * #passwords-lockout-and-sessions), checked in this order:
 * 1. a locked username → AccountSuspended (the password is not looked at);
 * 2. an unknown username or a wrong password → InvalidCredentials, counted toward the lock; the
 *    failure that reaches the limit answers AccountSuspended at once;
 * 3. with the right password: suspended by staff → AccountSuspended, not activated →
 *    AccountNotActivated, a password to change → ChangePassword, else Success. Only someone who
 *    knows the password learns these, and the failure count starts again.
 * Unknown usernames are counted and locked like known ones, so the answers never tell them apart.
 */
export function decideLogin(input: {
  account: LoginAccountFacts | undefined;
  passwordMatches: boolean;
  lockout: LoginLockout;
  nowMs: number;
}): { decision: LoginDecision; lockout: LoginLockout } {
  const { account, passwordMatches, lockout, nowMs } = input;
  if (isLockedOut(lockout, nowMs)) {
    return { decision: { status: 'AccountSuspended', reason: 'lockedOut' }, lockout };
  }
  if (account === undefined || !passwordMatches) {
    const counted = afterFailedLogin(lockout, nowMs);
    const decision: LoginDecision = isLockedOut(counted, nowMs)
      ? { status: 'AccountSuspended', reason: 'lockedOut' }
      : { status: 'InvalidCredentials' };
    return { decision, lockout: counted };
  }
  return { decision: decisionWithPassword(account), lockout: NO_LOCKOUT };
}

function decisionWithPassword(account: LoginAccountFacts): LoginDecision {
  if (account.suspendedByStaff) return { status: 'AccountSuspended', reason: 'suspendedByStaff' };
  if (!account.activated) return { status: 'AccountNotActivated' };
  if (account.mustChangePassword) return { status: 'ChangePassword' };
  return { status: 'Success' };
}

/**
 * The chain's member services number, named by the login messages that say to call
 * (product/accounts-and-sign-in.md#login-problems). The spec gives no number; this one is from the
 * range reserved for fiction, as the demo needs.
 */
export const MEMBER_SERVICES_PHONE = '(800) 555-0100';

/**
 * The ChangePassword message, worded by us (product/accounts-and-sign-in.md#login-problems; the
 * sale flow shows it as an unexpected error); the login page variant answers this sentence.
 */
export const CHANGE_PASSWORD_MESSAGE =
  'Your password has to be changed before you can log in. Please use the forgot-password link to set a new one.';

/**
 * The staff suspension message. The suspension worded in
 * product/accounts-and-sign-in.md#login-problems follows failed attempts; an account suspended by
 * staff gets the same call-us advice without blaming the member's attempts.
 */
export function staffSuspensionMessage(phone: string): string {
  return `Your account has been suspended. Please call ${phone}.`;
}

/**
 * The message the login page variant answers with a status
 * (product/accounts-and-sign-in.md#login-results, #login-problems): the login problem's wording for
 * the failures, none for Success.
 */
export function loginDecisionMessage(decision: LoginDecision, phone: string): string | null {
  switch (decision.status) {
    case 'Success':
      return null;
    case 'ChangePassword':
      return CHANGE_PASSWORD_MESSAGE;
    case 'InvalidCredentials':
      return loginProblemMessage('incorrectPassword', phone);
    case 'AccountNotActivated':
      return loginProblemMessage('accountNotActivated', phone);
    case 'AccountSuspended':
      return decision.reason === 'lockedOut'
        ? loginProblemMessage('accountSuspended', phone)
        : staffSuspensionMessage(phone);
  }
}
