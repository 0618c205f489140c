import { LRUCache } from 'lru-cache';
import { endpoints } from '@waterline/contract/endpoints';

/** What replaces a secret in a logged URL. */
export const REDACTED = '[redacted]';

/** Path parameters that hold a secret (a step-up password, a reset token, an access code) or an email address. */
const SECRET_PARAMETERS = new Set(['password', 'reset_hash', 'access_code', 'email']);

interface PathTemplate {
  /** Each segment: its lowercase text, or null for a parameter (Express matches routes without regard to case). */
  segments: readonly (string | null)[];
  /** Where the secret parameters are. */
  secrets: readonly number[];
  /** How many segments are fixed text: of two templates that match, the one with more is the route. */
  fixed: number;
}

function pathTemplate(path: string): PathTemplate {
  const parts = path.split('/').filter((part) => part !== '');
  const segments = parts.map((part) => (part.includes('{') ? null : part.toLowerCase()));
  return {
    segments,
    secrets: parts.flatMap((part, index) => (SECRET_PARAMETERS.has(part.slice(1, -1)) ? [index] : [])),
    fixed: segments.filter((segment) => segment !== null).length,
  };
}

/** Every API path (from the endpoint table), and the web app's page the reset link in mails opens, by segment count. */
const TEMPLATES = new Map<number, PathTemplate[]>();
for (const path of [...Object.values(endpoints).map((endpoint) => endpoint.path), '/reset-password/{reset_hash}']) {
  const template = pathTemplate(path);
  TEMPLATES.set(template.segments.length, [...(TEMPLATES.get(template.segments.length) ?? []), template]);
}

/** Query parameters that carry signatures, tokens, passwords or codes (signed blob URLs use `signature`). */
const SECRET_PARAMETER = /sig|token|pass|secret|credential|code|key/i;

/**
 * URLs seen lately that hold no secret: a crowd asks for the same few, and redacting one walks the route table. Those
 * that hold one are not kept, so no secret stays in memory longer than its request.
 */
const URLS_WITHOUT_SECRETS = new LRUCache<string, true>({ max: 1000 });

/** The URL as it may be logged: secret path segments and query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  if (URLS_WITHOUT_SECRETS.get(url)) return url;
  const redacted = redactedUrl(url);
  if (redacted === url) URLS_WITHOUT_SECRETS.set(url, true);
  return redacted;
}

function redactedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  return `${redactPath(path)}${query ? `?${redactQuery(query)}` : ''}`;
}

/** Redacts the secret segments of the route the path goes to (the matching template with the most fixed text). */
function redactPath(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  const lower = segments.map((segment) => segment.toLowerCase());
  const route = (TEMPLATES.get(segments.length) ?? [])
    .filter((template) => template.segments.every((segment, index) => segment === null || segment === lower[index]))
    .reduce<PathTemplate | undefined>(
      (best, template) => (best && best.fixed >= template.fixed ? best : template),
      undefined,
    );
  for (const index of route?.secrets ?? []) segments[index] = REDACTED;
  return `/${segments.join('/')}`;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!;
      return SECRET_PARAMETER.test(decodeURIComponentSafely(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

function decodeURIComponentSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
