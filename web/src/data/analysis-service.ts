import {
  annualTrace,
  computePerformanceMeasure,
  dailyStatistics,
  decodeSeries,
  decodeSeriesSummary,
  summaryWithStatistics,
  type DailySeries,
  type DailyStatistics,
  type EncodedSeries,
  type EncodedSeriesSummary,
  type PerformanceMeasureOutcome,
} from '@waterline/domain/analysis/index';
import { julianDay } from '@waterline/domain/calendar/index';
import type {
  AnalysisRequest,
  AnalysisResult,
  MeasureOnSeries,
  RequestHeaders,
  SeriesSummary,
  WorkerRequestMessage,
  WorkerResponseMessage,
} from './protocol.ts';
import { SeriesLoadError, summariesAddress } from './summaries-address.ts';

/** Loads the encoded series at `url`. */
export type FetchEncodedSeries = (url: string, headers: RequestHeaders) => Promise<EncodedSeries>;

/** Loads the summaries of the series at `urls` (of one project) for a year starting at `startDay`, in their order. */
export type FetchSummaries = (
  urls: readonly string[],
  startDay: number,
  headers: RequestHeaders,
) => Promise<SeriesSummary[]>;

/** How the service reaches the data-serving endpoints. */
export interface SeriesFetchers {
  series: FetchEncodedSeries;
  summaries: FetchSummaries;
}

async function fetchJson(fetchFn: typeof fetch, url: string, headers: RequestHeaders): Promise<unknown> {
  const response = await fetchFn(url, { headers });
  if (!response.ok) throw new SeriesLoadError(`Unable to load data (${response.status})`);
  return response.json();
}

/** Fetches series and summaries (all of a chart's in one request) from the data-serving endpoints and checks their shape. */
export function httpSeriesFetchers(fetchFn: typeof fetch = fetch): SeriesFetchers {
  return {
    async series(url, headers) {
      const body = (await fetchJson(fetchFn, url, headers)) as Partial<EncodedSeries> | null;
      if (
        !body ||
        typeof body.values !== 'string' ||
        typeof body.minYear !== 'number' ||
        typeof body.maxYear !== 'number'
      ) {
        throw new SeriesLoadError('Unable to load data: the answer is not a series');
      }
      return body as EncodedSeries;
    },
    async summaries(urls, startDay, headers) {
      const body = (await fetchJson(fetchFn, summariesAddress(urls, startDay), headers)) as {
        summaries?: unknown;
      } | null;
      if (!Array.isArray(body?.summaries) || body.summaries.length !== urls.length)
        throw new SeriesLoadError('Unable to load data: the answer is not the summaries asked for');
      try {
        return body.summaries.map((summary) => decodeSeriesSummary(summary as EncodedSeriesSummary));
      } catch {
        throw new SeriesLoadError('Unable to load data: the answer is not the summaries asked for');
      }
    },
  };
}

/** Keeps the most recently used entries of a map, up to `limit`. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, limit: number): V {
  map.delete(key);
  map.set(key, value);
  while (map.size > limit) map.delete(map.keys().next().value as K);
  return value;
}

/**
 * Downloads, decodes and analyses series with the domain engine, keeping decoded series and their
 * statistics by address. A summary of a series not downloaded yet comes from the server (a small
 * part of the series: what a chart of statistics draws); once the series is here, it is computed
 * from it. Runs inside the worker; plain enough to test directly.
 */
export class SeriesAnalysisService {
  private readonly series = new Map<string, Promise<DailySeries>>();
  private readonly statistics = new Map<string, DailyStatistics>();

  constructor(
    private readonly fetchers: SeriesFetchers,
    private readonly limit = 48,
  ) {}

  async run<R extends AnalysisRequest>(request: R, headers: RequestHeaders): Promise<AnalysisResult<R>> {
    if (request.kind === 'summaries')
      return (await this.summaries(request.urls, request.startDay, headers)) as AnalysisResult<R>;
    if (request.kind === 'measures') return (await this.measures(request.items, headers)) as AnalysisResult<R>;
    const series = await this.load(request.url, headers);
    switch (request.kind) {
      case 'traces':
        return new Map(
          request.years.map((year) => [year, annualTrace(series, year, julianDay(request.startDay))]),
        ) as AnalysisResult<R>;
      case 'series':
        return series as AnalysisResult<R>;
    }
    throw new Error(`Unknown analysis request '${String((request as { kind: unknown }).kind)}'`);
  }

  /** Each measure on its series, computed here where the series already are, so no series crosses to the page. */
  private measures(items: readonly MeasureOnSeries[], headers: RequestHeaders): Promise<PerformanceMeasureOutcome[]> {
    return Promise.all(
      items.map(async (item) => computePerformanceMeasure(item.data, await this.load(item.url, headers))),
    );
  }

  private load(url: string, headers: RequestHeaders): Promise<DailySeries> {
    const known = this.series.get(url);
    if (known) return remember(this.series, url, known, this.limit);
    const loading = this.fetchers.series(url, headers).then(decodeSeries);
    // A failed download is forgotten so that the next request tries again.
    loading.catch(() => this.series.delete(url));
    return remember(this.series, url, loading, this.limit);
  }

  /** Summaries of the series here are computed; the others come from the server, in one request. */
  private async summaries(
    urls: readonly string[],
    startDay: number,
    headers: RequestHeaders,
  ): Promise<SeriesSummary[]> {
    const asked = urls.filter((url) => !this.series.has(url));
    const fetched = asked.length > 0 ? await this.fetchers.summaries(asked, startDay, headers) : [];
    const byUrl = new Map(asked.map((url, i) => [url, fetched[i] as SeriesSummary]));
    return Promise.all(
      urls.map(async (url) => byUrl.get(url) ?? this.summary(url, await this.load(url, headers), startDay)),
    );
  }

  private summary(url: string, series: DailySeries, startDay: number): SeriesSummary {
    const stats = this.statistics.get(url) ?? remember(this.statistics, url, dailyStatistics(series), this.limit);
    return summaryWithStatistics(series, stats, julianDay(startDay));
  }
}

/** The buffers of a result that can move to the page without copying (they are fresh copies). */
export function transferablesOf(request: AnalysisRequest, result: AnalysisResult<AnalysisRequest>): ArrayBuffer[] {
  if (request.kind === 'measures') return [];
  if (result instanceof Map) return [...result.values()].map((trace) => trace.buffer as ArrayBuffer);
  if (Array.isArray(result))
    return (result as SeriesSummary[]).flatMap((summary) =>
      Object.values(summary.statistics).map((values) => values.buffer as ArrayBuffer),
    );
  return [];
}

/** The part of a message port the analysis protocol needs. */
export interface AnalysisPort {
  onmessage: ((event: MessageEvent<WorkerRequestMessage>) => void) | null;
  postMessage(message: WorkerResponseMessage, transfer: Transferable[]): void;
}

/** Answers analysis requests arriving on `port` with `service`. */
export function serveAnalysis(port: AnalysisPort, service: SeriesAnalysisService): void {
  port.onmessage = (event) => {
    const { id, request, headers } = event.data;
    service.run(request, headers).then(
      (result) => {
        // A decoded series stays cached here, so the page gets a copy.
        const sent =
          request.kind === 'series'
            ? { ...(result as DailySeries), values: (result as DailySeries).values.slice() }
            : result;
        port.postMessage(
          { id, ok: true, result: sent },
          request.kind === 'series'
            ? [(sent as DailySeries).values.buffer as ArrayBuffer]
            : transferablesOf(request, sent),
        );
      },
      (error: unknown) => {
        const message = error instanceof SeriesLoadError ? error.message : 'Unable to load data';
        port.postMessage({ id, ok: false, message }, []);
      },
    );
  };
}
