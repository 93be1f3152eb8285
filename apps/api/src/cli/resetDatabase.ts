import { rm } from 'node:fs/promises';
import { catalogCollections } from '../catalog/collections';
import { loadCatalog } from '../catalog/loadCatalog';
import { readConfig } from '../config';
import { migrate, readMigrations } from '../db/migrate';
import { openDatabase } from '../db/openDatabase';
import { catalogDir, migrationsDir } from '../paths';

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
    const catalog = await loadCatalog(db, catalogDir, catalogCollections);
    const records = catalog.loaded ? catalog.records : 0;
    console.log(`Rebuilt the ${db.kind} database at ${db.location}: ${records} catalog records.`);
  } finally {
    await db.close();
  }
}

resetDatabase().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
