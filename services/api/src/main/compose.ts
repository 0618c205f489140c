import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express from 'express';
import { openSql } from '@waterline/read-models/db/open-sql';
import type { Database } from '@waterline/read-models/db/database';
import type { EventStore } from '@waterline/domain/events/event-store';
import { allProjections } from '@waterline/read-models/all-projections';
import type { ProjectionRunner } from '@waterline/read-models/runner/projection-runner';
import { createApp } from '../app.ts';
import { LocalBlobStore } from '../blobs/local-blob-store.ts';
import { S3BlobStore, s3ConfigFromEnv } from '../blobs/s3-blob-store.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import { blobSigningSecret } from '../blobs/signed-url.ts';
import type { CommandEnv } from '../commands/command-handler.ts';
import { loadApiConfig, loadOperationsConfig, resolveJwtSecret, type ApiConfig, type ProcessRole } from '../config.ts';
import { createDataRouter } from '../data/data-router.ts';
import { DataFiles } from '../data/data-files.ts';
import { ImportWorkers } from '../data/import-workers.ts';
import { alternativesFrom } from '../data/project-alternatives.ts';
import { eventStoreSettingFrom, openEventStore } from '../event-store/event-store-setting.ts';
import { processLogger, type Logger } from '../logger.ts';
import { dataLocationsOf } from '../projects/data-locations.ts';
import { createMailer } from '../mail/mailer.ts';
import { healthRouter } from '../observability/health.ts';
import { countingEventStore, createMetrics, metricsRouter } from '../observability/metrics.ts';
import { projectorLagProbe } from '../observability/projector-lag.ts';
import { createPhotoRouter, photoPrivacyFrom, photoUploadLimiter, surveyEnabledFrom } from '../survey/photo-router.ts';
import { createRiverRouter } from '../upstream/river-router.ts';
import { loadUpstreamSettings } from '../upstream/upstream-settings.ts';
import { precompressedAssets } from './precompressed-assets.ts';
import { projectionsForRole } from './projections-for-role.ts';
import { startReservationSweep } from './reservation-sweep.ts';

/** Built assets carry their content hash in their names: browsers may keep them for a year. */
const ASSET_MAX_AGE = '1y';

/** Everything a running Waterline is made of, wired from the environment. */
export interface Waterline {
  app: express.Express;
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
export async function composeWaterline(env: NodeJS.ProcessEnv, options: { webRoot?: string; logger?: Logger } = {}): Promise<Waterline> {
  const logger = options.logger ?? processLogger;
  const operations = loadOperationsConfig(env);
  const dataDir = env.WATERLINE_DATA_DIR ?? join(process.cwd(), 'data');
  const eventStoreSetting = eventStoreSettingFrom(env);
  const sql = await openSql({ ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}), dataDir });
  const eventStore = await openEventStore(eventStoreSetting, sql).catch(async (error: unknown) => {
    await sql.close();
    throw error;
  });
  const projectorLag = projectorLagProbe(sql, eventStore, allProjections.map((projection) => projection.name));
  const metrics = createMetrics({ projectorLag });
  const countedStore = countingEventStore(eventStore, metrics);
  // PostgreSQL appends NOTIFY this database and wake the loops, so idle loops look only now and then; KurrentDB's
  // appends do not, so its log is looked at more often (a command's own wait wakes the loops either way).
  const idlePollIntervalMs = eventStoreSetting.kind === 'postgres' ? 1000 : 250;
  const runner = await projectionsForRole(operations.role, { sql, store: countedStore, logger, idlePollIntervalMs });
  const jwtSecret = await resolveJwtSecret(env, dataDir);
  const config = loadApiConfig(env, jwtSecret);
  const s3 = s3ConfigFromEnv(env);
  const blobs: BlobStore = s3 ? new S3BlobStore(s3) : LocalBlobStore.inDataDir(dataDir);
  const importWorkers = new ImportWorkers({ maxMemoryMb: config.importMemoryMb });
  const dataFiles = new DataFiles(blobs, importWorkers);
  const clock = () => new Date();
  const signingSecret = blobSigningSecret(jwtSecret);
  const commands: CommandEnv = { eventStore: countedStore, clock, bcryptCost: config.bcryptCost, observeCommand: metrics.observeCommand };
  const stopReservationSweep = startReservationSweep(commands, sql, logger);

  const api = createApp({
    eventStore: countedStore,
    sql,
    clock,
    mailer: createMailer({ ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}), dataDir, logger }),
    config,
    projections: runner,
    dataLocations: dataLocationsOf(dataFiles),
    logger,
    metrics,
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
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(healthRouter({ sql, projectorLag, settings: operations.readiness }), metricsRouter(metrics, operations.metricsAllow));
  // Series and the app's scripts are stored compressed and say so; everything else (JSON answers) is compressed here.
  app.use(compression());
  app.get('/api/health', (_req, res) => {
    res.json({ success: true });
  });
  if (operations.role !== 'projector') app.use(api);
  if (operations.role !== 'projector' && options.webRoot && existsSync(join(options.webRoot, 'index.html'))) {
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
    role: operations.role,
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
