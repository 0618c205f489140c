import express, { type Request, type Response } from 'express';
import { normalizeProjectKey } from '@waterline/domain/projects/project-key';
import { ADMIN } from '@waterline/domain/projects/roles';
import { findMemberRole } from '@waterline/read-models/project-members/queries';
import { findProjectAccessByKey } from '@waterline/read-models/projects/queries';
import type { ApiContext, AppDeps } from '../routes/app-context.ts';
import type { ProjectAccessChecks } from '../auth/project-access-checks.ts';
import { authenticate, optionalSignedInUserId, RequestSession, setSession } from '../auth/authentication.ts';
import { noDataLocations } from '../data/data-locations.ts';
import { dataRefusal } from '../data/data-failures.ts';
import { dataRoutes, streamedDataRoutes } from '../data/data-routes.ts';
import { HttpError } from '../errors.ts';
import { endpoints } from '@waterline/contract/endpoints';
import { buildOpenApiDocument } from '@waterline/contract/openapi';
import { query } from '../http/route.ts';
import { apiDocsRouter } from '../http/api-docs/api-docs.ts';
import { abortedRequests } from '../http/aborted-requests.ts';
import { carriesIdentity, privateAnswers } from '../http/caching.ts';
import { answerUnavailable, errorHandler, notFound } from '../http/errors.ts';
import { RateLimitCounts } from '../http/rate-limit-counts.ts';
import { createRateLimiters } from '../http/rate-limits.ts';
import { requestDeadline } from '../http/request-deadline.ts';
import { refuseUnsafeAddress, refuseUnsafeBody } from '../http/safe-text.ts';
import { securityHeaderList, securityHeaders } from '../http/security-headers.ts';
import { VisitorAnswers } from '../http/visitor-answers.ts';
import { LiveStreams } from '../live/live-streams.ts';
import { processLogger } from '../logger.ts';
import { requestLog } from '../observability/request-log.ts';
import { mountOnItsPaths } from './router-paths.ts';
import { noStoredDataFiles } from '../projects/stored-data-sources.ts';
import { VisitorViews } from '../projects/visitor-views.ts';
import { authRoutes } from '../routes/auth.ts';
import { historyRoutes } from '../routes/history.ts';
import { liveRoutes } from '../routes/live.ts';
import { mapsRoutes } from '../routes/maps.ts';
import { membersRoutes } from '../routes/members.ts';
import { projectsRoutes } from '../routes/projects.ts';
import { usersRoutes } from '../routes/users.ts';
import { openProject } from '../routes/viewer-access.ts';
import { viewerRoutes } from '../routes/viewer-routes.ts';

const JSON_BODY_LIMIT = '1mb';

/**
 * The Express app of the API under /api: security headers (on every answer), the caller's identity from its token,
 * the routes of the contract, and JSON errors. Serving the web app is left to the caller, who can
 * add its own handlers after this app's.
 */
export function createApp(deps: AppDeps): express.Express {
  const logger = deps.logger ?? processLogger;
  const ctx: ApiContext = {
    sql: deps.sql,
    config: deps.config,
    commands: deps.commands,
    mailer: deps.mailer,
    logger,
    projections: deps.projections,
    dataLocations: deps.dataLocations ?? noDataLocations,
    dataFileStored: deps.dataFileStored ?? noStoredDataFiles,
    limiters: createRateLimiters(
      deps.config.rateLimit,
      deps.rateLimitCounts ?? new RateLimitCounts(deps.sql, deps.config.rateLimit.windowMs),
    ),
    visitors: deps.visitors ?? new VisitorViews(deps.sql),
    visitorAnswers: new VisitorAnswers({
      securityHeaders: securityHeaderList(deps.config.allowedOrigins),
      deadlineMs: deps.config.requestDeadlineMs,
      logger,
      ...(deps.metrics ? { onFinished: deps.metrics.observeRequest } : {}),
    }),
    live:
      deps.live ??
      new LiveStreams({
        store: deps.commands.eventStore,
        projections: deps.projections,
        settings: deps.config.live,
        projectionWaitMs: deps.config.projectionWaitMs,
        logger,
      }),
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  // A visitor's kept answer, with what the handlers below give every answer (its address was checked when it was kept).
  app.use(ctx.visitorAnswers.answer);
  app.use(requestLog(logger, deps.metrics?.observeRequest));
  // Every answer, the pages and assets served after this app included.
  app.use(securityHeaders(deps.config.allowedOrigins));
  app.use('/api', everyApiRequest(deps));
  const access = accessChecks(ctx);
  for (const handler of deps.extraRouters?.(access) ?? []) app.use(handler);

  const openApiDocument = buildOpenApiDocument();
  // One router for every route of the API: each router a request passes through costs it a dispatch of its own.
  const api = express.Router();
  // The signed upload reads its file as it streams in: it comes before the JSON body parser.
  if (deps.data) streamedDataRoutes(api, deps.data, access);
  api.use('/api', express.json({ limit: JSON_BODY_LIMIT }), refuseUnsafeBody);
  // Before the API's own routes, each on its own paths: a request for one walks neither those routes nor the others.
  for (const router of deps.jsonRouters?.(access, ctx.visitorAnswers) ?? []) mountOnItsPaths(api, router);
  query(api, endpoints.openApi, [], async () => ({ body: openApiDocument }));
  if (deps.data) dataRoutes(api, deps.data, access, ctx.visitorAnswers);
  for (const addRoutes of [
    usersRoutes,
    authRoutes,
    historyRoutes,
    projectsRoutes,
    membersRoutes,
    mapsRoutes,
    viewerRoutes,
    liveRoutes,
  ])
    addRoutes(api, ctx);
  app.use(api, apiDocsRouter());
  app.use('/api', notFound);
  app.use('/api', abortedRequests, errorHandler(logger, dataRefusal));
  return app;
}

/**
 * What every API request goes through before its route, in one router (one pass of its address under /api): its
 * deadline, private caching by default, the refusal of unsafe addresses, and the caller's token.
 */
function everyApiRequest(deps: AppDeps): express.Router {
  const router = express.Router();
  router.use(
    requestDeadline(deps.config.requestDeadlineMs, answerUnavailable),
    privateAnswers,
    refuseUnsafeAddress,
    // The token's signature and expiry now; its session against the user when a handler first asks who is calling.
    (req, res, next) => {
      setSession(res, new RequestSession(deps.sql, authenticate(req, deps.config.jwtSecret)));
      next();
    },
  );
  return router;
}

/** The access rules the app gives the data routes and the routers mounted beside its own, built once. */
function accessChecks(ctx: ApiContext): ProjectAccessChecks {
  // Express gives each request its response, where the app keeps the request's session.
  const responseOf = (req: Request): Response => req.res as Response;
  return {
    async authenticate(req) {
      const userId = await optionalSignedInUserId(responseOf(req));
      return userId ? { id: userId } : undefined;
    },
    async canAdmin(user, projectKey) {
      const project = await findProjectAccessByKey(ctx.sql, normalizeProjectKey(projectKey));
      return project !== null && (await findMemberRole(ctx.sql, project.id, user.id)) === ADMIN;
    },
    async canRead(req, projectKey) {
      if (!carriesIdentity(req)) return ctx.visitors.opensToAnyone(projectKey);
      try {
        await openProject(ctx, req, responseOf(req), projectKey);
        return true;
      } catch (error) {
        // An unknown project (404) or a closed gate (403).
        if (error instanceof HttpError && (error.status === 403 || error.status === 404)) return false;
        throw error;
      }
    },
    opensToAnyone: (projectKey) => ctx.visitors.opensToAnyone(projectKey),
  };
}
