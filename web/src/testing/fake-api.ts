// The server as a component test sees it: a fetch that answers from a small table of routes and
// keeps every request it was sent, so a test asserts what the user's actions sent.
import { encodeSeries, encodeSeriesSummary, seriesSummary, type DailySeries } from '@waterline/domain/analysis/index';
import { julianDay } from '@waterline/domain/calendar/index';
import { dataFileName, importSettingsQuery } from '@waterline/domain/projects/data-source';
import type { Threshold } from '@waterline/contract/thresholds';
import type { ProjectAnswer } from '../lib/api-types.ts';
import { aManifest } from './builders.ts';

/** A request the app sent: its method, path, query, headers and JSON body (undefined without one). */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** What a route answers: a Response as it is, anything else as a 200 JSON body; a function is called with the request. */
type Responder = (request: SentRequest) => unknown;

/** A JSON answer with a status other than 200. */
export const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export class FakeApi {
  readonly requests: SentRequest[] = [];
  private readonly routes: { method: string; path: string; respond: Responder }[] = [];

  /** Answers `method path` (the path as the URL spells it, without the query); the latest route given for a request wins. */
  on(method: string, path: string, respond: unknown): this {
    this.routes.unshift({
      method,
      path,
      respond: typeof respond === 'function' ? (respond as Responder) : () => respond,
    });
    return this;
  }

  /** The requests sent with this method to a path starting with `path`. */
  sent(method: string, path: string): SentRequest[] {
    return this.requests.filter((request) => request.method === method && request.path.startsWith(path));
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input instanceof Request ? input : new URL(String(input), location.href), init);
    const url = new URL(request.url);
    const text = await request.text();
    const sent: SentRequest = {
      method: request.method,
      path: decodeURI(url.pathname),
      query: url.searchParams,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    this.requests.push(sent);
    const route = this.routes.find((candidate) => candidate.method === sent.method && candidate.path === url.pathname);
    if (!route) return answer(404, { success: false, message: `No route for ${sent.method} ${sent.path}` });
    const result = await route.respond(sent);
    return result instanceof Response ? result : answer(200, result);
  };
}

/**
 * The API of one open project: the project answer, each alternative's manifest (one by one, and the visible
 * alternatives' in one list), series and summaries, one by one or in a batch (`series` by alternative name), an empty
 * list of measures, and its thresholds, to which an added one is added (as a visitor's).
 */
export function projectApi(
  project: ProjectAnswer,
  series: Record<string, readonly DailySeries[]>,
  thresholds: Threshold[] = [],
): FakeApi {
  const key = project.project_key;
  const saved = [...thresholds];
  const api = new FakeApi()
    .on('GET', `/api/project/${key}`, project)
    .on('GET', `/api/thresholds/${key}`, (request: SentRequest) => ({
      success: true,
      thresholds: saved.filter((threshold) => threshold.location === request.query.get('location')),
    }))
    .on('POST', `/api/thresholds/${key}`, (request: SentRequest) => {
      const { data } = request.body as { data: Threshold['data'] };
      const threshold = { id: `threshold-${saved.length + 1}`, location: data.location, data, addedBy: null };
      saved.push(threshold);
      return { success: true, threshold };
    })
    .on('GET', `/api/pms/${key}`, { success: true, pms: [] });
  // Each series by its name in a batch of summaries: `<import key>.<location index>`.
  const byName = new Map<string, DailySeries>();
  const summaryOf = (one: DailySeries, request: SentRequest) =>
    encodeSeriesSummary(seriesSummary(one, julianDay(Number(request.query.get('startDay') ?? 1))));
  api.on('GET', `/api/project/${key}/summaries`, (request: SentRequest) => {
    const asked = request.query.getAll('series').map((name) => byName.get(name));
    if (asked.some((one) => one === undefined)) return answer(404, { success: false, message: 'Series not found' });
    return { summaries: asked.map((one) => summaryOf(one as DailySeries, request)) };
  });
  const listed: unknown[] = [];
  api.on('GET', `/api/project/${key}/manifests`, { success: true, alternatives: listed });
  for (const alternative of project.data?.alternatives ?? []) {
    const fileName = dataFileName(alternative) ?? '';
    const manifest = aManifest(key, fileName, series[alternative.text] ?? []);
    api.on('GET', `/api/project/${key}/data/${encodeURIComponent(fileName)}/manifest`, manifest);
    if (!alternative.hidden)
      listed.push({
        key: alternative.key,
        dataSource: alternative.dataSource,
        settings: importSettingsQuery(alternative),
        manifest,
      });
    for (const [index, one] of (series[alternative.text] ?? []).entries()) {
      const url = manifest.locations[index]?.url ?? '';
      api.on('GET', url, encodeSeries(one));
      byName.set(`${manifest.importKey}.${index}`, one);
      api.on('GET', `${url}/summary`, (request: SentRequest) => summaryOf(one, request));
    }
  }
  return api;
}
