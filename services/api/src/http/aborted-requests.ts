import type { ErrorRequestHandler } from 'express';
import type { Logger } from '../logger.ts';
import { requestIdOf } from '../observability/request-log.ts';

/**
 * A client that went away mid-request (e.g. a cancelled upload) is no failure of ours: logged at info
 * as aborted, without a stack, and left unanswered (nobody is there to read it). Other errors pass on.
 */
export function abortedRequests(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const clientWentAway = (error as { type?: string }).type === 'request.aborted' || (req.destroyed && !req.complete);
    if (!clientWentAway || res.headersSent) return next(error);
    logger.info('request aborted by the client', {
      requestId: requestIdOf(res),
      reason: error instanceof Error ? error.message : String(error),
    });
  };
}
