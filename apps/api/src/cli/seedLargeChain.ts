import { readConfig } from '../config';
import { migrate, readMigrations } from '../db/migrate';
import { openDatabase } from '../db/openDatabase';
import { migrationsDir } from '../paths';
import { seedDatabase } from '../seedDatabase';
import { hasLargeChain, seedLargeChain } from './largeChain';

/**
 * `npm run db:seed-large [-- <members>]`: fills the database (DATA_DIR, or DATABASE_URL) with a
 * chain-sized member base, 200,000 members by default, with joins and visits over two years. Stop
 * the server first: the embedded database is one process's at a time.
 */
async function seedLarge() {
  const config = readConfig(process.env);
  const memberCount = Number(process.argv[2] ?? 200_000);
  if (!Number.isInteger(memberCount) || memberCount < 1 || memberCount > 2_000_000) {
    throw new Error('The member count is a whole number from 1 to 2,000,000');
  }
  const db = await openDatabase(config);
  try {
    await migrate(db, await readMigrations(migrationsDir));
    const now = config.clockAt ?? new Date();
    await seedDatabase(db, { demoAccounts: config.demoAccounts, now });
    if (await hasLargeChain(db)) {
      console.log(`The ${db.kind} database at ${db.location} holds the large chain already.`);
      return;
    }
    const started = performance.now();
    const done = await seedLargeChain(db, {
      memberCount,
      now,
      onProgress: (progress) =>
        console.log(
          `  ${progress.members.toLocaleString('en-US')} members, ${progress.visits.toLocaleString('en-US')} visits`,
        ),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `Added ${done.members.toLocaleString('en-US')} members on ${done.memberships.toLocaleString('en-US')} memberships and ${done.visits.toLocaleString('en-US')} visits to the ${db.kind} database at ${db.location} in ${seconds} s.`,
    );
  } finally {
    await db.close();
  }
}

seedLarge().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
