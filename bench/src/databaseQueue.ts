import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from '@clubjoin/api/db/openPglite';
import { measureSideBySide, printRatios } from './measure';

/**
 * What the serial queue that keeps PGlite's one session from interleaving transactions costs per
 * query, against calling PGlite directly; and a transaction through it.
 */
export async function benchDatabaseQueue(): Promise<void> {
  const pglite = await PGlite.create();
  const db = wrapPglite(pglite, 'memory');
  await pglite.exec(
    'CREATE TABLE counters (id int PRIMARY KEY, n int NOT NULL); INSERT INTO counters VALUES (1, 0);',
  );
  const measurements = await measureSideBySide([
    {
      name: 'PGlite query, direct (baseline)',
      run: () => pglite.query('SELECT n FROM counters WHERE id = $1', [1]),
    },
    {
      name: 'PGlite query, through the serial queue',
      run: () => db.query('SELECT n FROM counters WHERE id = $1', [1]),
    },
    {
      name: 'PGlite transaction (update + read), queued',
      run: () =>
        db.transaction(async (tx) => {
          await tx.query('UPDATE counters SET n = n + 1 WHERE id = 1');
          return tx.query('SELECT n FROM counters WHERE id = 1');
        }),
    },
  ]);
  printRatios('Database: the cost of serialising PGlite', measurements);
  await pglite.close();
}
