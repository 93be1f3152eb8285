import type { Database } from './database';
import { openPglite } from './openPglite';
import { openPostgres } from './openPostgres';

export interface DatabaseConfig {
  /** A PostgreSQL server; when absent the embedded database is used. */
  databaseUrl: string | undefined;
  /** The embedded database's folder. */
  dataDir: string;
}

/** Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
