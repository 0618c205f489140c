import type { RequestHandler } from 'express';
import { malformedAddressMessage } from './errors.ts';
import { HttpError } from '../errors.ts';

/**
 * Characters no text we accept may hold: C0 controls other than tab, line feed and carriage return, DEL, C1 controls,
 * and the text-direction overrides and isolates that make `‮gnp.csv` display as `vsc.png`.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** A UTF-16 surrogate without its partner: not a character at all, and refused by PostgreSQL. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds only characters we store and show. */
export function isSafeText(text: string): boolean {
  return !FORBIDDEN.test(text) && !LONE_SURROGATE.test(text);
}

/** The first field (a dotted path) of a parsed value whose text, or key, is not safe; undefined when all are. */
export function findUnsafeText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isSafeText(value) ? undefined : path || 'the text';
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (!isSafeText(key)) return field;
    const unsafe = findUnsafeText(item, field);
    if (unsafe) return unsafe;
  }
  return undefined;
}

function refusal(field: string): HttpError {
  return new HttpError(
    400,
    `${field} holds a character that is not allowed (a control character, a text-direction override or a broken character)`,
  );
}

/** Refuses an address whose path does not decode, or whose path or query holds text we would not store. */
export const refuseUnsafeAddress: RequestHandler = (req, _res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return next(new HttpError(400, malformedAddressMessage));
  }
  if (!isSafeText(path)) return next(refusal('The address'));
  const unsafeQuery = findUnsafeText(req.query);
  if (unsafeQuery) return next(refusal(unsafeQuery));
  next();
};

/** Deeper JSON bodies are refused before anything walks them: no request of the API nests nearly this far. */
export const MAX_BODY_DEPTH = 64;

/** Whether objects and arrays nest more than `levels` deep in `value`; it looks no deeper than that. */
function nestedDeeperThan(value: unknown, levels: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (levels === 0) return true;
  return Object.values(value).some((item) => nestedDeeperThan(item, levels - 1));
}

/**
 * Refuses a JSON body nested too deeply or holding text we would not store; bodies that are not JSON (files) pass
 * untouched.
 */
export const refuseUnsafeBody: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json')) return next();
  if (nestedDeeperThan(req.body, MAX_BODY_DEPTH))
    return next(new HttpError(400, 'The request body is nested too deeply'));
  const unsafe = findUnsafeText(req.body);
  next(unsafe ? refusal(unsafe) : undefined);
};
