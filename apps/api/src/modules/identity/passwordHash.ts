import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameters: CPU and memory (N), block size (r), parallelism (p). */
export interface PasswordHashCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * The costs of a new password hash (product/accounts-and-sign-in.md#passwords-lockout-and-sessions:
 * passwords are stored only as slow salted hashes). Production's is scrypt with N = 2^14, r = 8,
 * p = 5, one of OWASP's equivalent minimums (16 MiB, about 170 ms on one core). Tests' is a
 * sixty-fourth of the work, so suites that create hundreds of accounts spend their time on what
 * they test (PASSWORD_HASH_COST=test; never in production). The parameters are written into each
 * hash, so a hash of either cost, or of a cost raised later, stays verifiable.
 */
export const PASSWORD_HASH_COSTS = {
  production: { N: 2 ** 14, r: 8, p: 5 },
  test: { N: 2 ** 10, r: 8, p: 1 },
} as const satisfies Record<string, PasswordHashCost>;
export type PasswordHashCostName = keyof typeof PASSWORD_HASH_COSTS;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
const HASH_FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]{16,})\$([\w-]{32,})$/;

function derive(password: string, salt: Buffer, cost: ScryptOptions, bytes: number) {
  // scrypt needs 128·N·r bytes; twice that leaves room for OpenSSL's own bookkeeping.
  const maxmem = 2 * 128 * (cost.N ?? 0) * (cost.r ?? 0);
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, bytes, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * A new hash of `password` with a random salt at a cost, fit to store: the app's (its context's
 * passwordHashCost), or production's for the demo data and the benches.
 */
export async function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, KEY_BYTES);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether a stored text is a password hash this module can verify (the demo data's check). */
export function isPasswordHash(stored: string): boolean {
  return HASH_FORMAT.test(stored);
}

/**
 * Whether `password` is the one `stored` was made from, comparing in constant time. A stored
 * text that is not a hash is a broken record, not a wrong password, so it throws.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = HASH_FORMAT.exec(stored);
  if (!match) throw new Error('A stored password hash is malformed');
  const [, N, r, p, salt = '', key = ''] = match;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(N), r: Number(r), p: Number(p) },
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * Spends one hash verification as a known account's check would, for a username that has no
 * account: a failed login takes as long whether or not the account exists
 * (product/accounts-and-sign-in.md#login-results).
 */
export async function spendPasswordCheck(password: string): Promise<false> {
  decoy ??= hashPassword(
    randomBytes(SALT_BYTES).toString('base64url'),
    PASSWORD_HASH_COSTS.production,
  );
  await verifyPassword(password, await decoy);
  return false;
}
