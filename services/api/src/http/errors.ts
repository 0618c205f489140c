import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { DomainError, type DomainErrorKind } from '@waterline/domain/aggregate/decider';
import { DatabaseUnavailableError } from '@waterline/read-models/db/unavailable';
import { HttpError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { requestIdOf } from '../observability/request-log.ts';
import { deadlinePassed } from './request-deadline.ts';

const statusByKind: Record<DomainErrorKind, number> = { invalid: 400, forbidden: 403, not_found: 404, conflict: 409 };

/** Seconds a client is told to wait before trying again while the database is unreachable. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export const malformedAddressMessage = 'The address is not valid: it holds a malformed %-escape';

/** 503 with Retry-After: the database did not answer, or not in time. */
export function answerUnavailable(res: Response): void {
  res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  res
    .status(503)
    .json({ success: false, message: 'The service is briefly unavailable; please try again in a few seconds' });
}

export const notFound: RequestHandler = () => {
  throw new HttpError(404, 'Not found');
};

/** The refusal a module's own error means (e.g. 422 for a data file that cannot be read); undefined for any other error. */
export type RefusalOf = (error: unknown) => HttpError | undefined;

/**
 * Every error becomes `{ success: false, message }`; unexpected ones are logged with the request id and never shown.
 * `refusalOf` names the refusals of errors raised below the HTTP layer.
 */
export function errorHandler(logger: Logger, refusalOf: RefusalOf = () => undefined): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    // Past its deadline a request was answered already; what it ran into after that has no one to hear it.
    if (res.headersSent) return deadlinePassed(res) ? undefined : next(error);
    // A handler that failed may have typed the answer it meant to send (e.g. a script); this one is JSON.
    res.removeHeader('Content-Type');
    if (causedBy(error, DatabaseUnavailableError)) {
      logger.error('Request failed: the database is unavailable', error);
      answerUnavailable(res);
      return;
    }
    const { status, message, body } = describe(refusalOf(error) ?? error);
    if (status >= 500) logger.error('Request failed', error, { requestId: requestIdOf(res) });
    res.status(status).json({ success: false, message, ...body });
  };
}

function describe(error: unknown): { status: number; message: string; body: Record<string, unknown> } {
  if (error instanceof HttpError) return { status: error.status, message: error.message, body: error.body };
  if (error instanceof DomainError) return { status: statusByKind[error.kind], message: error.message, body: {} };
  const bodyParserError = error as { type?: string; status?: number };
  if (bodyParserError.type === 'entity.parse.failed')
    return { status: 400, message: 'The request body is not valid JSON', body: {} };
  if (bodyParserError.type === 'entity.too.large')
    return { status: 413, message: 'The request body is too large', body: {} };
  if (bodyParserError.type === 'encoding.unsupported' || bodyParserError.type === 'charset.unsupported') {
    return { status: 415, message: 'The request body must be UTF-8 JSON', body: {} };
  }
  const status = clientErrorStatus(error);
  if (status !== undefined) return { status, message: clientErrorMessage(error, status), body: {} };
  return { status: 500, message: 'Something went wrong', body: {} };
}

/** The 4xx status of an error the router or a file server raised (`http-errors`), e.g. 404 for a missing file. */
function clientErrorStatus(error: unknown): number | undefined {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const code = status ?? statusCode;
  return typeof code === 'number' && code >= 400 && code < 500 ? code : undefined;
}

/** A message of our own: theirs may name a file on the server or quote the address, which can carry a secret. */
function clientErrorMessage(error: unknown, status: number): string {
  if (error instanceof URIError) return malformedAddressMessage;
  if (status === 404) return 'Not found';
  return STATUS_CODES[status] ?? 'The request was refused';
}

/** True when `error`, or an error it was caused by, is a `type`. */
function causedBy(error: unknown, type: new (...args: never[]) => Error): boolean {
  let current: unknown = error;
  while (current instanceof Error) {
    if (current instanceof type) return true;
    current = (current as Error).cause;
  }
  return false;
}
