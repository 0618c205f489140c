import { join } from 'node:path';
import type express from 'express';
import { openSql } from '@waterline/read-models/db/open-sql';
import type { Database } from '@waterline/read-models/db/database';
import type { EventStore } from '@waterline/domain/events/event-store';
import type { ProjectionRunner } from '@waterline/read-models/runner/projection-runner';
import { blobStoreFromEnv } from '../blobs/blob-store-from-env.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { CommandEnv } from '../commands/command-handler.ts';
import { loadApiConfig, loadOperationsConfig, resolveJwtSecret, type ApiConfig, type ProcessRole } from '../config.ts';
import type { DataFiles } from '../data/data-files.ts';
import { eventStoreSettingFrom, openEventStore } from '../event-store/event-store-setting.ts';
import { processLogger, type Logger } from '../logger.ts';
import { createMailer } from '../mail/mailer.ts';
import { loadUpstreamSettings } from '../upstream/upstream-settings.ts';
import { assembleWaterline } from './assemble.ts';

/** Everything a running Waterline is made of, wired from the environment. */
export interface Waterline {
  app: express.Express;
  /** The API under /api, mounted in `app`. */
  api: express.Express;
  sql: Database;
  eventStore: EventStore;
  /** The projectors (roles `projector` and `both`), or a watcher of their checkpoints (role `api`). */
  runner: ProjectionRunner;
  /** What this process runs (WATERLINE_ROLE). */
  role: ProcessRole;
  blobs: BlobStore;
  dataFiles: DataFiles;
  config: ApiConfig;
  commands: CommandEnv;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else embedded PGlite in
 * WATERLINE_DATA_DIR, default ./data), the event store (in that database, or KurrentDB with EVENT_STORE=kurrentdb), the
 * projectors, the blob store and the app; serves the built web app from `webRoot` when it exists. WATERLINE_ROLE `api`
 * leaves the projectors to another process, `projector` serves only /healthz, /readyz and /metrics.
 */
export async function composeWaterline(
  env: NodeJS.ProcessEnv,
  options: { webRoot?: string; logger?: Logger } = {},
): Promise<Waterline> {
  const logger = options.logger ?? processLogger;
  const operations = loadOperationsConfig(env);
  const dataDir = env.WATERLINE_DATA_DIR ?? join(process.cwd(), 'data');
  const eventStoreSetting = eventStoreSettingFrom(env);
  const config = loadApiConfig(env, await resolveJwtSecret(env, dataDir));
  const sql = await openSql({
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    dataDir,
    ...operations.database,
  });
  const eventStore = await openEventStore(eventStoreSetting, sql).catch(async (error: unknown) => {
    await sql.close();
    throw error;
  });
  const blobs = blobStoreFromEnv(env, dataDir);
  const assembled = await assembleWaterline({
    sql,
    eventStore,
    config,
    operations,
    upstream: loadUpstreamSettings(env),
    clock: () => new Date(),
    mailer: createMailer({ ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}), dataDir, logger }),
    blobs,
    logger,
    // PostgreSQL appends NOTIFY this database and wake the loops, so idle loops look only now and then; KurrentDB's
    // appends do not, so its log is looked at more often (a command's own wait wakes the loops either way).
    idlePollIntervalMs: eventStoreSetting.kind === 'postgres' ? 1000 : 250,
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
  });

  return {
    app: assembled.app,
    api: assembled.api,
    sql,
    eventStore,
    runner: assembled.runner,
    role: operations.role,
    blobs,
    dataFiles: assembled.dataFiles,
    config,
    commands: assembled.commands,
    dataDir,
    async close() {
      await assembled.stop();
      await eventStore.close();
      await sql.close();
    },
  };
}
