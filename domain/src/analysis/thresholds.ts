import { DAYS_IN_YEAR, isDayInRange, isJulianDay, type JulianDay } from '../calendar/index.ts';
import { toNumber } from './numeric.ts';

/** One day's entry of a stepped threshold: a number, numeric text, or an object carrying the value. */
export type StepEntry = number | string | null | { value?: number | string | null };

/** A threshold's data, as stored (docs/product-guide.md#what-a-project-holds). Stepped lists hold 365 entries in julian order. */
export interface ThresholdData {
  name: string;
  value?: number | string | null;
  color?: string;
  pattern?: string;
  visible?: boolean;
  fill?: boolean;
  opacity?: number;
  isRange?: boolean;
  upperRange?: number | string | null;
  lowerRange?: number | string | null;
  isWindow?: boolean;
  startWindow?: number;
  endWindow?: number;
  isStepped?: boolean;
  steps?: StepEntry[];
  stepsLower?: StepEntry[];
}

/** Day counts of one trace against a threshold. For a plain threshold `between` is null; for a range `equal` is null. */
export interface ThresholdCounts {
  below: number;
  equal: number | null;
  above: number;
  between: number | null;
}

/** A threshold resolved to per-day bounds (julian order, NaN where it does not apply). */
export interface ResolvedThreshold {
  isRange: boolean;
  lower: Float64Array; // the value itself for a plain threshold
  upper: Float64Array;
}

/** The text the product shows where a threshold cannot be computed. */
export const THRESHOLD_ERROR = 'Error';

/** A chart trace that thresholds are counted on: 365 values in julian order. */
export interface CountedTrace {
  name: string;
  values: ArrayLike<number>;
  ignoreThresholdCalcs?: boolean;
}

/** The number a stepped threshold's entry holds for its day; NaN when it holds none. */
export function stepEntryValue(entry: StepEntry | undefined): number {
  if (entry !== null && typeof entry === 'object') return toNumber(entry.value);
  return toNumber(entry);
}

function dailyList(steps: StepEntry[] | undefined, what: string): Float64Array {
  if (!Array.isArray(steps) || steps.length !== DAYS_IN_YEAR)
    throw new Error(`${what} must have 365 entries, one per day.`);
  return Float64Array.from(steps, stepEntryValue);
}

function constant(value: number, what: string): Float64Array {
  if (Number.isNaN(value)) throw new Error(`${what} is not a number.`);
  return new Float64Array(DAYS_IN_YEAR).fill(value);
}

/**
 * Turns threshold data into per-day bounds: plain value, range (lowerRange..upperRange),
 * stepped (steps; with a range, steps is the upper and stepsLower the lower list), limited to
 * the date window (startWindow..endWindow, wrapping over the year's end) when isWindow.
 * Throws an Error with the reason when the data cannot be used.
 */
export function resolveThreshold(data: ThresholdData): ResolvedThreshold {
  const isRange = data.isRange === true;
  let lower: Float64Array;
  let upper: Float64Array;
  if (data.isStepped === true) {
    upper = dailyList(data.steps, isRange ? 'The upper steps' : 'The steps');
    lower = isRange ? dailyList(data.stepsLower, 'The lower steps') : upper;
  } else if (isRange) {
    upper = constant(toNumber(data.upperRange), 'The upper range');
    lower = constant(toNumber(data.lowerRange), 'The lower range');
  } else {
    lower = upper = constant(toNumber(data.value), 'The value');
  }
  if (isRange && lower.some((low, i) => low > (upper[i] as number)))
    throw new Error('The lower range is above the upper range.');
  if (data.isWindow === true) {
    const { startWindow, endWindow } = data;
    if (!isJulianDay(startWindow) || !isJulianDay(endWindow))
      throw new Error('The date window must run between days 1 and 365.');
    const window = { startDay: startWindow, endDay: endWindow };
    const inWindow = (index: number): boolean => isDayInRange((index + 1) as JulianDay, window);
    lower = lower.map((v, i) => (inWindow(i) ? v : NaN));
    upper = isRange ? upper.map((v, i) => (inWindow(i) ? v : NaN)) : lower;
  }
  return { isRange, lower, upper };
}

/** Counts the days of a 365-value trace below, equal to, above or between the threshold; days without a value or without a threshold are not counted. */
export function countThresholdDays(threshold: ResolvedThreshold, trace: ArrayLike<number>): ThresholdCounts {
  if (trace.length !== DAYS_IN_YEAR) throw new RangeError(`A trace must have 365 values, got ${String(trace.length)}.`);
  let below = 0;
  let equal = 0;
  let above = 0;
  let between = 0;
  for (let d = 0; d < DAYS_IN_YEAR; d++) {
    const v = trace[d] as number;
    const low = threshold.lower[d] as number;
    const high = threshold.upper[d] as number;
    if (v !== v || low !== low || high !== high) continue;
    if (v < low) below++;
    else if (v > high) above++;
    else if (threshold.isRange) between++;
    else equal++;
  }
  return threshold.isRange ? { below, equal: null, above, between } : { below, equal, above, between: null };
}

/**
 * The threshold table of a chart: counts per trace, traces marked ignoreThresholdCalcs left out,
 * and 'Error' for every trace when the threshold data cannot be used.
 */
export function thresholdCountsTable(
  data: ThresholdData,
  traces: readonly CountedTrace[],
): Record<string, ThresholdCounts | typeof THRESHOLD_ERROR> {
  const counted = traces.filter((trace) => trace.ignoreThresholdCalcs !== true);
  let threshold: ResolvedThreshold | null = null;
  try {
    threshold = resolveThreshold(data);
  } catch {
    // Every trace shows 'Error' below.
  }
  const countOrError = (trace: CountedTrace): ThresholdCounts | typeof THRESHOLD_ERROR => {
    if (threshold === null) return THRESHOLD_ERROR;
    try {
      return countThresholdDays(threshold, trace.values);
    } catch {
      return THRESHOLD_ERROR;
    }
  };
  return Object.fromEntries(counted.map((trace) => [trace.name, countOrError(trace)]));
}
