import { decideLogin, type LoginDecision } from '@clubjoin/domain/accounts/loginAttempt';
import { isLockedOut } from '@clubjoin/domain/accounts/loginLockout';
import type { ModuleContext } from '../moduleContext';
import { checkCredentials } from '../identity/credentials';
import { usernameKey } from '@clubjoin/domain/accounts/username';
import { provisionProfile } from '../profile/provisionProfile';
import { countLoginAttempt } from './loginRateLimit';
import { signingKey } from './signingKey';
import { type NewSession, startSession } from './startSession';
import { readLockout, writeLockout } from './store';

export type LoginResult =
  | { kind: 'limited'; retryAfterSeconds: number }
  | {
      kind: 'decided';
      decision: LoginDecision;
      partyId: string | null;
      session: NewSession | null;
    };

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
): Promise<LoginResult> {
  const { db, clock } = context;
  const now = clock();
  const nowMs = now.getTime();
  const key = usernameKey(attempt.username);
  const verdict = await countLoginAttempt(db, {
    usernameKey: key,
    address: attempt.address,
    nowMs,
  });
  if (!verdict.allowed) return { kind: 'limited', retryAfterSeconds: verdict.retryAfterSeconds };

  const lockout = await readLockout(db, key);
  if (isLockedOut(lockout, nowMs)) {
    const { decision } = decideLogin({
      account: undefined,
      passwordMatches: false,
      lockout,
      nowMs,
    });
    return { kind: 'decided', decision, partyId: null, session: null };
  }
  const { account, passwordMatches } = await checkCredentials(
    db,
    attempt.username,
    attempt.password,
  );
  const jwtKey = await signingKey(db);
  return db.transaction(async (tx) => {
    const current = await readLockout(tx, key, true);
    const decided = decideLogin({ account, passwordMatches, lockout: current, nowMs });
    await writeLockout(tx, key, decided.lockout);
    if (decided.decision.status !== 'Success' || !account) {
      return { kind: 'decided', decision: decided.decision, partyId: null, session: null };
    }
    await provisionProfile(tx, account.partyId);
    const session = await startSession(tx, { key: jwtKey, partyId: account.partyId, now });
    return { kind: 'decided', decision: decided.decision, partyId: account.partyId, session };
  });
}
