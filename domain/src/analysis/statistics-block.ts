import { accurateSum, quantileSorted } from './quantile.ts';
import { roundStatistic } from './rounding.ts';

/** '-' is shown where there is no data. */
export type Shown = number | '-';

/** The statistics block of a performance measure's per-year values. */
export interface StatisticsBlock {
  min: Shown;
  max: Shown;
  mean: Shown;
  range: Shown;
  sum: Shown;
  median: Shown;
  midRange: Shown;
  modes: number[] | '-';
  variance: Shown;
  standardDeviation: Shown;
  meanAbsoluteDeviation: Shown;
  zScores: number[] | '-';
  q10: Shown;
  q25: Shown;
  q75: Shown;
  q90: Shown;
}

const NO_DATA: StatisticsBlock = {
  min: '-',
  max: '-',
  mean: '-',
  range: '-',
  sum: '-',
  median: '-',
  midRange: '-',
  modes: '-',
  variance: '-',
  standardDeviation: '-',
  meanAbsoluteDeviation: '-',
  zScores: '-',
  q10: '-',
  q25: '-',
  q75: '-',
  q90: '-',
};

/** Values that occur most often, ascending (all of them when every value occurs once). */
function modesOf(sorted: Float64Array): number[] {
  const modes: number[] = [];
  let best = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j < sorted.length && sorted[j] === sorted[i]) j++;
    if (j - i > best) {
      best = j - i;
      modes.length = 0;
    }
    if (j - i === best) modes.push(sorted[i] as number);
    i = j;
  }
  return modes;
}

/**
 * The statistics block of `values` (missing years left out), each number rounded by `round`
 * (2 decimals unless told). Variance and standard deviation are of the population (divide by n);
 * z-scores follow the order of `values` and are 0 when every value is the same.
 */
export function statisticsBlock(
  values: readonly number[],
  round: (x: number) => number = roundStatistic,
): StatisticsBlock {
  const n = values.length;
  if (n === 0) return { ...NO_DATA };
  const sorted = Float64Array.from(values).sort();
  const min = sorted[0] as number;
  const max = sorted[n - 1] as number;
  const sum = accurateSum(sorted);
  const mean = sum / n;
  const deviations = sorted.map((v) => v - mean);
  const variance = accurateSum(deviations.map((d) => d * d)) / n;
  const standardDeviation = Math.sqrt(variance);
  return {
    min: round(min),
    max: round(max),
    mean: round(mean),
    range: round(max - min),
    sum: round(sum),
    median: round(quantileSorted(sorted, n, 0.5)),
    midRange: round((min + max) / 2),
    modes: modesOf(sorted).map(round),
    variance: round(variance),
    standardDeviation: round(standardDeviation),
    meanAbsoluteDeviation: round(accurateSum(deviations.map(Math.abs)) / n),
    zScores: values.map((v) => (standardDeviation === 0 ? 0 : round((v - mean) / standardDeviation))),
    q10: round(quantileSorted(sorted, n, 0.1)),
    q25: round(quantileSorted(sorted, n, 0.25)),
    q75: round(quantileSorted(sorted, n, 0.75)),
    q90: round(quantileSorted(sorted, n, 0.9)),
  };
}
