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
  const listeners = new Set<pg.Client>();
  const options = {
    connectionString: url,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
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
    // A connection of its own per listener, outside the pool: LISTEN lasts as long as it does.
    async listen(channel, listener) {
      const client = new pg.Client(options);
      let lost = false;
      const loseOnce = () => {
        if (lost) return;
        lost = true;
        listeners.delete(client);
        listener.lost();
      };
      client.on('error', loseOnce);
      client.on('end', loseOnce);
      let ownSchema: string | undefined;
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload === ownSchema) listener.notified();
      });
      try {
        await client.connect();
        const [row] = (await client.query<{ schema: string }>('SELECT current_schema() AS schema'))
          .rows;
        ownSchema = row?.schema;
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        lost = true;
        await client.end().catch(() => undefined);
        throw error;
      }
      listeners.add(client);
    },
    async ping() {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      const listening = [...listeners];
      listeners.clear();
      await Promise.all(listening.map((client) => client.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
