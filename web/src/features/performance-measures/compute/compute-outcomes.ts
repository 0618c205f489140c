import {
  computePerformanceMeasure,
  type DailySeries,
  type PerformanceMeasureData,
  type PerformanceMeasureOutcome,
} from '@waterline/domain/analysis/index';

/** Above this many days of data in all, the measure is computed in a worker so the page stays responsive (about 100 years of one series). */
export const WORKER_THRESHOLD_DAYS = 36_500;

/** The measure on each series, in order. */
export function computeOutcomes(
  data: PerformanceMeasureData,
  series: readonly DailySeries[],
): PerformanceMeasureOutcome[] {
  return series.map((entry) => computePerformanceMeasure(data, entry));
}

/** True when the series together are large enough to compute off the page's thread. */
export function isLargeInput(series: readonly DailySeries[]): boolean {
  return series.reduce((days, entry) => days + entry.values.length, 0) > WORKER_THRESHOLD_DAYS;
}

/** A request to the measures worker and its answer. */
export interface ComputeRequest {
  id: number;
  data: PerformanceMeasureData;
  series: DailySeries[];
}

export type ComputeAnswer =
  { id: number; ok: true; outcomes: PerformanceMeasureOutcome[] } | { id: number; ok: false; message: string };

/** Answers one request; an unexpected failure becomes a message rather than a silent worker. */
export function answerRequest(request: ComputeRequest): ComputeAnswer {
  try {
    return { id: request.id, ok: true, outcomes: computeOutcomes(request.data, request.series) };
  } catch (error) {
    return {
      id: request.id,
      ok: false,
      message: error instanceof Error ? error.message : 'Unable to compute the measure',
    };
  }
}
