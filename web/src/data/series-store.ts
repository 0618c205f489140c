import type { DailySeries, PerformanceMeasureOutcome } from '@waterline/domain/analysis/index';
import type {
  AnalysisBackend,
  AnalysisRequest,
  AnalysisResult,
  MeasureOnSeries,
  RequestHeaders,
  SeriesSummary,
} from './protocol.ts';

/** Where one piece of data stands. */
export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

export const LOADING: Loadable<never> = Object.freeze({ status: 'loading' });

const summaryKey = (url: string, startDay: number) => `summary|${startDay}|${url}`;
const traceKey = (url: string, startDay: number, year: number) => `trace|${startDay}|${year}|${url}`;
const seriesKey = (url: string) => `series|${url}`;
const measureKey = ({ url, data }: MeasureOnSeries) => `measure|${url}|${JSON.stringify(data)}`;

/**
 * The page's cache of analysis results, keyed by series address (which names the content, so an
 * entry never goes stale). Asks the backend only for what is missing; listeners hear of every result and
 * failure (what readers can see change: a missing entry reads as loading).
 */
export class SeriesDataStore {
  private readonly entries = new Map<string, Loadable<unknown>>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(
    private readonly backend: AnalysisBackend,
    private readonly limit = 6000,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes whenever an entry does. */
  readonly getVersion = (): number => this.version;

  summary(url: string, startDay: number): Loadable<SeriesSummary> | undefined {
    return this.entries.get(summaryKey(url, startDay)) as Loadable<SeriesSummary> | undefined;
  }

  trace(url: string, startDay: number, year: number): Loadable<Float64Array> | undefined {
    return this.entries.get(traceKey(url, startDay, year)) as Loadable<Float64Array> | undefined;
  }

  series(url: string): Loadable<DailySeries> | undefined {
    return this.entries.get(seriesKey(url)) as Loadable<DailySeries> | undefined;
  }

  measure(item: MeasureOnSeries): Loadable<PerformanceMeasureOutcome> | undefined {
    return this.entries.get(measureKey(item)) as Loadable<PerformanceMeasureOutcome> | undefined;
  }

  /** Asks for the measures not asked for yet, all in one request computed where the series are. */
  requestMeasures(items: readonly MeasureOnSeries[], headers: RequestHeaders): void {
    const missing = [...new Map(items.map((item) => [measureKey(item), item])).entries()].filter(
      ([key]) => !this.entries.has(key),
    );
    if (missing.length === 0) return;
    this.fetch(
      missing.map(([key]) => key),
      { kind: 'measures', items: missing.map(([, item]) => item) },
      headers,
      (outcomes) => outcomes,
    );
  }

  /** Asks for the summaries not asked for yet, all in one request. */
  requestSummaries(urls: readonly string[], startDay: number, headers: RequestHeaders): void {
    const missing = [...new Set(urls)].filter((url) => !this.entries.has(summaryKey(url, startDay)));
    if (missing.length === 0) return;
    this.fetch(
      missing.map((url) => summaryKey(url, startDay)),
      { kind: 'summaries', urls: missing, startDay },
      headers,
      (summaries) => summaries,
    );
  }

  requestTraces(url: string, startDay: number, years: readonly number[], headers: RequestHeaders): void {
    const missing = years.filter((year) => !this.entries.has(traceKey(url, startDay, year)));
    if (missing.length === 0) return;
    this.fetch(
      missing.map((year) => traceKey(url, startDay, year)),
      { kind: 'traces', url, startDay, years: missing },
      headers,
      (traces) => missing.map((year) => traces.get(year)),
    );
  }

  requestSeries(url: string, headers: RequestHeaders): void {
    const key = seriesKey(url);
    if (this.entries.has(key)) return;
    this.fetch([key], { kind: 'series', url }, headers, (series) => [series]);
  }

  private fetch<R extends AnalysisRequest>(
    keys: string[],
    request: R,
    headers: RequestHeaders,
    split: (result: AnalysisResult<R>) => unknown[],
  ): void {
    // Readers see a missing entry as loading already: marking these loading changes nothing they show, so
    // no listener is told (each would render its charts again for nothing, the first chart's panel among them).
    for (const key of keys) this.entries.set(key, LOADING);
    this.backend.run(request, headers).then(
      (result) => {
        const values = split(result);
        keys.forEach((key, i) => this.store(key, { status: 'ready', value: values[i] }));
        this.changed();
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : 'Unable to load data';
        // Failures are kept so the chart can say so; a later request after eviction tries again.
        for (const key of keys) this.store(key, { status: 'error', message });
        this.changed();
      },
    );
  }

  private store(key: string, entry: Loadable<unknown>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

/** Combines per-year trace entries: ready when all are, an error when any failed. */
export function combineTraces(
  years: readonly number[],
  entries: readonly (Loadable<Float64Array> | undefined)[],
): Loadable<Map<number, Float64Array>> {
  const traces = new Map<number, Float64Array>();
  let loading = false;
  for (const [i, entry] of entries.entries()) {
    if (entry?.status === 'error') return entry;
    if (entry?.status !== 'ready') loading = true;
    else traces.set(years[i] as number, entry.value);
  }
  return loading ? LOADING : { status: 'ready', value: traces };
}
