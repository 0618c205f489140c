import { join } from 'node:path';
import { type BlobStore, blobStoreFromEnv } from '@waterline/api';
import { openSql } from '@waterline/read-models/db/open-sql';
import type { Database } from '@waterline/read-models/db/database';

/** The database and blob store of an instance, as its server would open them. */
export interface OperatorInstance {
  sql: Database;
  blobs: BlobStore;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Opens the instance named by the environment, as `npm start` does: PostgreSQL at `databaseUrl`
 * (else DATABASE_URL), otherwise the embedded database in WATERLINE_DATA_DIR (default ./data),
 * which only one process can open; blobs in S3 when S3_BUCKET is set, else in the data folder.
 */
export async function openOperatorInstance(env: NodeJS.ProcessEnv, databaseUrl?: string): Promise<OperatorInstance> {
  const dataDir = env.WATERLINE_DATA_DIR || join(process.cwd(), 'data');
  const url = databaseUrl ?? (env.DATABASE_URL || undefined);
  const sql = await openSql({ ...(url ? { databaseUrl: url } : {}), dataDir });
  return { sql, blobs: blobStoreFromEnv(env, dataDir), dataDir, close: () => sql.close() };
}
