import pg from 'pg';
import type { Database, Queryable } from './database';

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** The server URL without its password, fit for logs. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgresql (unparseable DATABASE_URL)';
  }
}

/**
 * Opens a pool on a real PostgreSQL server. `schema`, when given, becomes the search path of
 * every connection (each API test gets a schema of its own).
 */
export async function openPostgres(url: string, schema?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process: the next query reconnects.
  pool.on('error', () => undefined);
  const direct = wrap(pool);
  await direct.query('SELECT 1');
  return {
    kind: 'postgresql',
    location: describeUrl(url) + (schema ? ` (schema ${schema})` : ''),
    query: direct.query,
    exec: direct.exec,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async ping() {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}
