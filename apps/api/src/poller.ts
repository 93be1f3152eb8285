import type { FastifyBaseLogger } from 'fastify';

/** Work the server repeats every few seconds until stopped (the outbox's and notifications'). */
export interface Poller {
  /** Runs a round every `pollMs` (after the previous one ended) until stopped. */
  start(): void;
  /** Stops polling and waits for a round in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `round` every `pollMs`, one round at a time: the next waits for the last to end. A round
 * that fails is logged as `what` failed, and the next one runs as planned.
 */
export function createPoller(
  round: () => Promise<unknown>,
  options: { pollMs: number; log: FastifyBaseLogger; what: string },
): Poller {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round()
        .catch((error: unknown) => options.log.error({ err: error }, `${options.what} failed`))
        .finally(schedule);
    }, options.pollMs);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
