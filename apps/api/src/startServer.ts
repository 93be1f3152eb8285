import type { Config } from './config';
import { migrate, readMigrations } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { migrationsDir, webDistDir } from './paths';
import { seedDatabase } from './seedDatabase';
import { buildApp } from './server';
import { version } from './version';

/** Opens the database, migrates it, loads the catalog into an empty one, and listens. */
export async function startServer(config: Config) {
  const db = await openDatabase(config);
  const app = await buildApp({
    db,
    version,
    logger: { level: config.logLevel },
    webRoot: webDistDir,
  });
  try {
    const applied = await migrate(db, await readMigrations(migrationsDir));
    if (applied.length) app.log.info({ applied }, 'database migrated');
    const seeded = await seedDatabase(db, { demoAccounts: config.demoAccounts, now: new Date() });
    if (seeded.catalog.loaded)
      app.log.info({ records: seeded.catalog.records }, 'demo catalog loaded');
    if (seeded.demo.loaded) app.log.info(seeded.demo, 'demo accounts and memberships loaded');
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    { url: `http://localhost:${port}`, database: db.kind, data: db.location },
    `clubjoin is serving http://localhost:${port} (data: ${db.kind} at ${db.location})`,
  );
  return app;
}
