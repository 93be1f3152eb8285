import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import {
  hashPassword,
  PASSWORD_HASH_COSTS,
  verifyPassword,
} from '../src/modules/identity/passwordHash';
import { buildTestApp } from './testApp';

/**
 * Production's password hash (product/accounts-and-sign-in.md#passwords-lockout-and-sessions): the
 * other suites hash at tests' cheaper cost, so this one checks that production's is what a server
 * uses unless told otherwise, and that hashes of either cost verify.
 */
describe('the password hash production stores', () => {
  it('is scrypt at N = 2^14, r = 8, p = 5 unless PASSWORD_HASH_COST says test', () => {
    expect(readConfig({}).passwordHashCost).toBe('production');
    expect(readConfig({ PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe('test');
    expect(() => readConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/);
    expect(PASSWORD_HASH_COSTS.production).toEqual({ N: 16384, r: 8, p: 5 });
  });

  it('is what a new account gets from an app built with production’s cost', async () => {
    const subject = await buildTestApp({ passwordHashCost: 'production' });
    try {
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/membership/v1/userIdentity',
        headers: { 'idempotency-key': 'production-hash' },
        payload: { username: 'production.hash@example.com', password: 'Production-Hash-1' },
      });
      expect(response.statusCode).toBe(201);
      const [account] = await subject.db.query<{ password_hash: string }>(
        "SELECT password_hash FROM accounts WHERE username_key = 'production.hash@example.com'",
      );
      expect(account?.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
      expect(await verifyPassword('Production-Hash-1', account?.password_hash ?? '')).toBe(true);
    } finally {
      await subject.app.close();
    }
  });

  it('verifies a hash of either cost, and refuses the wrong password', async () => {
    for (const cost of Object.values(PASSWORD_HASH_COSTS)) {
      const stored = await hashPassword('Either-Cost-22', cost);
      expect(stored.startsWith(`scrypt$${cost.N}$${cost.r}$${cost.p}$`)).toBe(true);
      expect(await verifyPassword('Either-Cost-22', stored)).toBe(true);
      expect(await verifyPassword('Either-Cost-23', stored)).toBe(false);
    }
  });
});
