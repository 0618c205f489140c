// Fetching from a third-party service: only under the configured base URLs, within one deadline, with retries.

export class UpstreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export interface UpstreamAnswer {
  body: Buffer;
  contentType: string;
}

export interface FetchPolicy {
  timeoutMs: number;
  retries: number;
  backoffMs: number;
}

const USER_AGENT = 'Waterline river pages (https://github.com/waterline)';

/**
 * GETs `base + path`. The result must stay under `base` (no `..` or other host can sneak in), so
 * the proxy never becomes an open relay. Retries network errors and 5xx/429 answers with doubling
 * pauses; the whole attempt, pauses included, ends at `timeoutMs`.
 */
export async function fetchUpstream(
  base: string,
  path: string,
  policy: FetchPolicy,
  fetchFn: typeof fetch = fetch,
): Promise<UpstreamAnswer> {
  const url = new URL(base + path);
  const baseUrl = new URL(`${base}/`);
  if (url.origin !== baseUrl.origin || !url.pathname.startsWith(baseUrl.pathname) || path.includes('..')) {
    throw new UpstreamError(`Refused: ${path} is not under the configured service`);
  }
  const deadline = AbortSignal.timeout(policy.timeoutMs);
  let lastProblem = 'no answer';
  for (let attempt = 0; attempt <= policy.retries; attempt += 1) {
    if (attempt > 0) await pause(policy.backoffMs * 2 ** (attempt - 1), deadline);
    try {
      const response = await fetchFn(url, {
        signal: deadline,
        headers: { 'user-agent': USER_AGENT, accept: 'application/json, image/*, text/csv, */*' },
      });
      if (response.ok)
        return {
          body: Buffer.from(await response.arrayBuffer()),
          contentType: response.headers.get('content-type') ?? '',
        };
      lastProblem = `HTTP ${response.status}`;
      if (response.status < 500 && response.status !== 429) break;
    } catch (error) {
      if (deadline.aborted) throw new UpstreamError(`No answer within ${policy.timeoutMs} ms`);
      lastProblem = error instanceof Error ? error.message : String(error);
    }
  }
  throw new UpstreamError(`The service did not answer (${lastProblem})`);
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new UpstreamError('Deadline passed'));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new UpstreamError('Deadline passed'));
      },
      { once: true },
    );
  });
}
