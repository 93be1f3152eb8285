import { loadCatalog } from '@clubjoin/api/catalog/loadCatalog';
import { catalogCollections } from '@clubjoin/api/catalog/collections';
import { createCatalogCache } from '@clubjoin/api/catalog/catalogCache';
import { seedLargeChain } from '@clubjoin/api/cli/largeChain';
import { migrate, readMigrations } from '@clubjoin/api/db/migrate';
import { openPglite } from '@clubjoin/api/db/openPglite';
import { onboardingList } from '@clubjoin/api/modules/memberCare/onboardingList';
import { PASSWORD_HASH_COSTS } from '@clubjoin/api/modules/identity/passwordHash';
import { searchMembers } from '@clubjoin/api/modules/membership/memberDirectory';
import type { ModuleContext } from '@clubjoin/api/modules/moduleContext';
import { sandboxGateway } from '@clubjoin/api/payments/sandboxGateway';
import { catalogDir, migrationsDir } from '@clubjoin/api/paths';
import { version } from '@clubjoin/api/version';
import { MemberSearchQuery } from '@clubjoin/domain/staff/memberSearch';
import type { BenchOptions } from './options';
import { percentile } from './stats';

/** Where the generated chain's clock stands: its joins and visits lie in the two years before. */
const NOW = new Date('2026-11-21T18:00:00Z');

/** What staff type into the search, from broad name prefixes to exact ids, with and without filters. */
const SEARCHES: Record<string, string>[] = [
  { text: 'sm' },
  { text: 'lee' },
  { text: 'gar', status: 'Active' },
  { text: 'ana smith' },
  { text: 'Nguyen, K' },
  { text: 'maya.patel' },
  { text: '(415) 555' },
  { text: '9012345' },
  { text: 'M-950000' },
  { text: 'jo', clubId: '5' },
  { text: 'ha', clubId: '17', status: 'Active', page: '3' },
];

interface Latencies {
  name: string;
  run: () => Promise<unknown>;
  samples: number[];
}

/**
 * Member search and the onboarding dashboard over a generated chain of 200,000 members (20,000
 * with --quick), against a bare indexed SELECT of one member in the same run: each contender's
 * p50 and p99 in milliseconds and its p99 as a multiple of the baseline's. Contenders alternate,
 * one call each in turn, so the machine's noise falls on all alike.
 */
export async function benchMemberSearch(options: BenchOptions): Promise<void> {
  const memberCount = options.quick ? 20_000 : 200_000;
  const db = await openPglite(undefined);
  await migrate(db, await readMigrations(migrationsDir));
  await loadCatalog(db, catalogDir, catalogCollections);
  const generating = performance.now();
  const chain = await seedLargeChain(db, { memberCount, now: NOW });
  console.log(
    `\nMember search: generated ${chain.members} members, ${chain.visits} visits in ${((performance.now() - generating) / 1000).toFixed(0)} s`,
  );
  const context: ModuleContext = {
    db,
    clock: () => NOW,
    version,
    catalogCache: createCatalogCache(db),
    paymentGateway: sandboxGateway(db),
    passwordHashCost: PASSWORD_HASH_COSTS.production,
    publicUrl: 'http://localhost:3000',
    doorReaderKeys: new Map(),
    mapTiles: undefined,
  };
  const queries = SEARCHES.map((search) => MemberSearchQuery.parse(search));
  const clubs = (await db.query<{ mms_club_id: string }>('SELECT mms_club_id FROM clubs')).map(
    (row) => row.mms_club_id,
  );
  let turn = 0;
  const next = <T>(values: readonly T[]): T => values[turn % values.length] as T;
  const contenders: Latencies[] = [
    {
      name: 'one member by id, indexed SELECT (baseline)',
      run: () =>
        db.query('SELECT * FROM membership_members WHERE member_id = $1', [
          String(9_000_001 + ((turn * 7919) % memberCount)),
        ]),
      samples: [],
    },
    {
      name: 'member search (11 kinds of query)',
      run: () => searchMembers(context, next(queries)),
      samples: [],
    },
    {
      name: "a club's onboarding list",
      run: () => onboardingList(context, next(clubs)),
      samples: [],
    },
  ];
  const calls = options.quick ? 200 : 1_000;
  for (const contender of contenders) for (let i = 0; i < 20; i++) await contender.run();
  for (turn = 0; turn < calls; turn++) {
    for (const contender of contenders) {
      const started = process.hrtime.bigint();
      await contender.run();
      contender.samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  const baselineP99 = percentile(contenders[0]?.samples ?? [], 0.99);
  for (const { name, samples } of contenders) {
    const p50 = percentile(samples, 0.5);
    const p99 = percentile(samples, 0.99);
    console.log(
      `  ${name.padEnd(44)} p50 ${p50.toFixed(2).padStart(7)} ms   p99 ${p99.toFixed(2).padStart(7)} ms   p99 ×${(p99 / baselineP99).toFixed(1)}`,
    );
  }
  await db.close();
}
