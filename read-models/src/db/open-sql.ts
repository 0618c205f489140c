import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgresPool, type PostgresPoolOptions } from './postgres-pool.ts';

/** PostgreSQL through a pool (default 10 connections) when `databaseUrl` is set, else embedded PGlite with its files in `dataDir`. */
export async function openSql(
  options: { databaseUrl?: string; dataDir: string } & PostgresPoolOptions,
): Promise<Database> {
  const { databaseUrl, dataDir, ...poolOptions } = options;
  return databaseUrl ? openPostgresPool(databaseUrl, poolOptions) : openPglite(dataDir);
}
