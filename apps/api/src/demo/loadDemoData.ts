import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { parseRecord } from '../catalog/parseRecord';
import type { Database } from '../db/database';
import { usernameKey } from '@clubjoin/domain/accounts/username';
import { importAccount } from '../modules/identity/importAccount';
import { importMembership, type MemberRecord } from '../modules/membership/enrolMembership';
import { importProfile, provisionProfile } from '../modules/profile/provisionProfile';
import { repoRoot } from '../paths';
import { DemoAccount, DemoMembership } from './demoRecords';

/** The demo accounts and former memberships (data/demo, see its README). */
export const demoDir = join(repoRoot, 'data', 'demo');

/** A demo file that cannot be loaded; the message names the file, the record and the field. */
export class DemoDataError extends Error {
  override readonly name = 'DemoDataError';
}

export async function readDemoFile<Schema extends z.ZodType>(
  dir: string,
  file: string,
  schema: Schema,
  keyField: string,
): Promise<z.output<Schema>[]> {
  const where = `Demo file data/demo/${file}`;
  let json: unknown;
  try {
    json = JSON.parse(await readFile(join(dir, file), 'utf8'));
  } catch (error) {
    throw new DemoDataError(`${where} cannot be read: ${(error as Error).message}`);
  }
  if (!Array.isArray(json)) throw new DemoDataError(`${where} must hold a JSON array of records`);
  return json.map((raw: unknown, index) => {
    const record = parseRecord(raw, index, schema, keyField, where);
    if (!record.ok) throw new DemoDataError(record.message);
    return record.data;
  });
}

function requireUnique(values: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value))
      throw new DemoDataError(`Demo data: two records share the ${what} ${value}`);
    seen.add(value);
  }
}

/** Checks what the files say of each other, and that every membership's club is in the catalog. */
async function checkReferences(
  db: Database,
  accounts: readonly DemoAccount[],
  memberships: readonly DemoMembership[],
): Promise<void> {
  requireUnique(
    accounts.map((account) => usernameKey(account.username)),
    'username',
  );
  requireUnique(
    accounts.map((account) => account.partyId),
    'partyId',
  );
  requireUnique(
    memberships.map((membership) => membership.membershipId),
    'membershipId',
  );
  const members = memberships.flatMap((membership) => [
    membership.primaryMember,
    ...membership.additionalMembers,
    ...membership.juniorMembers,
  ]);
  requireUnique(
    members.map((member) => member.memberId),
    'memberId',
  );
  const accountParties = new Set(accounts.map((account) => account.partyId));
  for (const membership of memberships) {
    const where = `Demo file data/demo/memberships.json, membership ${membership.membershipId}`;
    if (!accountParties.has(membership.primaryMember.partyId)) {
      throw new DemoDataError(`${where}: its primary member's partyId has no demo account`);
    }
    const [club] = await db.query('SELECT 1 FROM clubs WHERE mms_club_id = $1', [
      membership.mmsClubId,
    ]);
    if (!club) {
      throw new DemoDataError(`${where}: club ${membership.mmsClubId} is not in the catalog`);
    }
  }
}

function membersOf(membership: DemoMembership): MemberRecord[] {
  return [
    { ...membership.primaryMember, memberType: 'primary' },
    ...membership.additionalMembers.map((member) => ({
      ...member,
      memberType: 'additional' as const,
    })),
    ...membership.juniorMembers.map((member) => ({ ...member, memberType: 'junior' as const })),
  ];
}

export type DemoLoadResult =
  { loaded: false } | { loaded: true; accounts: number; memberships: number };

/**
 * Loads the demo accounts (with their profiles) and former memberships into an empty database,
 * after the catalog they refer to. Both files are read and checked before anything is written,
 * and the writes are one transaction; a database that already holds them is left alone.
 */
export async function loadDemoData(
  db: Database,
  dir: string = demoDir,
  now: Date = new Date(),
): Promise<DemoLoadResult> {
  const [existing] = await db.query('SELECT 1 FROM demo_data_loads');
  if (existing) return { loaded: false };
  const accounts = await readDemoFile(dir, 'accounts.json', DemoAccount, 'username');
  const memberships = await readDemoFile(dir, 'memberships.json', DemoMembership, 'membershipId');
  await checkReferences(db, accounts, memberships);
  return db.transaction(async (tx) => {
    // Another process may have loaded them since the check above; the primary key makes that safe.
    const [claimed] = await tx.query(
      'INSERT INTO demo_data_loads (id, account_count) VALUES (1, $1) ON CONFLICT DO NOTHING RETURNING id',
      [accounts.length],
    );
    if (!claimed) return { loaded: false } as const;
    for (const { password: _password, purpose: _purpose, profile, ...account } of accounts) {
      await importAccount(tx, account, now);
      if (profile) {
        const { recentClubs, ...guestPasses } = profile;
        const personalization = { MYLT: { meta: { recentClubs } } };
        await importProfile(tx, { partyId: account.partyId, personalization, guestPasses });
      } else {
        await provisionProfile(tx, account.partyId);
      }
    }
    for (const membership of memberships) {
      const { primaryMember: _p, additionalMembers: _a, juniorMembers: _j, ...record } = membership;
      await importMembership(tx, record, membersOf(membership));
    }
    return { loaded: true, accounts: accounts.length, memberships: memberships.length } as const;
  });
}
