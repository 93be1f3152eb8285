import type { LoginLockout } from '@clubjoin/domain/accounts/loginLockout';
import type { Queryable } from '../../db/database';

// Failed logins per username (product/accounts-and-sign-in.md#passwords-lockout-and-sessions).

/**
 * The lockout of a username, locked for the rest of the transaction when `forUpdate`. The row is
 * made first, so two concurrent failures of a username never both count from the same value.
 */
export async function readLockout(
  db: Queryable,
  usernameKey: string,
  forUpdate = false,
): Promise<LoginLockout> {
  if (forUpdate) {
    await db.query(
      `INSERT INTO login_lockouts (username_key, failed_attempts, locked_until)
       VALUES ($1, 0, NULL) ON CONFLICT DO NOTHING`,
      [usernameKey],
    );
  }
  const [row] = await db.query<{ failed_attempts: number; locked_until: Date | null }>(
    `SELECT failed_attempts, locked_until FROM login_lockouts WHERE username_key = $1${
      forUpdate ? ' FOR UPDATE' : ''
    }`,
    [usernameKey],
  );
  return {
    failedAttempts: row?.failed_attempts ?? 0,
    lockedUntilMs: row?.locked_until ? row.locked_until.getTime() : null,
  };
}

/** Stores a username's lockout; a clean one is no row at all. */
export async function writeLockout(
  db: Queryable,
  usernameKey: string,
  lockout: LoginLockout,
): Promise<void> {
  if (lockout.failedAttempts === 0 && lockout.lockedUntilMs === null) {
    await db.query('DELETE FROM login_lockouts WHERE username_key = $1', [usernameKey]);
    return;
  }
  await db.query(
    `UPDATE login_lockouts SET failed_attempts = $2, locked_until = $3 WHERE username_key = $1`,
    [
      usernameKey,
      lockout.failedAttempts,
      lockout.lockedUntilMs === null ? null : new Date(lockout.lockedUntilMs),
    ],
  );
}
