import type { ErrorRequestHandler } from 'express';

/**
 * A client that went away mid-request (e.g. a cancelled upload, or a page closed while a file was on its way) is no
 * failure of ours: left unanswered (nobody is there to read it), and logged once, at info and without a stack, by the
 * request log. Other errors pass on.
 */
export const abortedRequests: ErrorRequestHandler = (error: unknown, req, res, next) => {
  const { type, code } = error as { type?: string; code?: string };
  // `request.aborted`: the body parser's; `ECONNABORTED`: Express's `sendFile` when the answer's socket closed first.
  const clientWentAway = type === 'request.aborted' || code === 'ECONNABORTED' || (req.destroyed && !req.complete);
  if (!clientWentAway || res.headersSent) next(error);
};
