// Messages between the page and the series-analysis worker.
import type {
  DailySeries,
  PerformanceMeasureData,
  PerformanceMeasureOutcome,
  SeriesSummary,
} from '@waterline/domain/analysis/index';

/** A location's statistics per day of the year (365 values in julian order each) and the years a chart can pick. */
export type { SeriesSummary };

/** Annual traces by year, each 365 values in julian order. */
export type YearTraces = Map<number, Float64Array>;

/** A performance measure to compute on the series at `url`. */
export interface MeasureOnSeries {
  url: string;
  data: PerformanceMeasureData;
}

/** What the page asks of the worker; `url` is a series address from a manifest (it names the content, so answers never go stale). */
export type AnalysisRequest =
  | { kind: 'summaries'; urls: string[]; startDay: number }
  | { kind: 'traces'; url: string; startDay: number; years: number[] }
  | { kind: 'series'; url: string }
  | { kind: 'measures'; items: MeasureOnSeries[] };

export type AnalysisResult<R extends AnalysisRequest> = R extends { kind: 'summaries' }
  ? SeriesSummary[]
  : R extends { kind: 'traces' }
    ? YearTraces
    : R extends { kind: 'measures' }
      ? PerformanceMeasureOutcome[]
      : DailySeries;

/** Request headers for the series fetch: the sign-in token and the project's remember-me token. */
export type RequestHeaders = Record<string, string>;

export interface WorkerRequestMessage {
  id: number;
  headers: RequestHeaders;
  request: AnalysisRequest;
}

export type WorkerResponseMessage =
  { id: number; ok: true; result: AnalysisResult<AnalysisRequest> } | { id: number; ok: false; message: string };

/** Runs analysis requests: in the worker, or in-process where there is no worker. */
export interface AnalysisBackend {
  run<R extends AnalysisRequest>(request: R, headers: RequestHeaders): Promise<AnalysisResult<R>>;
}
