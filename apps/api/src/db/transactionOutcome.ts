import type { Failure, Outcome } from '@clubjoin/domain/outcome';
import type { Database, Queryable } from './database';

/** Carries a failure out of a transaction, so the transaction rolls back as on an error. */
class RolledBack<F> extends Error {
  constructor(readonly outcome: Failure<F>) {
    super('rolled back on an expected failure');
  }
}

/**
 * Runs a use case's `work` in one transaction that commits only when it succeeds: a failure it
 * answers rolls back everything it wrote, as a thrown error does, and is answered as it came.
 */
export async function transactionOutcome<T, F>(
  db: Database,
  work: (tx: Queryable) => Promise<Outcome<T, F>>,
): Promise<Outcome<T, F>> {
  try {
    return await db.transaction(async (tx) => {
      const outcome = await work(tx);
      if (!outcome.ok) throw new RolledBack(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof RolledBack) return (error as RolledBack<F>).outcome;
    throw error;
  }
}
