/** Something SQL can be sent to: the database itself, or one transaction on it. */
export interface Queryable {
  /** Runs one statement with `$1`-style parameters and answers its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type DatabaseKind = 'pglite' | 'postgresql';

/** What a listener hears: a NOTIFY on its channel (at its commit), or that it may miss some. */
export interface ChannelListener {
  notified(): void;
  /** The listening connection went away: notifications may be missed until listen is called again. */
  lost(): void;
}

/**
 * The one PostgreSQL connection the rest of the code is handed: embedded PGlite on disk by
 * default, or a pool on a real server when DATABASE_URL is set. Same SQL for both.
 */
export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Where the data lives, fit to print: a folder, or the server URL without its password. */
  readonly location: string;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Listens for notifications on `channel` whose payload is this database's schema (sent with
   * `pg_notify(channel, current_schema())`), from this process or any other sharing the
   * database; resolves once listening. Closing the database stops every listener.
   */
  listen(channel: string, listener: ChannelListener): Promise<void>;
  /** Whether the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
