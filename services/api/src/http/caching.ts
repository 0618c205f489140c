import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { IDENTITY_HEADERS } from '@waterline/contract/who-asks';

/**
 * How long a shared cache (a CDN) may reuse an answer of a public project before asking again. A browser asks again each
 * time (max-age=0, answered 304 while the ETag holds), so a visitor's reload shows a change at once.
 */
export const SHARED_MAX_AGE_SECONDS = 10;

export const privateCaching = 'private, no-store';
export const sharedCaching = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}`;
/** A signed file of a public project, fetched by a visitor: any cache may keep it, asking again (304) each time. */
export const sharedRevalidateCaching = 'public, no-cache';
const immutablePublic = 'public, max-age=31536000, immutable';
const immutablePrivate = 'private, max-age=31536000, immutable';
const VARY_ON_WHO_ASKS = IDENTITY_HEADERS.join(', ');
const JSON_TYPE = 'application/json; charset=utf-8';
const gzipAsync = promisify(gzip);

/** True when the request says who asks (a user's token or an access token): its answer is never shared. */
export function carriesIdentity(req: Request): boolean {
  return IDENTITY_HEADERS.some((name) => req.headers[name] !== undefined);
}

/**
 * Every API answer, by default: kept by no cache, and varying on who asks, so that no cache in front ever serves one
 * visitor's answer to another. Routes whose answers are the same for everyone say so themselves (`sendShared`,
 * `immutableCaching`).
 */
export const privateAnswers: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', privateCaching);
  res.vary(VARY_ON_WHO_ASKS);
  next();
};

/** Content-addressed answers (series, summaries): kept for good; by shared caches too when the project is public. */
export function immutableCaching(isPublic: boolean): string {
  return isPublic ? immutablePublic : immutablePrivate;
}

/**
 * Whether the request's If-None-Match names `etag`. Done here rather than with req.fresh, which
 * ignores the condition when the request also says Cache-Control: no-cache, as fetch() does.
 */
export function isNotModified(req: Request, etag: string): boolean {
  const condition = req.headers['if-none-match'];
  if (condition === undefined) return false;
  return condition.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** A JSON answer serialised and compressed once, to be sent to many: its text, its gzip form and its ETag (its digest). */
export interface SerialisedAnswer {
  json: Buffer;
  gzipped: Buffer;
  etag: string;
}

export function serialiseAnswer(body: unknown): SerialisedAnswer {
  const json = Buffer.from(JSON.stringify(body));
  return { json, gzipped: gzipSync(json), etag: etagOf(json) };
}

/** `serialiseAnswer` for an answer that may be large (a listing): compressed off the event loop. */
export async function serialiseLargeAnswer(body: unknown): Promise<SerialisedAnswer> {
  const json = Buffer.from(JSON.stringify(body));
  return { json, gzipped: await gzipAsync(json), etag: etagOf(json) };
}

function etagOf(json: Buffer): string {
  return `"${createHash('sha256').update(json).digest('base64url')}"`;
}

/** How a serialised answer goes to a request: 304 when the client holds it, else gzipped when the client takes gzip. */
export type AnswerForm = 'notModified' | 'gzipped' | 'plain';

export function answerFormFor(req: Request, etag: string): AnswerForm {
  if (isNotModified(req, etag)) return 'notModified';
  return req.acceptsEncodings('gzip', 'identity') === 'gzip' ? 'gzipped' : 'plain';
}

/**
 * A serialised answer's own headers under `cacheControl` in `form` (beside the security headers and the request id),
 * names and values in turn; it varies on who asks, like every API answer, and on the encoding.
 */
export function serialisedAnswerHeaders(answer: SerialisedAnswer, cacheControl: string, form: AnswerForm): string[] {
  const headers = ['Cache-Control', cacheControl, 'ETag', answer.etag, 'Vary', `${VARY_ON_WHO_ASKS}, Accept-Encoding`];
  const body = serialisedAnswerBody(answer, form);
  if (form === 'gzipped') headers.push('Content-Encoding', 'gzip');
  if (body) headers.push('Content-Type', JSON_TYPE, 'Content-Length', String(body.length));
  return headers;
}

export function serialisedAnswerBody(answer: SerialisedAnswer, form: AnswerForm): Buffer | undefined {
  if (form === 'notModified') return undefined;
  return form === 'gzipped' ? answer.gzipped : answer.json;
}

/** Sends a serialised answer under `cacheControl`, in the form the request takes (`answerFormFor`). */
export function sendSerialised(req: Request, res: Response, answer: SerialisedAnswer, cacheControl: string): void {
  const form = answerFormFor(req, answer.etag);
  const headers = serialisedAnswerHeaders(answer, cacheControl, form);
  for (let index = 0; index < headers.length; index += 2) res.setHeader(headers[index]!, headers[index + 1]!);
  // Written as is: Express's send would only check again what is settled here (type, length, freshness).
  res.status(form === 'notModified' ? 304 : 200).end(serialisedAnswerBody(answer, form));
}
