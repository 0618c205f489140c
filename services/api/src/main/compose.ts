import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express from 'express';
import { openSql } from '@waterline/read-models/db/open-sql';
import type { Database } from '@waterline/read-models/db/database';
import type { EventStore } from '@waterline/domain/events/event-store';
import { allProjections } from '@waterline/read-models/all-projections';
import { startProjectionRunner, type ProjectionRunner } from '@waterline/read-models/runner/projection-runner';
import { createApp } from '../app.ts';
import { LocalBlobStore } from '../blobs/local-blob-store.ts';
import { S3BlobStore, s3ConfigFromEnv } from '../blobs/s3-blob-store.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import { blobSigningSecret } from '../blobs/signed-url.ts';
import type { CommandEnv } from '../commands/command-handler.ts';
import { loadApiConfig, resolveJwtSecret, type ApiConfig } from '../config.ts';
import { createDataRouter } from '../data/data-router.ts';
import { DataFiles } from '../data/data-files.ts';
import { ImportWorkers } from '../data/import-workers.ts';
import { alternativesFrom } from '../data/project-alternatives.ts';
import { eventStoreSettingFrom, openEventStore } from '../event-store/event-store-setting.ts';
import { processLogger, type Logger } from '../logger.ts';
import { dataLocationsOf } from '../projects/data-locations.ts';
import { createMailer } from '../mail/mailer.ts';
import { createPhotoRouter, photoPrivacyFrom, photoUploadLimiter, surveyEnabledFrom } from '../survey/photo-router.ts';
import { createRiverRouter } from '../upstream/river-router.ts';
import { loadUpstreamSettings } from '../upstream/upstream-settings.ts';
import { precompressedAssets } from './precompressed-assets.ts';
import { startReservationSweep } from './reservation-sweep.ts';

/** Built assets carry their content hash in their names: browsers may keep them for a year. */
const ASSET_MAX_AGE = '1y';

/** Everything a running Waterline is made of, wired from the environment. */
export interface Waterline {
  app: express.Express;
  sql: Database;
  eventStore: EventStore;
  runner: ProjectionRunner;
  blobs: BlobStore;
  dataFiles: DataFiles;
  config: ApiConfig;
  commands: CommandEnv;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else embedded PGlite in
 * WATERLINE_DATA_DIR, default ./data), the event store (in that database, or KurrentDB with EVENT_STORE=kurrentdb), the projectors, the blob store and the
 * app; serves the built web app from `webRoot` when it exists.
 */
export async function composeWaterline(env: NodeJS.ProcessEnv, options: { webRoot?: string; logger?: Logger } = {}): Promise<Waterline> {
  const logger = options.logger ?? processLogger;
  const dataDir = env.WATERLINE_DATA_DIR ?? join(process.cwd(), 'data');
  const eventStoreSetting = eventStoreSettingFrom(env);
  const sql = await openSql({ ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}), dataDir });
  const eventStore = await openEventStore(eventStoreSetting, sql).catch(async (error: unknown) => {
    await sql.close();
    throw error;
  });
  const runner = await startProjectionRunner({
    sql,
    store: eventStore,
    projections: allProjections,
    // Short polls keep read-your-writes fast when the log's visibility horizon lags behind commits.
    pollIntervalMs: 50,
    // PostgreSQL appends NOTIFY this database and wake the loops, so idle loops look only now and then; KurrentDB's
    // appends do not, so its log is looked at more often (a command's own wait wakes the loops either way).
    idlePollIntervalMs: eventStoreSetting.kind === 'postgres' ? 1000 : 250,
    onError: (error, projection) => logger.error(`Projection ${projection} failed`, error),
  });
  const jwtSecret = await resolveJwtSecret(env, dataDir);
  const config = loadApiConfig(env, jwtSecret);
  const s3 = s3ConfigFromEnv(env);
  const blobs: BlobStore = s3 ? new S3BlobStore(s3) : LocalBlobStore.inDataDir(dataDir);
  const importWorkers = new ImportWorkers({ maxMemoryMb: config.importMemoryMb });
  const dataFiles = new DataFiles(blobs, importWorkers);
  const clock = () => new Date();
  const signingSecret = blobSigningSecret(jwtSecret);
  const commands: CommandEnv = { eventStore, clock, bcryptCost: config.bcryptCost };
  const stopReservationSweep = startReservationSweep(commands, sql, logger);

  const api = createApp({
    eventStore,
    sql,
    clock,
    mailer: createMailer({ ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}), dataDir, logger }),
    config,
    projections: runner,
    dataLocations: dataLocationsOf(dataFiles),
    logger,
    extraRouters: (access) => [
      // Before the data router: survey photos are answered here, every other file passes on.
      createPhotoRouter({
        blobs,
        signingSecret,
        now: clock,
        ...access,
        photoPrivacy: photoPrivacyFrom(sql),
        surveyEnabled: surveyEnabledFrom(sql),
        uploadLimiter: photoUploadLimiter(config.rateLimit),
      }),
      createDataRouter({
        blobs,
        importWorkers,
        alternativesOf: alternativesFrom(sql),
        importQuotaBytes: config.importQuotaMb * 1024 * 1024,
        signingSecret,
        now: clock,
        pump: config.pump,
        ...access,
      }),
    ],
    jsonRouters: () => [createRiverRouter({ settings: loadUpstreamSettings(env) })],
  });

  const app = express();
  // Series and the app's scripts are stored compressed and say so; everything else (JSON answers) is compressed here.
  app.use(compression());
  app.get('/api/health', (_req, res) => {
    res.json({ success: true });
  });
  app.use(api);
  if (options.webRoot && existsSync(join(options.webRoot, 'index.html'))) {
    const webRoot = options.webRoot;
    app.use('/assets', precompressedAssets(join(webRoot, 'assets'), ASSET_MAX_AGE));
    app.use('/assets', express.static(join(webRoot, 'assets'), { index: false, immutable: true, maxAge: ASSET_MAX_AGE, fallthrough: false }));
    app.use(express.static(webRoot, { index: false, maxAge: '1h' }));
    app.get('/{*splat}', (_req, res) => {
      res.sendFile(join(webRoot, 'index.html'));
    });
  }

  return {
    app,
    sql,
    eventStore,
    runner,
    blobs,
    dataFiles,
    config,
    commands,
    dataDir,
    async close() {
      importWorkers.stop();
      stopReservationSweep();
      await runner.stop();
      await eventStore.close();
      await sql.close();
    },
  };
}
