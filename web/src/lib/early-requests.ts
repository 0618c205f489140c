// GET requests the page starts before the app has loaded (see start-early-requests.ts), each kept
// for the app's first identical request. Free of the app's store, so the early script stays small.
// The early script is a bundle of its own, with its own copy of this module: the requests are kept
// on the page's global object, where the app's copy finds them.

/** The attribute of the early script's tag that lists the files of the charts' drawing code (written by web/build/early-script.ts). */
export const CHART_MODULES_ATTRIBUTE = 'data-chart-modules';
/** The attribute of the early script's tag that lists the files of the map survey's page and of its map (MapLibre). */
export const MAP_MODULES_ATTRIBUTE = 'data-map-modules';

/** An early answer older than this is not handed out: the app asks again. Generous, as a slow machine may take seconds to start the app. */
const KEEP_MS = 30_000;

type EarlyRequest = { startedAt: number; answer: Promise<Response> };

declare global {
  /** The early requests, shared by the early script's bundle and the app's. */
  var waterlineEarlyRequests: Map<string, EarlyRequest> | undefined;
}

const started = (globalThis.waterlineEarlyRequests ??= new Map<string, EarlyRequest>());

/** Same path, same query (in any order) and the same headers: the same request. */
function requestKey(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.sort();
  const headers = [...request.headers].map(([name, value]) => `${name}:${value}`).sort();
  return JSON.stringify([url.pathname, url.searchParams.toString(), headers]);
}

/** Starts a GET of `url` and keeps a copy of its answer for the app; answers the response for the caller's own reading. */
export function startEarlyRequest(url: URL, headers: Record<string, string>): Promise<Response> {
  const request = new Request(url, { headers });
  const answer = fetch(request);
  // The copy is made before the caller reads the body.
  const copy = answer.then((response) => response.clone());
  copy.catch(() => undefined);
  started.set(requestKey(request), { startedAt: performance.now(), answer: copy });
  return answer;
}

/**
 * The early answer to `request`, handed out once, when the same GET was started less than KEEP_MS
 * ago; undefined otherwise. An early request that failed is made again.
 */
export function takeEarlyAnswer(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const key = requestKey(request);
  const early = started.get(key);
  if (early === undefined) return undefined;
  started.delete(key);
  if (performance.now() - early.startedAt > KEEP_MS) return undefined;
  return early.answer.catch(() => fetch(request));
}
