/**
 * Where an account stands on the way from Create Account to use
 * (product/accounts-and-sign-in.md#create-account, #login-problems; an account belongs to whoever
 * proved its email):
 * - `reservation`: created, never used for a purchase, its email not proven. It counts for
 *   nothing: get started does not call it an existing account, a login does not find it, and
 *   the next Create Account for its email replaces it, so a squatter blocks nobody.
 * - `awaitingActivation`: a purchase completed with it, and its confirmation email carried the
 *   activation link. It exists (get started sends its owner to log in) but cannot sign in.
 * - `active`: its email was proven by the link, or it is an account the member system holds.
 */
export type AccountStanding = 'reservation' | 'awaitingActivation' | 'active';

/** The facts an account's standing is read from. */
export interface AccountStandingFacts {
  readonly activated: boolean;
  /** Whether a purchase completed with the account while it was not activated. */
  readonly awaitingActivation: boolean;
}

export function accountStanding(facts: AccountStandingFacts): AccountStanding {
  if (facts.activated) return 'active';
  return facts.awaitingActivation ? 'awaitingActivation' : 'reservation';
}

/** Whether an account of this standing counts as existing (get started, login, stage). */
export function countsAsAccount(standing: AccountStanding): boolean {
  return standing !== 'reservation';
}
