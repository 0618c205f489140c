import {
  isNumeric,
  MATRIX_RULE_VALID,
  matrixValueWeight,
  toNumber,
  validateMatrixRule,
  type MatrixRule,
} from '@waterline/domain/analysis/index';
import { DAYS_IN_YEAR } from '@waterline/domain/calendar/index';

/** Days in a row that share one date weight. */
export interface WeightRun {
  startDay: number;
  endDay: number;
  weight: number;
}

/** The date weights as runs of equal weight, in day order. */
export function weightRuns(weights: readonly (number | string)[]): WeightRun[] {
  const runs: WeightRun[] = [];
  weights.forEach((entry, i) => {
    const weight = toNumber(entry);
    const last = runs[runs.length - 1];
    if (last && (last.weight === weight || (Number.isNaN(last.weight) && Number.isNaN(weight)))) last.endDay = i + 1;
    else runs.push({ startDay: i + 1, endDay: i + 1, weight });
  });
  return runs;
}

/** Value steps the lookup heatmap samples (docs/product-guide.md#fixed-values). */
export const HEATMAP_VALUE_STEPS = 100;

/** The data rules the engine would accept. */
export function validMatrixRules(rules: readonly MatrixRule[]): MatrixRule[] {
  return rules.filter((rule) => validateMatrixRule(rule) === MATRIX_RULE_VALID);
}

/** The values the heatmap spans: every bound of the valid rules, with a tenth of the span added on each side. */
export function heatmapValueSpan(rules: readonly MatrixRule[]): { low: number; high: number } {
  const bounds = rules
    .flatMap((rule) => (rule.type === 'range' ? [rule.lowerRange, rule.upperRange] : [rule.value]))
    .filter(isNumeric)
    .map(toNumber);
  if (bounds.length === 0) return { low: 0, high: 1 };
  const [low, high] = [Math.min(...bounds), Math.max(...bounds)];
  const margin = high > low ? (high - low) / 10 : Math.max(Math.abs(low) / 10, 1);
  return { low: low - margin, high: high + margin };
}

/** One cell of the heatmap: a run of days by one value step, and its weight (day weight x value weight). */
export type HeatmapCell = {
  startDay: number;
  endDay: number;
  value: number;
  lowValue: number;
  highValue: number;
  weight: number;
};

/**
 * The heatmap of the lookup table: HEATMAP_VALUE_STEPS values from the span's low to its high end,
 * each crossed with every run of equal date weight, weighted as the engine weighs a day's value.
 */
export function lookupHeatmap(
  weights: readonly (number | string)[],
  rules: readonly MatrixRule[],
  defaultWeight: unknown,
): HeatmapCell[] {
  const usable = validMatrixRules(rules);
  const valueWeight = matrixValueWeight(usable, isNumeric(defaultWeight) ? toNumber(defaultWeight) : 0);
  const { low, high } = heatmapValueSpan(usable);
  const step = (high - low) / (HEATMAP_VALUE_STEPS - 1);
  const runs = weightRuns(weights.length === DAYS_IN_YEAR ? weights : []);
  const cells: HeatmapCell[] = [];
  for (let i = 0; i < HEATMAP_VALUE_STEPS; i++) {
    const value = low + i * step;
    for (const run of runs) {
      cells.push({
        startDay: run.startDay,
        endDay: run.endDay + 1,
        value,
        lowValue: value - step / 2,
        highValue: value + step / 2,
        weight: run.weight * valueWeight(value),
      });
    }
  }
  return cells;
}
