import type { RequestHandler, Response } from 'express';

const DEADLINE_PASSED = Symbol('request deadline passed');
const ARRIVED_AT = Symbol('request arrived at');

/**
 * Answers 503 with Retry-After (through `answerUnavailable`) a request that has no answer after `deadlineMs`, e.g. while
 * the database does not answer; its handler's later answer is dropped. An answer that has begun (a download) runs
 * on, and uploads (bodies other than JSON) are left to their own limits. The deadline counts from the request's
 * arrival when a handler before this one says when that was (`arrivedAt`).
 */
export function requestDeadline(deadlineMs: number, answerUnavailable: (res: Response) => void): RequestHandler {
  return (req, res, next) => {
    const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json')) return next();
    const arrived = (res.locals as Record<symbol, number | undefined>)[ARRIVED_AT];
    const left = arrived === undefined ? deadlineMs : Math.max(0, deadlineMs - (performance.now() - arrived));
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      (res.locals as Record<symbol, boolean>)[DEADLINE_PASSED] = true;
      answerUnavailable(res);
    }, left);
    // An answer closes whether it finished or its client went away.
    res.once('close', () => clearTimeout(timer));
    next();
  };
}

/** Says when the request arrived (`performance.now()`), for a handler that passes it on after waiting for something. */
export function arrivedAt(res: Response, arrived: number): void {
  (res.locals as Record<symbol, number>)[ARRIVED_AT] = arrived;
}

/** Whether the request was already answered for passing its deadline. */
export function deadlinePassed(res: Response): boolean {
  return (res.locals as Record<symbol, boolean>)[DEADLINE_PASSED] === true;
}
