import type { RateLimiters } from '../http/rate-limits.ts';
import type { RateLimitCounts } from '../http/rate-limit-counts.ts';
import type { RequestHandler, Router } from 'express';
import type { Sql } from '@waterline/read-models/db/sql';
import type { CommandEnv } from '../commands/command-handler.ts';
import type { ProjectionWaiter } from '../http/command-answer.ts';
import type { ApiConfig } from '../config.ts';
import type { ProjectAccessChecks } from '../auth/project-access-checks.ts';
import type { DataDeps } from '../data/data-access.ts';
import type { LiveStreams } from '../live/live-streams.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Metrics } from '../observability/metrics.ts';
import type { DataLocations } from '../data/data-locations.ts';
import type { DataFileStored } from '../projects/stored-data-sources.ts';
import type { VisitorViews } from '../projects/visitor-views.ts';
import type { VisitorAnswers } from '../http/visitor-answers.ts';

/** What the app is made of; every effect comes in here. */
export interface AppDeps {
  /** Where the read models live. */
  sql: Sql;
  /** The one command environment: the event store, the clock, the aggregate cache and per-stream queue. */
  commands: CommandEnv;
  mailer: Mailer;
  config: ApiConfig;
  projections: ProjectionWaiter;
  /** The locations a project's data holds, so a configuration names only those; none when left out. */
  dataLocations?: DataLocations;
  /** Whether a project holds a data file, so an alternative names only stored files; none when left out. */
  dataFileStored?: DataFileStored;
  logger?: Logger;
  /** The live streams of project pages, started and stopped by the caller; ones that follow nothing when left out. */
  live?: LiveStreams;
  /** Where requests are counted (the /metrics endpoint); none when left out. */
  metrics?: Metrics;
  /** Where the rate limits count attempts; a table in `sql` of its own when left out. */
  rateLimitCounts?: RateLimitCounts;
  /** What anonymous visitors see of each project (shared with the data routes' alternatives); its own when left out. */
  visitors?: VisitorViews;
  /** The stores and settings of the data endpoints (uploads, downloads, imported series); no data routes when left out. */
  data?: DataDeps;
  /** Routers mounted before the API's JSON body parser (they see raw bodies and use absolute /api paths). */
  extraRouters?: (access: ProjectAccessChecks) => RequestHandler[];
  /**
   * Routers of routes only (absolute /api paths), mounted on their own paths after the JSON body parser and before the
   * API's own routes; their errors get the JSON error answers. They may keep answers for anonymous visitors in
   * `visitorAnswers`.
   */
  jsonRouters?: (access: ProjectAccessChecks, visitorAnswers: VisitorAnswers) => Router[];
}

/** What the route modules share. */
export interface ApiContext {
  sql: Sql;
  config: ApiConfig;
  commands: CommandEnv;
  mailer: Mailer;
  logger: Logger;
  projections: ProjectionWaiter;
  dataLocations: DataLocations;
  dataFileStored: DataFileStored;
  limiters: RateLimiters;
  /** What anonymous visitors see of each project, read once for a crowd. */
  visitors: VisitorViews;
  /** Anonymous visitors' answers kept by address, answered before routing while they hold. */
  visitorAnswers: VisitorAnswers;
  /** The open live streams of project pages. */
  live: LiveStreams;
}
