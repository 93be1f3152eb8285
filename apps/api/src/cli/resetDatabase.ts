import { rm } from 'node:fs/promises';
import { readConfig } from '../config';
import { migrate, readMigrations } from '../db/migrate';
import { openDatabase } from '../db/openDatabase';
import { migrationsDir } from '../paths';
import { seedDatabase } from '../seedDatabase';

/**
 * `npm run db:reset`: throws away every record and rebuilds the database from the migrations and
 * the demo catalog. Stop the server first: the embedded database is one process's at a time.
 */
async function resetDatabase() {
  const config = readConfig(process.env);
  if (config.databaseUrl) {
    const db = await openDatabase(config);
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await db.close();
  } else {
    await rm(config.dataDir, { recursive: true, force: true });
  }
  const db = await openDatabase(config);
  try {
    await migrate(db, await readMigrations(migrationsDir));
    const { catalog, demo } = await seedDatabase(db, {
      demoAccounts: config.demoAccounts,
      now: config.clockAt ?? new Date(),
    });
    const records = catalog.loaded ? catalog.records : 0;
    const accounts = demo.loaded ? demo.accounts : 0;
    console.log(
      `Rebuilt the ${db.kind} database at ${db.location}: ${records} catalog records, ${accounts} demo accounts.`,
    );
  } finally {
    await db.close();
  }
}

resetDatabase().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
