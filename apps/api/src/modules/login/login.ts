import { decideLogin, type LoginDecision } from '@clubjoin/domain/accounts/loginAttempt';
import type { LoginAccountFacts } from '@clubjoin/domain/accounts/loginAttempt';
import { isLockedOut } from '@clubjoin/domain/accounts/loginLockout';
import { usernameKey } from '@clubjoin/domain/accounts/username';
import { type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { Queryable } from '../../db/database';
import type { RateLimited } from '../limits/countTowardLimits';
import type { ModuleContext } from '../moduleContext';
import { signingKey } from '../auth/signingKey';
import { type NewSession, startSession } from '../auth/startSession';
import { checkCredentials } from '../identity/credentials';
import { recordSignIn } from '../identity/signIns';
import { provisionProfile } from '../profile/provisionProfile';
import { checkStaffCredentials } from '../staff/staffCredentials';
import { type NewStaffSession, startStaffSession } from '../staff/staffSession';
import { countLoginAttempt } from './loginRateLimit';
import { readLockout, writeLockout } from './store';

/**
 * A login decided (product/accounts-and-sign-in.md#login-results: every status is an answer, a
 * refused password too): the party (a member's party id or a team member's staff id) and the
 * session a Success started.
 */
export interface DecidedLogin<Session> {
  decision: LoginDecision;
  partyId: string | null;
  session: Session | null;
}

/** How one kind of login checks its credentials and starts its session. */
interface LoginKind<Session> {
  /** The key its lockout and rate limit count under. */
  lockoutKey: string;
  check(): Promise<{
    account: (LoginAccountFacts & { id: string }) | undefined;
    passwordMatches: boolean;
  }>;
  start(tx: Queryable, id: string): Promise<Session>;
}

/**
 * A login (product/accounts-and-sign-in.md#login-results): counted against the rate limits first; a
 * locked username is refused without looking at the password; otherwise the credentials are
 * checked, the decision of the domain's rules is taken and the lockout written in one transaction
 * (so concurrent failures all count), and a Success starts a session.
 */
async function decide<Session>(
  { db, clock }: ModuleContext,
  address: string,
  kind: LoginKind<Session>,
): Promise<Outcome<DecidedLogin<Session>, RateLimited>> {
  const nowMs = clock().getTime();
  const counted = await countLoginAttempt(db, {
    usernameKey: kind.lockoutKey,
    address,
    nowMs,
  });
  if (!counted.ok) return counted;

  const lockout = await readLockout(db, kind.lockoutKey);
  if (isLockedOut(lockout, nowMs)) {
    const { decision } = decideLogin({
      account: undefined,
      passwordMatches: false,
      lockout,
      nowMs,
    });
    return succeed({ decision, partyId: null, session: null });
  }
  const { account, passwordMatches } = await kind.check();
  const login = await db.transaction(async (tx): Promise<DecidedLogin<Session>> => {
    const current = await readLockout(tx, kind.lockoutKey, true);
    const decided = decideLogin({ account, passwordMatches, lockout: current, nowMs });
    await writeLockout(tx, kind.lockoutKey, decided.lockout);
    if (decided.decision.status !== 'Success' || !account) {
      return { decision: decided.decision, partyId: null, session: null };
    }
    return {
      decision: decided.decision,
      partyId: account.id,
      session: await kind.start(tx, account.id),
    };
  });
  return succeed(login);
}

/**
 * A member's login; a Success also gives the member a profile if it had none.
 */
export async function logIn(
  context: ModuleContext,
  attempt: { username: string; password: string; address: string },
): Promise<Outcome<DecidedLogin<NewSession>, RateLimited>> {
  const now = context.clock();
  const jwtKey = await signingKey(context.db);
  return decide(context, attempt.address, {
    lockoutKey: usernameKey(attempt.username),
    async check() {
      const { account, passwordMatches } = await checkCredentials(
        context.db,
        attempt.username,
        attempt.password,
      );
      return { account: account && { ...account, id: account.partyId }, passwordMatches };
    },
    async start(tx, partyId) {
      await provisionProfile(tx, partyId);
      await recordSignIn(tx, partyId, now);
      return startSession(tx, { key: jwtKey, partyId, now });
    },
  });
}

/**
 * How a team member's password is checked, for their login and for leaving a kiosk alike: under
 * their own lockout key (`staff:<email>`), apart from a member's of the same email.
 */
function staffPasswordCheck(
  context: ModuleContext,
  attempt: { username: string; password: string },
) {
  return {
    lockoutKey: `staff:${usernameKey(attempt.username)}`,
    async check() {
      const { account, passwordMatches } = await checkStaffCredentials(
        context.db,
        attempt.username,
        attempt.password,
      );
      return { account: account && { ...account, id: account.staffId }, passwordMatches };
    },
  };
}

/**
 * The password of a signed-in team member checked again, to leave a kiosk (docs/decisions/0028):
 * their login's lockout and rate limits, counted with their logins; no session is started.
 */
export async function checkStaffPassword(
  context: ModuleContext,
  attempt: { username: string; password: string; address: string },
): Promise<Outcome<DecidedLogin<true>, RateLimited>> {
  return decide(context, attempt.address, {
    ...staffPasswordCheck(context, attempt),
    start: async () => true as const,
  });
}

/**
 * A team member's login (decision 0023): the members' lockout and rate limits, counted apart from
 * a member's of the same email (under `staff:<email>`), and a team-member session on Success.
 */
export async function logInStaff(
  context: ModuleContext,
  attempt: { username: string; password: string; address: string },
): Promise<Outcome<DecidedLogin<NewStaffSession>, RateLimited>> {
  const now = context.clock();
  return decide(context, attempt.address, {
    ...staffPasswordCheck(context, attempt),
    start: (tx, staffId) => startStaffSession(tx, { staffId, now }),
  });
}
