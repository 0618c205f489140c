// The server as a component test sees it: a fetch that answers from a small table of routes and
// keeps every request it was sent, so a test asserts what the user's actions sent.
import { encodeSeries, encodeSeriesSummary, seriesSummary, type DailySeries } from '@waterline/domain/analysis/index';
import { julianDay } from '@waterline/domain/calendar/index';
import { dataFileName, importSettingsQuery } from '@waterline/domain/projects/data-source';
import { endpointAddresses, endpointPath, type EndpointAnswer, type EndpointArgs } from '@waterline/contract/api-path';
import type { EndpointName } from '@waterline/contract/endpoints';
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

/** What a route answers: a Response as it is (any status), else the endpoint's answer as the contract types it, as a 200 JSON body. */
type Reply<Name extends EndpointName> = EndpointAnswer<Name> | Response;
/** A route's reply, or a function of the request that gives it. */
export type Responder<Name extends EndpointName> =
  Reply<Name> | ((request: SentRequest) => Reply<Name> | Promise<Reply<Name>>);

/** A JSON answer with a status other than 200. */
export const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export class FakeApi {
  readonly requests: SentRequest[] = [];
  private readonly routes: { method: string; path: string; respond: (request: SentRequest) => unknown }[] = [];

  /**
   * Answers the endpoint of the table named `name`, at its path parameters: `on('projectManifests', { project_key: 'demo' },
   * answer)`. The latest route given for a request wins.
   */
  on<Name extends EndpointName>(name: Name, ...args: NoInfer<[...EndpointArgs<Name>, Responder<Name>]>): this {
    const respond = args.at(-1) as Responder<Name>;
    this.routes.unshift({
      method: endpointAddresses[name].method.toUpperCase(),
      path: endpointPath(name, ...(args.slice(0, -1) as EndpointArgs<Name>)),
      respond: typeof respond === 'function' ? respond : () => respond,
    });
    return this;
  }

  /** The requests sent to the endpoint named `name` at these path parameters. */
  sent<Name extends EndpointName>(name: Name, ...params: NoInfer<EndpointArgs<Name>>): SentRequest[] {
    const method = endpointAddresses[name].method.toUpperCase();
    const path = decodeURI(endpointPath(name, ...params));
    return this.requests.filter((request) => request.method === method && request.path === path);
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
    .on('openProject', { project_key: key }, project)
    .on('listThresholds', { project_key: key }, (request) => ({
      success: true,
      thresholds: saved.filter((threshold) => threshold.location === request.query.get('location')),
    }))
    .on('addThreshold', { project_key: key }, (request) => {
      const { data } = request.body as { data: Threshold['data'] };
      const threshold = { id: `threshold-${saved.length + 1}`, location: data.location, data, addedBy: null };
      saved.push(threshold);
      return { success: true as const, threshold };
    })
    .on('listPerformanceMeasures', { project_key: key }, { success: true, pms: [] });
  // Each series by its name in a batch of summaries: `<import key>.<location index>`.
  const byName = new Map<string, DailySeries>();
  const summaryOf = (one: DailySeries, request: SentRequest) =>
    encodeSeriesSummary(seriesSummary(one, julianDay(Number(request.query.get('startDay') ?? 1))));
  api.on('seriesSummaries', { project_key: key }, (request) => {
    const asked = request.query.getAll('series').map((name) => byName.get(name));
    if (asked.some((one) => one === undefined)) return answer(404, { success: false, message: 'Series not found' });
    return { summaries: asked.map((one) => summaryOf(one as DailySeries, request)) };
  });
  const listed: EndpointAnswer<'projectManifests'>['alternatives'] = [];
  api.on('projectManifests', { project_key: key }, { success: true, alternatives: listed });
  for (const alternative of project.data?.alternatives ?? []) {
    const fileName = dataFileName(alternative) ?? '';
    const manifest = aManifest(key, fileName, series[alternative.text] ?? []);
    api.on('dataManifest', { project_key: key, filename: fileName }, manifest);
    if (!alternative.hidden)
      listed.push({
        key: alternative.key,
        dataSource: alternative.dataSource,
        settings: importSettingsQuery(alternative),
        manifest,
      });
    for (const [index, one] of (series[alternative.text] ?? []).entries()) {
      const location = { project_key: key, import_key: manifest.importKey, index };
      api.on('series', location, encodeSeries(one));
      byName.set(`${manifest.importKey}.${index}`, one);
      api.on('seriesSummary', location, (request) => summaryOf(one, request));
    }
  }
  return api;
}
