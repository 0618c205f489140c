import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgresPool } from './postgres-pool.ts';

/** PostgreSQL through a pool (default 10 connections) when `databaseUrl` is set, else embedded PGlite with its files in `dataDir`. */
export async function openSql(options: {
  databaseUrl?: string;
  dataDir: string;
  maxConnections?: number;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgresPool(options.databaseUrl, { maxConnections: options.maxConnections })
    : openPglite(options.dataDir);
}
