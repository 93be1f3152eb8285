import { readFile, rm, writeFile, mkdtemp, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogCollections } from '../src/catalog/collections';
import { loadCatalog } from '../src/catalog/loadCatalog';
import type { Database } from '../src/db/database';
import { demoDir, loadDemoData } from '../src/demo/loadDemoData';
import { verifyPassword } from '../src/modules/identity/passwordHash';
import { catalogDir, repoRoot } from '../src/paths';
import { demoAccounts } from './accountsTestKit';
import { openTestDatabase } from './testDatabase';

describe('the demo accounts and former memberships (data/demo)', () => {
  let db: Database;
  let dir: string;
  beforeEach(async () => {
    db = await openTestDatabase();
    await loadCatalog(db, catalogDir, catalogCollections);
    dir = await mkdtemp(join(tmpdir(), 'clubjoin-demo-'));
    for (const file of ['accounts.json', 'memberships.json']) {
      await copyFile(join(demoDir, file), join(dir, file));
    }
  });
  afterEach(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  const count = async (table: string) =>
    Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n);
  const editFile = async (file: string, edit: (records: Record<string, unknown>[]) => void) => {
    const records = JSON.parse(await readFile(join(dir, file), 'utf8')) as Record<
      string,
      unknown
    >[];
    edit(records);
    await writeFile(join(dir, file), JSON.stringify(records));
  };

  it('loads every account, profile and membership into an empty database, once', async () => {
    const memberships = JSON.parse(
      await readFile(join(demoDir, 'memberships.json'), 'utf8'),
    ) as unknown[];
    expect(await loadDemoData(db)).toEqual({
      loaded: true,
      accounts: demoAccounts.length,
      memberships: memberships.length,
    });
    expect([await count('accounts'), await count('profiles'), await count('memberships')]).toEqual([
      demoAccounts.length,
      demoAccounts.length,
      memberships.length,
    ]);
    expect(await loadDemoData(db)).toEqual({ loaded: false });
    expect(await count('accounts')).toBe(demoAccounts.length);
  });

  it('holds for each account the hash of its documented password', async () => {
    for (const account of JSON.parse(await readFile(join(demoDir, 'accounts.json'), 'utf8')) as {
      password: string;
      passwordHash: string;
    }[]) {
      expect(await verifyPassword(account.password, account.passwordHash)).toBe(true);
    }
  });

  it('is listed in the README, every account with its purpose marked dev-only', async () => {
    const readme = await readFile(join(repoRoot, 'README.md'), 'utf8');
    expect(readme).toContain('local development only');
    for (const account of demoAccounts) expect(readme).toContain(account.username);
  });

  it.each<[string, string, (records: Record<string, unknown>[]) => void, string]>([
    [
      'a password that breaks the create-account rules',
      'accounts.json',
      (records) => Object.assign(records[1] ?? {}, { password: 'short' }),
      'Demo file data/demo/accounts.json, record 2 (username "rejoin.involuntary@example.com"), field password: Passwords must be between 10 and 30 characters, contain at least one uppercase and lowercase letter, one number (0-9) and contain no spaces.',
    ],
    [
      'a hash never computed',
      'accounts.json',
      (records) => Object.assign(records[0] ?? {}, { passwordHash: '' }),
      'Demo file data/demo/accounts.json, record 1 (username "rejoin.voluntary@example.com"), field passwordHash: Run data/scripts/hashDemoPasswords.ts',
    ],
    [
      'a club that is not in the catalog',
      'memberships.json',
      (records) => Object.assign(records[0] ?? {}, { mmsClubId: '999999' }),
      'Demo file data/demo/memberships.json, membership M-2001: club 999999 is not in the catalog',
    ],
    [
      'a primary member with no account',
      'memberships.json',
      (records) =>
        Object.assign(records[0] ?? {}, {
          primaryMember: { ...(records[0]?.primaryMember as object), partyId: 'nobody' },
        }),
      "Demo file data/demo/memberships.json, membership M-2001: its primary member's partyId has no demo account",
    ],
    [
      'two accounts with one username',
      'accounts.json',
      (records) => Object.assign(records[1] ?? {}, { username: 'REJOIN.voluntary@example.com' }),
      'Demo data: two records share the username rejoin.voluntary@example.com',
    ],
  ])('stops on %s, naming it, and writes nothing', async (_case, file, edit, message) => {
    await editFile(file, edit);
    await expect(loadDemoData(db, dir)).rejects.toThrow(message);
    expect([await count('accounts'), await count('demo_data_loads')]).toEqual([0, 0]);
  });
});
