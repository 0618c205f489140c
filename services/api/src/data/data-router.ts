import { Router, type NextFunction, type Request, type Response } from 'express';
import type { FailureResponse } from '@waterline/contract/data-contract';
import { DataAccess, type DataRouterDeps } from './data-access.ts';
import { dataFailure } from './data-failures.ts';
import { downloadRoutes } from './download-routes.ts';
import { UploadInterruptedError } from './read-upload.ts';
import { seriesRoutes } from './series-routes.ts';
import { SignedLinks } from './signed-links.ts';
import { uploadRoutes } from './upload-routes.ts';

/**
 * Uploads through signed URLs, downloads, and the serving of imported data: the data endpoints of the table.
 * Mount it before any body parser: the signed PUT reads the raw request body itself.
 */
export function createDataRouter(deps: DataRouterDeps): Router {
  const router = Router();
  const access = new DataAccess(deps);
  const links = new SignedLinks(deps);
  uploadRoutes(router, deps, access, links);
  downloadRoutes(router, deps, access, links);
  seriesRoutes(router, deps, access);

  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    // The client has gone: nothing to answer, nothing to log.
    if (error instanceof UploadInterruptedError) return void res.destroy();
    const failure = dataFailure(error);
    if (failure === undefined) return next(error);
    const body: FailureResponse = { success: false, message: failure.message, ...failure.details };
    res.status(failure.status).json(body);
  });

  return router;
}
