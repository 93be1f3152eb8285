import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Runs tasks one at a time, in arrival order. PGlite is a single PostgreSQL session: without
 * this, a statement of one request could land inside another request's open transaction.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly insideTask = new AsyncLocalStorage<true>();

  run<T>(task: () => Promise<T>): Promise<T> {
    // A task that queues another task would wait for itself forever: say so instead.
    if (this.insideTask.getStore()) {
      return Promise.reject(
        new Error('Nested database call inside a transaction: use the transaction handle'),
      );
    }
    const result = this.tail.then(() => this.insideTask.run(true, task));
    this.tail = result.catch(() => undefined);
    return result;
  }
}
