import { fail, succeed } from '@clubjoin/domain/outcome';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { inputRefusedByDatabase } from '../src/db/inputRefused';
import { transactionOutcome } from '../src/db/transactionOutcome';
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

  it('commits a use case’s transaction that succeeds, and answers its value', async () => {
    const outcome = await transactionOutcome(db, async (tx) => {
      await tx.query('INSERT INTO notes (body) VALUES ($1)', ['kept']);
      return succeed('staged');
    });
    expect(outcome).toEqual({ ok: true, value: 'staged' });
    expect(await notes()).toEqual(['kept']);
  });

  it('rolls back a use case’s transaction that fails, and answers its failure', async () => {
    const outcome = await transactionOutcome(db, async (tx) => {
      await tx.query('INSERT INTO notes (body) VALUES ($1)', ['lost']);
      return fail({ kind: 'paymentBegun' });
    });
    expect(outcome).toEqual({ ok: false, failure: { kind: 'paymentBegun' } });
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

  it.each([
    ['a NUL in text', 'SELECT $1::text', 'a\u0000b', 'character_not_in_repertoire'],
    ['a NUL in JSON', 'SELECT $1::jsonb', '{"a":"\\u0000"}', 'untranslatable_character'],
    [
      'an unpaired surrogate in JSON',
      'SELECT $1::jsonb',
      '{"a":"\\ud800"}',
      'invalid_text_representation',
    ],
    ['a word for a number', 'SELECT $1::int', 'many', 'invalid_text_representation'],
    ['a number out of range', 'SELECT $1::int', '4294967296', 'numeric_value_out_of_range'],
    ['a day that does not exist', 'SELECT $1::date', '2026-02-30', 'datetime_field_overflow'],
  ])(
    'tells a value the database refused (%s) by its condition',
    async (_case, sql, value, condition) => {
      const refused = await db.query(sql, [value]).catch((error: unknown) => error);
      expect(inputRefusedByDatabase(refused)).toBe(condition);
    },
  );

  it('does not take the server’s own failures for refused values', async () => {
    const failed = await db.query('SELECT 1 / 0').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(inputRefusedByDatabase(failed)).toBeUndefined();
    expect(inputRefusedByDatabase(new Error('network down'))).toBeUndefined();
  });

  it('keeps nothing of a transaction a refused value ended', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes (body) VALUES ($1)', ['first']);
        await tx.query('INSERT INTO notes (body) VALUES ($1)', ['second\u0000']);
      }),
    ).rejects.toSatisfy((error) => inputRefusedByDatabase(error) !== undefined);
    expect(await notes()).toEqual([]);
  });
});
