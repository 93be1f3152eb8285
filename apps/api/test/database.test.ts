import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openTestDatabase, testDatabaseKind } from './testDatabase';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the database module', () => {
  let db: Database;
  beforeEach(async () => {
    db = await openTestDatabase();
    await db.exec('CREATE TABLE notes (body text NOT NULL)');
  });
  afterEach(async () => {
    await db.close();
  });

  async function notes() {
    const rows = await db.query<{ body: string }>('SELECT body FROM notes ORDER BY body');
    return rows.map((row) => row.body);
  }

  it('commits a transaction whose work resolves', async () => {
    const answer = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (body) VALUES ($1)', ['kept']);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await notes()).toEqual(['kept']);
  });

  it('rolls back a transaction whose work throws, and rethrows', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes (body) VALUES ($1)', ['lost']);
        throw new Error('card declined');
      }),
    ).rejects.toThrow('card declined');
    expect(await notes()).toEqual([]);
  });

  it('keeps concurrent requests out of each other’s transactions', async () => {
    // One request opens a transaction, pauses, then fails; meanwhile others write and commit.
    // Interleaved on one session, the failure's rollback would take their writes with it.
    const failing = db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (body) VALUES ($1)', ['rolled back']);
      await pause(50);
      throw new Error('payment failed');
    });
    const others = [
      db.transaction((tx) => tx.query('INSERT INTO notes (body) VALUES ($1)', ['a'])),
      db.query('INSERT INTO notes (body) VALUES ($1)', ['b']),
      db.transaction((tx) => tx.query('INSERT INTO notes (body) VALUES ($1)', ['c'])),
    ];
    await expect(failing).rejects.toThrow('payment failed');
    await Promise.all(others);
    expect(await notes()).toEqual(['a', 'b', 'c']);
  });

  it('answers a trivial query when asked if it answers', async () => {
    expect(await db.ping()).toBe(true);
    expect(db.kind).toBe(testDatabaseKind);
  });

  it.runIf(testDatabaseKind === 'pglite')(
    'refuses, rather than hangs on, a call to the database itself inside a transaction',
    async () => {
      await expect(
        db.transaction(async () => {
          await db.query('SELECT 1');
        }),
      ).rejects.toThrow('Nested database call inside a transaction: use the transaction handle');
      expect(await db.ping()).toBe(true);
    },
  );
});
