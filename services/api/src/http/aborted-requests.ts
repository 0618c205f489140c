import type { ErrorRequestHandler } from 'express';

/**
 * A client that went away mid-request (e.g. a cancelled upload) is no failure of ours: left unanswered (nobody is
 * there to read it), and logged once, at info and without a stack, by the request log. Other errors pass on.
 */
export const abortedRequests: ErrorRequestHandler = (error: unknown, req, res, next) => {
  const clientWentAway = (error as { type?: string }).type === 'request.aborted' || (req.destroyed && !req.complete);
  if (!clientWentAway || res.headersSent) next(error);
};
