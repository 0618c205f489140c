import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';
import type { EventStore } from '@waterline/domain/events/event-store';
import { endpoints } from '@waterline/contract/endpoints';
import { allProjections } from '@waterline/read-models/all-projections';
import type { Sql } from '@waterline/read-models/db/sql';
import type { ProjectionRunner } from '@waterline/read-models/runner/projection-runner';
import { readCheckpoints, slowestCheckpoint } from '@waterline/read-models/runner/checkpoint-watcher';
import { readProjectionStops } from '@waterline/read-models/runner/projection-stops';
import { createApp } from './app.ts';
import type { AppDeps } from '../routes/app-context.ts';
import type { ProjectionWaiter } from '../http/command-answer.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import { blobSigningSecret } from '../blobs/signed-url.ts';
import type { CommandEnv } from '../commands/command-handler.ts';
import { commandEnvironment } from '../commands/command-environment.ts';
import type { ApiConfig, OperationsConfig } from '../config.ts';
import { DataFiles } from '../data/data-files.ts';
import { dataLocationsOf, type DataLocations } from '../data/data-locations.ts';
import { startDataSweep } from '../data/data-sweep.ts';
import { ImportWorkers } from '../data/import-workers.ts';
import { abortedRequests } from '../http/aborted-requests.ts';
import { compressAnswers } from '../http/compression.ts';
import { errorHandler, notFound } from '../http/errors.ts';
import { query } from '../http/route.ts';
import { RateLimitCounts } from '../http/rate-limit-counts.ts';
import { LiveStreams } from '../live/live-streams.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { healthRouter } from '../observability/health.ts';
import { countingEventStore, createMetrics, metricsRouter } from '../observability/metrics.ts';
import { projectorLagProbe } from '../observability/projector-lag.ts';
import { ASSETS_PATH } from '../observability/request-log.ts';
import {
  createPhotoRouter,
  photoPrivacyFrom,
  photoUploadLimiter,
  projectIdFrom,
  surveyEnabledFrom,
} from '../survey/photo-router.ts';
import { startPhotoSweep } from '../survey/photo-sweep.ts';
import { createObservedRouter } from '../observed/observed-router.ts';
import { ObservedRecords } from '../observed/observed-records.ts';
import { startObservedRefresh } from '../observed/observed-refresh-timer.ts';
import { waterservicesGauge } from '../observed/waterservices-gauge.ts';
import { createRiverRouter } from '../upstream/river-router.ts';
import { VisitorViews } from '../projects/visitor-views.ts';
import type { UpstreamSettings } from '../upstream/upstream-settings.ts';
import { precompressedAssets } from './precompressed-assets.ts';
import { projectionsForRole } from './projections-for-role.ts';
import { startReservationSweep } from './reservation-sweep.ts';
import { mountOnItsPaths } from './router-paths.ts';
import { topLevelPaths } from './top-level-paths.ts';

/** Built assets carry their content hash in their names: browsers may keep them for a year. */
const ASSET_MAX_AGE = '1y';

/** What a Waterline is made of once its database, event store and settings are open: every effect comes in here. */
export interface WaterlineParts {
  sql: Sql;
  eventStore: EventStore;
  config: ApiConfig;
  operations: OperationsConfig;
  upstream: UpstreamSettings;
  /** What deciders see as now, and what signed URLs expire by. */
  clock: () => Date;
  mailer: Mailer;
  blobs: BlobStore;
  logger: Logger;
  /** How often idle projectors look at the log when no append wakes them. */
  idlePollIntervalMs: number;
  /** The built web app, served beside the API when it holds an index.html. */
  webRoot?: string;
  /** Largest survey photo accepted; the photo router's default when left out. */
  maxPhotoBytes?: number;
  /** Keeps this app's rate-limit counts apart from other apps' on the same database (tests). */
  rateLimitScope?: string;
  /** The locations each project's data holds; read from its data files when left out. */
  dataLocations?: DataLocations;
  /** Stands in for the projectors' wait in commands (a test that needs the 202 answer). */
  projectionWaiter?: ProjectionWaiter;
  /** Routers a test mounts beside the API's own, before and after its JSON body parser. */
  extraRouters?: AppDeps['extraRouters'];
  jsonRouters?: AppDeps['jsonRouters'];
}

/** The running parts: the app, its projectors, its command environment and its data files. */
export interface AssembledWaterline {
  app: express.Express;
  /** The API under /api, mounted in `app` (which wraps it, so its routes are listed here). */
  api: express.Express;
  /** The projectors over every read model (roles `projector` and `both`), or a watcher of their checkpoints (role `api`). */
  runner: ProjectionRunner;
  commands: CommandEnv;
  dataFiles: DataFiles;
  /** Stops what was started here; the database and the event store stay open for their owner to close. */
  stop(): Promise<void>;
}

/**
 * The one composition root, for production (`composeWaterline`) and for every test that needs an app: one command
 * environment, one projection runner over all projections, one data-files service, the clock given, and the API with
 * the data, photo and river routers, health, metrics and the web app around it.
 */
export async function assembleWaterline(parts: WaterlineParts): Promise<AssembledWaterline> {
  const { sql, config, operations, clock, blobs, logger } = parts;
  const projectorLag = projectorLagProbe(
    sql,
    parts.eventStore,
    allProjections.map((projection) => projection.name),
  );
  const projectionStops = () => readProjectionStops(sql);
  const metrics = createMetrics({
    projectorLag,
    stoppedProjections: async () => (await projectionStops()).length,
    openLiveStreams: () => live.size,
  });
  const eventStore = countingEventStore(parts.eventStore, metrics);
  const runner = await projectionsForRole(operations.role, {
    sql,
    store: eventStore,
    logger,
    idlePollIntervalMs: parts.idlePollIntervalMs,
  });
  const importWorkers = new ImportWorkers({ maxMemoryMb: config.importMemoryMb });
  const dataFiles = new DataFiles(blobs, importWorkers);
  const signingSecret = blobSigningSecret(config.jwtSecret);
  // The top-level paths of the app built below, read from its routers once it is: no project key may be one of them.
  let answeredPaths: ReadonlySet<string> = new Set();
  const commands = commandEnvironment({
    eventStore,
    clock,
    bcryptCost: config.bcryptCost,
    observeCommand: metrics.observeCommand,
    reservedProjectKeys: () => answeredPaths,
  });
  // Commands run where the API does: one role sweeps, so an `api` and a `projector` process never both do.
  const stopReservationSweep =
    operations.role === 'projector' ? () => undefined : startReservationSweep(commands, sql, logger);
  const stopPhotoSweep =
    operations.role === 'projector' ? () => undefined : startPhotoSweep({ sql, eventStore, blobs }, clock, logger);
  const observed = new ObservedRecords({
    commands,
    dataFiles,
    blobs,
    gauges: { 'usgs-waterservices': waterservicesGauge(parts.upstream, () => clock().getTime()) },
  });
  const stopObservedRefresh =
    operations.role === 'projector'
      ? () => undefined
      : startObservedRefresh(observed, sql, logger, parts.upstream.observedRefreshHours);
  const stopDataSweep =
    operations.role === 'projector'
      ? () => undefined
      : startDataSweep(
          { sql, eventStore, blobs, dataFiles, graceMs: config.dataSweepGraceMinutes * 60_000 },
          clock,
          logger,
        );
  const projections = parts.projectionWaiter ?? runner;
  const live = new LiveStreams({
    store: eventStore,
    projections,
    settings: config.live,
    projectionWaitMs: config.projectionWaitMs,
    logger,
  });
  // From where the read models stand: what they apply from there on is told to the pages open then.
  if (operations.role !== 'projector')
    live.start(
      slowestCheckpoint(
        await readCheckpoints(
          sql,
          allProjections.map((projection) => projection.name),
        ),
      ),
    );

  const rateLimitCounts = new RateLimitCounts(sql, config.rateLimit.windowMs, parts.rateLimitScope);
  const visitors = new VisitorViews(sql);
  const api = createApp({
    sql,
    rateLimitCounts,
    visitors,
    commands,
    mailer: parts.mailer,
    config,
    projections,
    dataLocations: parts.dataLocations ?? dataLocationsOf(dataFiles),
    dataFileStored: (projectKey, fileName) => dataFiles.holds(projectKey, fileName),
    logger,
    metrics,
    data: {
      blobs,
      dataFiles,
      importWorkers,
      alternativesOf: (projectKey) => visitors.alternativesOf(projectKey),
      alternativesOpenToAnyone: (projectKey) => visitors.alternativesOpenToAnyone(projectKey),
      importQuotaBytes: config.importQuotaMb * 1024 * 1024,
      signingSecret,
      now: clock,
      pump: config.pump,
    },
    live,
    extraRouters: (access) => [
      // Before the data routes: survey photos are answered here, every other file passes on.
      createPhotoRouter(
        {
          blobs,
          commands,
          photoQuotaBytes: config.photoQuotaMb * 1024 * 1024,
          signingSecret,
          now: clock,
          photoPrivacy: photoPrivacyFrom(sql),
          projectIdOf: projectIdFrom(sql),
          surveyEnabled: surveyEnabledFrom(sql),
          uploadLimiter: photoUploadLimiter(rateLimitCounts, config.rateLimit),
          ...(parts.maxPhotoBytes ? { maxPhotoBytes: parts.maxPhotoBytes } : {}),
        },
        access,
      ),
      ...(parts.extraRouters?.(access) ?? []),
    ],
    jsonRouters: (access, visitorAnswers) => [
      createRiverRouter({ settings: parts.upstream, visitorAnswers }),
      createObservedRouter({ sql, answers: { projections, config }, observed }),
      ...(parts.jsonRouters?.(access, visitorAnswers) ?? []),
    ],
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Mounted on their own paths: a visitor's request for anything else passes them by.
  mountOnItsPaths(app, healthRouter({ sql, projectorLag, projectionStops, settings: operations.readiness }));
  mountOnItsPaths(app, metricsRouter(metrics, operations.metricsAllow));
  const health = Router();
  query(health, endpoints.health, [], async () => ({ body: { success: true as const } }));
  mountOnItsPaths(app, health);
  // The API's router rather than the API app: a mounted app swaps each request's and answer's prototypes in and out.
  if (operations.role !== 'projector') app.use(api.router);
  const webRoot =
    operations.role !== 'projector' && parts.webRoot && existsSync(join(parts.webRoot, 'index.html'))
      ? parts.webRoot
      : undefined;
  if (webRoot) {
    // The app's scripts are stored compressed and say so; its other files are compressed as they are sent (the API's
    // answers are compressed by their routes).
    app.use(ASSETS_PATH, precompressedAssets(join(webRoot, ASSETS_PATH), ASSET_MAX_AGE));
    app.use(compressAnswers);
    app.use(
      ASSETS_PATH,
      express.static(join(webRoot, ASSETS_PATH), {
        index: false,
        immutable: true,
        maxAge: ASSET_MAX_AGE,
        fallthrough: false,
      }),
    );
    app.use(express.static(webRoot, { index: false, maxAge: '1h' }));
    app.get('/{*splat}', (_req, res) => {
      res.sendFile(join(webRoot, 'index.html'));
    });
  }
  // The API's error answers for every other route too: health, metrics, the web app's pages and files.
  app.use(notFound, abortedRequests, errorHandler(logger));
  answeredPaths = topLevelPaths([app, api], webRoot);

  return {
    app,
    api,
    runner,
    commands,
    dataFiles,
    async stop() {
      // First: the server's close waits for open streams, and their browsers reconnect elsewhere.
      live.stop();
      importWorkers.stop();
      stopReservationSweep();
      stopPhotoSweep();
      stopObservedRefresh();
      stopDataSweep();
      await runner.stop();
    },
  };
}
