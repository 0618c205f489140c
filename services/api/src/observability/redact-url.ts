/** What replaces a secret in a logged URL. */
export const REDACTED = '[redacted]';

interface SecretSegment {
  /** The path's first segments, lowercase (Express matches routes without regard to case). */
  prefix: readonly string[];
  /** How many segments the path has. */
  length: number;
  /** The segment left out of logs. */
  at: number;
  /** Segments at `at` that are route names rather than secrets. */
  except?: readonly string[];
}

/** Paths that carry a secret (a step-up password, a reset token, an access code) or an email address. */
const SECRET_SEGMENTS: readonly SecretSegment[] = [
  { prefix: ['api', 'thresholds'], length: 4, at: 3 },
  { prefix: ['api', 'pms'], length: 4, at: 3 },
  { prefix: ['api', 'auth', 'reset-password'], length: 4, at: 3 },
  { prefix: ['api', 'auth', 'forgot-password'], length: 4, at: 3 },
  { prefix: ['api', 'project'], length: 4, at: 3, except: ['history'] },
  // The reset link in mails opens this page of the web app.
  { prefix: ['reset-password'], length: 2, at: 1 },
];

/** Query parameters that carry signatures, tokens, passwords or codes (signed blob URLs use `signature`). */
const SECRET_PARAMETER = /sig|token|pass|secret|credential|code|key/i;

/** The URL as it may be logged: secret path segments and query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  return `${redactPath(path)}${query ? `?${redactQuery(query)}` : ''}`;
}

function redactPath(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  const lower = segments.map((segment) => segment.toLowerCase());
  for (const rule of SECRET_SEGMENTS) {
    const applies =
      segments.length === rule.length &&
      rule.prefix.every((segment, index) => lower[index] === segment) &&
      !rule.except?.includes(lower[rule.at]!);
    if (applies) segments[rule.at] = REDACTED;
  }
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
