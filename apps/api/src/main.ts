import type { FastifyInstance } from 'fastify';
import { readConfig } from './config';
import { startServer } from './startServer';

/** How long in-flight requests get to finish after SIGTERM before the process gives up. */
const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * On SIGTERM or SIGINT, stops accepting connections, lets in-flight requests finish, closes the
 * database and exits 0 (1 past the deadline). Installed before the app listens: a signal sent as
 * soon as it serves must not find Node's default, which kills the process (code 143).
 */
function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const deadline = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    // Closing stops accepting connections, waits for in-flight requests, then closes the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

startServer(readConfig(process.env), { beforeListening: closeOnSignals }).catch(
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
