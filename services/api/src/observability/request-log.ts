import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from '../logger.ts';
import { redactUrl } from './redact-url.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Where the web app's built, content-hashed assets are served (every page load fetches a few dozen). */
export const ASSETS_PATH = '/assets';

/** An incoming id is kept only when it is a short token that cannot forge or break a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A finished request, as metrics see it. */
export interface FinishedRequest {
  method: string;
  /** The matched route's pattern (e.g. `/api/pms/:id`), never the raw path; `unmatched` when no route answered. */
  route: string;
  status: number;
  durationSeconds: number;
}

/** The caller's `X-Request-Id` when it is a safe token, else a new one. */
export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** The id the request log gave this request (answers handled before it have none). */
export function requestIdOf(res: Response): string | undefined {
  return typeof res.locals.requestId === 'string' ? res.locals.requestId : undefined;
}

/**
 * Gives every request an id (sent back in `X-Request-Id`) and logs one line when it ends: method,
 * URL with its secrets redacted, status and duration; a request whose client went away before the
 * answer was sent is logged as aborted. An asset answered without an error is not logged (metrics still count it), nor
 * is a visitor's kept answer, answered before this log (`VisitorAnswers`).
 * No header or body is ever logged.
 */
export function requestLog(
  logger: Logger,
  onFinished: (request: FinishedRequest) => void = () => undefined,
): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdFrom(req.get(REQUEST_ID_HEADER));
    res.locals.requestId = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const started = process.hrtime.bigint();
    const asset = req.path.startsWith(`${ASSETS_PATH}/`);
    // An answer closes after it finishes, or without finishing when its client goes away first.
    res.once('close', () => {
      const durationSeconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (!res.writableFinished) return logAborted(logger, req, requestId, durationSeconds);
      if (!asset || res.statusCode >= 400)
        logger.info('request', {
          requestId,
          method: req.method,
          url: redactUrl(req.originalUrl),
          status: res.statusCode,
          durationMs: milliseconds(durationSeconds),
        });
      onFinished({ method: req.method, route: routePattern(req), status: res.statusCode, durationSeconds });
    });
    next();
  };
}

/** The line of a request whose client went away before its answer was sent. */
export function logAborted(logger: Logger, req: Request, requestId: string, durationSeconds: number): void {
  logger.info('request aborted by the client', {
    requestId,
    method: req.method,
    url: redactUrl(req.originalUrl),
    durationMs: milliseconds(durationSeconds),
  });
}

/** Milliseconds to a tenth. */
function milliseconds(seconds: number): number {
  return Math.round(seconds * 10_000) / 10;
}

/** The pattern of the route that answered the request (e.g. `/api/pms/:id`), or `unmatched`. */
export function routePattern(req: Request): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  return typeof route === 'string' ? route : 'unmatched';
}
