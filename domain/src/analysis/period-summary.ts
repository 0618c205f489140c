import { quantileSorted } from './quantile.ts';

export interface PeriodSummary {
  max: number;
  median: number;
  min: number;
  count: number;
}

/** Max, median and min of the values dated from `start` to `end` (inclusive, epoch ms); null when none has a value. */
export function periodSummary(
  points: readonly { t: number; value: number | null }[],
  start: number,
  end: number,
): PeriodSummary | null {
  const values = points
    .filter(
      (point): point is { t: number; value: number } =>
        point.t >= start && point.t <= end && point.value !== null && Number.isFinite(point.value),
    )
    .map((point) => point.value)
    .sort((a, b) => a - b);
  if (values.length === 0) return null;
  return {
    max: values[values.length - 1]!,
    median: quantileSorted(values, values.length, 0.5),
    min: values[0]!,
    count: values.length,
  };
}
