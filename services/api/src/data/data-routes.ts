import type { Router } from 'express';
import type { ProjectAccessChecks } from '../auth/project-access-checks.ts';
import type { VisitorAnswers } from '../http/visitor-answers.ts';
import { DataAccess, type DataDeps } from './data-access.ts';
import { downloadRoutes } from './download-routes.ts';
import { seriesRoutes } from './series-routes.ts';
import { SignedLinks } from './signed-links.ts';
import { signedUploadRoute, uploadUrlRoutes } from './upload-routes.ts';

/**
 * The data endpoints of the table but the signed upload: upload URLs, downloads, and the serving of imported data.
 * Their refusals are answered by the app's error handler with `dataRefusal` (data-failures.ts).
 */
export function dataRoutes(
  router: Router,
  deps: DataDeps,
  checks: ProjectAccessChecks,
  visitorAnswers: VisitorAnswers,
): void {
  const access = new DataAccess(checks, deps);
  const links = new SignedLinks(deps);
  uploadUrlRoutes(router, deps, access, links);
  downloadRoutes(router, deps, access, links);
  seriesRoutes(router, deps, access, visitorAnswers);
}

/** The signed upload, which reads the file as it streams in: register it before any body parser. */
export function streamedDataRoutes(router: Router, deps: DataDeps, checks: ProjectAccessChecks): void {
  signedUploadRoute(router, deps, new DataAccess(checks, deps), new SignedLinks(deps));
}
