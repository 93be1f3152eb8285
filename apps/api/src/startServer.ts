import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { migrate, readMigrations } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { createEmailWorker, type EmailWorker, smtpSender } from './mail/emailWorker';
import { migrationsDir, webDistDir } from './paths';
import { createPoller } from './poller';
import { seedDatabase } from './seedDatabase';
import { buildApp } from './server';
import { clockStartingAt, systemClock, type Clock } from './clock';
import { version } from './version';

/**
 * The outbox's email worker when SMTP_URL is set
 * (product/decisions-and-platform.md#email-delivery); without it emails stay in the database,
 * viewable by staff.
 */
function emailWorkerOf(
  config: Config,
  db: Database,
  clock: Clock,
  log: FastifyBaseLogger,
): EmailWorker | undefined {
  if (!config.smtpUrl) {
    log.info('SMTP_URL is not set: confirmation emails are kept in the database (email_outbox)');
    return undefined;
  }
  const sender = smtpSender(config.smtpUrl);
  const worker = createEmailWorker({ db, clock, sender, from: config.mailFrom, log });
  return {
    ...worker,
    async stop() {
      await worker.stop();
      sender.close();
    },
  };
}

/** How often the server looks for scheduled notifications that are due. */
const NOTIFICATION_POLL_MS = 2_000;

/**
 * Opens the database, migrates it, loads the catalog into an empty one, and listens. It delivers
 * scheduled notifications when due (docs/decisions/0025) and, with SMTP_URL, runs the outbox's
 * email worker; both stop before the database closes.
 * `beforeListening` gets the app once it is ready to listen (the process's signal handlers).
 */
export async function startServer(
  config: Config,
  hooks: { beforeListening?: (app: FastifyInstance) => void } = {},
) {
  const clock = config.clockAt ? clockStartingAt(config.clockAt) : systemClock;
  const db = await openDatabase(config);
  const app = await buildApp({
    db,
    version,
    clock,
    logger: { level: config.logLevel },
    webRoot: webDistDir,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    passwordHashCost: config.passwordHashCost,
    doorReaderKeys: config.doorReaderKeys,
    mapTiles: config.mapTiles,
  });
  if (config.passwordHashCost !== 'production') {
    app.log.warn(
      'PASSWORD_HASH_COST is test: new password hashes are cheap to guess (for tests only, never in production)',
    );
  }
  if (config.clockAt) {
    app.log.warn(
      { clockAt: config.clockAt.toISOString() },
      'CLOCK_AT is set: the clock started at that instant (for tests and demos, never in production)',
    );
  }
  const worker = emailWorkerOf(config, db, clock, app.log);
  const notifications = createPoller(() => app.deliverDueNotifications(), {
    pollMs: NOTIFICATION_POLL_MS,
    log: app.log,
    what: 'notification delivery round',
  });
  // Stopped before the app closes the database; hooks must be added before listening.
  app.addHook('preClose', async () => {
    await Promise.all([worker?.stop(), notifications.stop()]);
  });
  try {
    const applied = await migrate(db, await readMigrations(migrationsDir));
    if (applied.length) app.log.info({ applied }, 'database migrated');
    const seeded = await seedDatabase(db, { demoAccounts: config.demoAccounts, now: clock() });
    if (seeded.catalog.loaded)
      app.log.info({ records: seeded.catalog.records }, 'demo catalog loaded');
    if (seeded.demo.loaded) app.log.info(seeded.demo, 'demo accounts and memberships loaded');
    if (seeded.staff.loaded) app.log.info(seeded.staff, 'demo team members loaded');
    if (seeded.hours.loaded) app.log.info(seeded.hours, 'demo opening hours loaded');
    if (seeded.library.loaded) app.log.info(seeded.library, 'workouts master library loaded');
    hooks.beforeListening?.(app);
    await app.listen({ port: config.port, host: config.host });
    worker?.start();
    notifications.start();
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
