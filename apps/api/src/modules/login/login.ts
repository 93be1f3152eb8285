import { decideLogin, type LoginDecision } from '@clubjoin/domain/accounts/loginAttempt';
import { isLockedOut } from '@clubjoin/domain/accounts/loginLockout';
import { type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { RateLimited } from '../limits/countTowardLimits';
import type { ModuleContext } from '../moduleContext';
import { signingKey } from '../auth/signingKey';
import { type NewSession, startSession } from '../auth/startSession';
import { checkCredentials } from '../identity/credentials';
import { usernameKey } from '@clubjoin/domain/accounts/username';
import { provisionProfile } from '../profile/provisionProfile';
import { countLoginAttempt } from './loginRateLimit';
import { readLockout, writeLockout } from './store';

/**
 * A login decided (product/accounts-and-sign-in.md#login-results: every status is an answer, a
 * refused password too).
 */
export interface DecidedLogin {
  decision: LoginDecision;
  partyId: string | null;
  session: NewSession | null;
}

/**
 * A login (product/accounts-and-sign-in.md#login-results): counted against the rate limits first; a
 * locked username is refused without looking at the password; otherwise the credentials are
 * checked, the decision of the domain's rules is taken and the lockout written in one transaction
 * (so concurrent failures all count), and a Success starts a session and gives the member a profile
 * if it had none.
 */
export async function logIn(
  context: ModuleContext,
  attempt: { username: string; password: string; address: string },
): Promise<Outcome<DecidedLogin, RateLimited>> {
  const { db, clock } = context;
  const now = clock();
  const nowMs = now.getTime();
  const key = usernameKey(attempt.username);
  const counted = await countLoginAttempt(db, {
    usernameKey: key,
    address: attempt.address,
    nowMs,
  });
  if (!counted.ok) return counted;

  const lockout = await readLockout(db, key);
  if (isLockedOut(lockout, nowMs)) {
    const { decision } = decideLogin({
      account: undefined,
      passwordMatches: false,
      lockout,
      nowMs,
    });
    return succeed({ decision, partyId: null, session: null });
  }
  const { account, passwordMatches } = await checkCredentials(
    db,
    attempt.username,
    attempt.password,
  );
  const jwtKey = await signingKey(db);
  const login = await db.transaction(async (tx): Promise<DecidedLogin> => {
    const current = await readLockout(tx, key, true);
    const decided = decideLogin({ account, passwordMatches, lockout: current, nowMs });
    await writeLockout(tx, key, decided.lockout);
    if (decided.decision.status !== 'Success' || !account) {
      return { decision: decided.decision, partyId: null, session: null };
    }
    await provisionProfile(tx, account.partyId);
    const session = await startSession(tx, { key: jwtKey, partyId: account.partyId, now });
    return { decision: decided.decision, partyId: account.partyId, session };
  });
  return succeed(login);
}
