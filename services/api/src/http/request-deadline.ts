import type { RequestHandler, Response } from 'express';

const DEADLINE_PASSED = Symbol('request deadline passed');

/**
 * Answers 503 with Retry-After (through `answerUnavailable`) a request that has no answer after `deadlineMs`, e.g. while
 * the database does not answer; its handler's later answer is dropped. An answer that has begun (a download) runs
 * on, and uploads (bodies other than JSON) are left to their own limits.
 */
export function requestDeadline(deadlineMs: number, answerUnavailable: (res: Response) => void): RequestHandler {
  return (req, res, next) => {
    const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json')) return next();
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      (res.locals as Record<symbol, boolean>)[DEADLINE_PASSED] = true;
      answerUnavailable(res);
    }, deadlineMs);
    // An answer closes whether it finished or its client went away.
    res.once('close', () => clearTimeout(timer));
    next();
  };
}

/** Whether the request was already answered for passing its deadline. */
export function deadlinePassed(res: Response): boolean {
  return (res.locals as Record<symbol, boolean>)[DEADLINE_PASSED] === true;
}
