import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STAFF_ROLES } from '@clubjoin/domain/staff/roles';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogCollections } from '../src/catalog/collections';
import { loadCatalog } from '../src/catalog/loadCatalog';
import type { Database } from '../src/db/database';
import { demoDir } from '../src/demo/loadDemoData';
import { loadDemoStaff } from '../src/demo/loadDemoStaff';
import { verifyPassword } from '../src/modules/identity/passwordHash';
import { catalogDir, repoRoot } from '../src/paths';
import { demoStaff } from './staffTestKit';
import { openTestDatabase } from './testDatabase';

describe('the demo team (data/demo/staff.json)', () => {
  let db: Database;
  let dir: string;
  beforeEach(async () => {
    db = await openTestDatabase();
    await loadCatalog(db, catalogDir, catalogCollections);
    dir = await mkdtemp(join(tmpdir(), 'clubjoin-staff-'));
    await copyFile(join(demoDir, 'staff.json'), join(dir, 'staff.json'));
  });
  afterEach(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  const count = async (table: string) =>
    Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n);

  it('has a team member of every role, one at two clubs, loaded once into a database without any', async () => {
    expect(new Set(demoStaff.map((staff) => staff.role))).toEqual(new Set(STAFF_ROLES));
    expect(demoStaff.some((staff) => staff.clubIds.length >= 2)).toBe(true);
    expect(await loadDemoStaff(db, dir)).toEqual({ loaded: true, staff: demoStaff.length });
    expect(await count('staff_accounts')).toBe(demoStaff.length);
    expect(await loadDemoStaff(db, dir)).toEqual({ loaded: false });
    expect(await count('staff_accounts')).toBe(demoStaff.length);
  });

  it('holds the hash of each documented password, and lists every login in the README as dev-only', async () => {
    const records = JSON.parse(await readFile(join(demoDir, 'staff.json'), 'utf8')) as {
      email: string;
      password: string;
      passwordHash: string;
    }[];
    const readme = await readFile(join(repoRoot, 'README.md'), 'utf8');
    for (const record of records) {
      expect(await verifyPassword(record.password, record.passwordHash), record.email).toBe(true);
      expect(readme).toContain(`| \`${record.email}\``);
    }
    expect(readme).toContain('Demo team members of the portal, **for local development only**');
  });

  it('stops on a club that is not in the catalog, naming it, and writes nothing', async () => {
    const records = JSON.parse(await readFile(join(dir, 'staff.json'), 'utf8')) as {
      clubIds: string[];
    }[];
    await writeFile(
      join(dir, 'staff.json'),
      JSON.stringify(
        records.map((record, index) => (index === 0 ? { ...record, clubIds: ['999999'] } : record)),
      ),
    );
    await expect(loadDemoStaff(db, dir)).rejects.toThrow(
      'Demo file data/demo/staff.json, team member sales.advisor@clubjoin.example: club 999999 is not in the catalog',
    );
    expect(await count('staff_accounts')).toBe(0);
  });

  it('stops on a password that breaks the rules, naming the record and field', async () => {
    const records = JSON.parse(await readFile(join(dir, 'staff.json'), 'utf8')) as {
      password: string;
    }[];
    await writeFile(
      join(dir, 'staff.json'),
      JSON.stringify(
        records.map((record, index) => (index === 1 ? { ...record, password: 'short' } : record)),
      ),
    );
    await expect(loadDemoStaff(db, dir)).rejects.toThrow(/record 2 .*field password/);
    expect(await count('staff_accounts')).toBe(0);
  });
});
