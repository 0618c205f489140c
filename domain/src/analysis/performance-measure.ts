import { DAYS_IN_YEAR, isJulianDay, type JulianDay } from '../calendar/index.ts';
import { countEvents, type EventRule } from './events.ts';
import {
  type MatrixRule,
  MATRIX_RULE_VALID,
  matrixDayWeights,
  matrixValueWeight,
  validateMatrixRule,
} from './matrix-rules.ts';
import { isNumeric, toNumber } from './numeric.ts';
import { roundPercentage, roundStatistic } from './rounding.ts';
import {
  compileScoringRule,
  type CompiledRule,
  scoreDay,
  type ScoringRule,
  scoringRuleProblems,
} from './scoring-rules.ts';
import { type SeasonCalendar, seasonCalendar, seasonSlots, seasonYearsWithData } from './season.ts';
import type { DailySeries } from './series.ts';
import { type StatisticsBlock, statisticsBlock } from './statistics-block.ts';

/** The four kinds of performance measure. */
export const PM_TYPES = [
  'Frequency of Event',
  'Frequency of Event - Continuous',
  'Weighted Score - Rules',
  'Weighted Score - Matrix',
] as const;
/** A kind of performance measure. */
export type PmType = (typeof PM_TYPES)[number];

/** Directions of the frequency measures. */
export const DIRECTIONS = ['greater than', 'less than', 'between', 'surpass', 'subceed'] as const;
/** A frequency direction. */
export type Direction = (typeof DIRECTIONS)[number];

/** Which way a measure's figures improve: 'more' when a higher figure is better, 'less' when a lower one is. */
export const BETTER = ['more', 'less'] as const;
/** Which way a measure's figures improve. */
export type Better = (typeof BETTER)[number];

/** A performance measure's data, as stored (docs/product-guide.md#what-a-project-holds). `ranges` holds the scoring rules. */
export interface PerformanceMeasureData {
  name: string;
  description?: string;
  startDay?: number;
  endDay?: number;
  location: string;
  daysInRow?: number | string | null;
  startYear?: number | string | null;
  endYear?: number | string | null;
  selectYears?: boolean;
  direction?: Direction;
  pmType: PmType;
  defaultScore?: number | string;
  defaultWeight?: number | string;
  ranges?: ScoringRule[];
  value?: number | string | null;
  lowerRange?: number | string | null;
  upperRange?: number | string | null;
  xLookup?: (number | string)[];
  yLookup?: MatrixRule[];
  /** Which way the figures improve; without it, by type (see `betterOf`). */
  better?: Better;
  temporary?: boolean;
}

/** One season year's result; null where the season has no data that year. */
export interface YearValue {
  year: number;
  value: number | null;
}

/** The result of a performance measure on one series. */
export interface PerformanceMeasureResult {
  pmType: PmType;
  location: string;
  measure: string;
  byYear: YearValue[]; // ascending, rounded to 2 decimals
  statistics: StatisticsBlock;
  /** Frequency measures: years with at least one event and their share of the years with data, in percent to 1 decimal. */
  eventYears?: { count: number; percent: number | '-' };
}

/** The outcome of computing a measure: its result, or every problem found in its data. */
export type PerformanceMeasureOutcome =
  { ok: true; result: PerformanceMeasureResult } | { ok: false; problems: string[] };

function isIn<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

/** True for the two types that count events per year. */
export function isFrequency(type: PmType): boolean {
  return type === 'Frequency of Event' || type === 'Frequency of Event - Continuous';
}

/**
 * Which way a measure's figures improve: its own `better`, else by type: fewer events are better (the frequency
 * types count floods, low pools and the like), a higher score is better (the weighted types score how good a day is).
 */
export function betterOf(data: Pick<PerformanceMeasureData, 'pmType' | 'better'>): Better {
  return data.better ?? (isFrequency(data.pmType) ? 'less' : 'more');
}

/** Empty, null and undefined mean "not given" for the optional number fields. */
function isBlank(input: unknown): boolean {
  return input === undefined || input === null || input === '';
}

/** Every problem that stops the measure from being computed (empty when it can be). */
export function performanceMeasureProblems(data: PerformanceMeasureData): string[] {
  const problems: string[] = [];
  if (typeof data.name !== 'string' || data.name.trim() === '') problems.push('The measure needs a name.');
  if (typeof data.location !== 'string' || data.location.trim() === '') problems.push('The measure needs a location.');
  if (!isIn(PM_TYPES, data.pmType))
    return [...problems, `Unknown measure type '${String(data.pmType)}'; expected one of ${PM_TYPES.join(', ')}.`];
  if (
    (data.startDay !== undefined && !isJulianDay(data.startDay)) ||
    (data.endDay !== undefined && !isJulianDay(data.endDay))
  ) {
    problems.push('The start and end days must be days 1 to 365.');
  }
  if (data.selectYears === true) {
    const [start, end] = [toNumber(data.startYear), toNumber(data.endYear)];
    if (!Number.isInteger(start) || !Number.isInteger(end))
      problems.push('With selected years, the start and end years must be whole years.');
    else if (start > end) problems.push('The start year is after the end year.');
  }
  if (isFrequency(data.pmType)) {
    if (!isIn(DIRECTIONS, data.direction))
      problems.push(`Unknown direction '${String(data.direction)}'; expected one of ${DIRECTIONS.join(', ')}.`);
    else if (data.direction === 'between') {
      if (!isNumeric(data.lowerRange) || !isNumeric(data.upperRange))
        problems.push('Between needs a lower and an upper range.');
      else if (toNumber(data.lowerRange) > toNumber(data.upperRange))
        problems.push('Lower range should be less than upper range');
    } else if (!isNumeric(data.value)) problems.push(`'${data.direction}' needs a value.`);
    const days = toNumber(data.daysInRow);
    if (!isBlank(data.daysInRow) && !(Number.isInteger(days) && days >= 0))
      problems.push('Days in a row must be a whole number, 0 or more.');
  } else if (data.pmType === 'Weighted Score - Rules') {
    if (!isBlank(data.defaultScore) && !isNumeric(data.defaultScore))
      problems.push('The default score must be a number.');
    if (data.ranges !== undefined && !Array.isArray(data.ranges)) problems.push('The rules must be a list.');
    else (data.ranges ?? []).forEach((rule, i) => problems.push(...scoringRuleProblems(rule, i + 1)));
  } else {
    if (!isBlank(data.defaultWeight) && !isNumeric(data.defaultWeight))
      problems.push('The default weight must be a number.');
    try {
      matrixDayWeights(data.xLookup);
    } catch (error) {
      problems.push((error as Error).message);
    }
    if (data.yLookup !== undefined && !Array.isArray(data.yLookup)) problems.push('The data rules must be a list.');
    else
      (data.yLookup ?? []).forEach((rule, i) => {
        const message = validateMatrixRule(rule);
        if (message !== MATRIX_RULE_VALID)
          problems.push(`Data rule ${String(i + 1)}${rule.name ? ` ('${rule.name}')` : ''}: ${message}`);
      });
  }
  return problems;
}

/** The event rule of a frequency measure: equality excluded except for 'between', which includes both ends. */
function eventRule(data: PerformanceMeasureData): EventRule {
  const value = toNumber(data.value);
  const lower = toNumber(data.lowerRange);
  const upper = toNumber(data.upperRange);
  const daysInRow = isBlank(data.daysInRow) ? 0 : toNumber(data.daysInRow);
  switch (data.direction) {
    case 'surpass':
      return { qualifies: (v) => v > value, counting: 'runs', length: daysInRow };
    case 'subceed':
      return { qualifies: (v) => v < value, counting: 'runs', length: daysInRow };
    case 'between':
      return { qualifies: (v) => v >= lower && v <= upper, counting: 'windows', length: Math.max(daysInRow, 1) };
    case 'less than':
      return { qualifies: (v) => v < value, counting: 'windows', length: Math.max(daysInRow, 1) };
    default:
      return { qualifies: (v) => v > value, counting: 'windows', length: Math.max(daysInRow, 1) };
  }
}

/** Mean daily score of a season year over its days with a value (days whose score is not a finite number are left out). */
function rulesScore(
  series: DailySeries,
  slots: { from: number; to: number },
  rules: CompiledRule[],
  defaultScore: number,
): number | null {
  let sum = 0;
  let days = 0;
  for (let slot = slots.from; slot < slots.to; slot++) {
    const v = series.values[slot] as number;
    if (v !== v) continue;
    const score = scoreDay(rules, ((slot % DAYS_IN_YEAR) + 1) as JulianDay, v, defaultScore);
    if (!Number.isFinite(score)) continue;
    sum += score;
    days++;
  }
  return days === 0 ? null : sum / days;
}

/** Day-weighted mean of the value weights of a season year: sum(day weight x value weight) / sum(day weight) over days with a value. */
function matrixScore(
  series: DailySeries,
  slots: { from: number; to: number },
  dayWeights: Float64Array,
  valueWeight: (v: number) => number,
): number | null {
  let weighted = 0;
  let totalWeight = 0;
  for (let slot = slots.from; slot < slots.to; slot++) {
    const v = series.values[slot] as number;
    if (v !== v) continue;
    const dayWeight = dayWeights[slot % DAYS_IN_YEAR] as number;
    weighted += dayWeight * valueWeight(v);
    totalWeight += dayWeight;
  }
  return totalWeight === 0 ? null : weighted / totalWeight;
}

/** The season years reported: from the first to the last with data, limited to the selected years when selectYears is on. */
function reportedYears(data: PerformanceMeasureData, yearsWithData: number[]): number[] {
  if (yearsWithData.length === 0) return [];
  let first = yearsWithData[0] as number;
  let last = yearsWithData[yearsWithData.length - 1] as number;
  if (data.selectYears === true) {
    first = Math.max(first, toNumber(data.startYear));
    last = Math.min(last, toNumber(data.endYear));
  }
  return Array.from({ length: Math.max(last - first + 1, 0) }, (_, i) => first + i);
}

/**
 * Computes a performance measure on one location's series: a value per season year
 * (startDay..endDay, see SeasonCalendar) and the statistics block of those values.
 * Frequency measures count events; weighted scores average daily scores (see docs/analysis.md).
 */
export function computePerformanceMeasure(
  data: PerformanceMeasureData,
  series: DailySeries,
): PerformanceMeasureOutcome {
  const problems = performanceMeasureProblems(data);
  if (problems.length > 0) return { ok: false, problems };
  const calendar: SeasonCalendar = seasonCalendar({
    startDay: (data.startDay ?? 1) as JulianDay,
    endDay: (data.endDay ?? DAYS_IN_YEAR) as JulianDay,
  });
  const yearsWithData = seasonYearsWithData(series, calendar);
  const years = reportedYears(data, yearsWithData);
  const withData = new Set(yearsWithData);
  let valueOf: (year: number) => number | null;
  if (isFrequency(data.pmType)) {
    const counts = countEvents(series, calendar, eventRule(data), data.pmType === 'Frequency of Event - Continuous');
    valueOf = (year) => (withData.has(year) ? (counts.get(year) ?? 0) : null);
  } else if (data.pmType === 'Weighted Score - Rules') {
    const rules = (data.ranges ?? []).map(compileScoringRule);
    const defaultScore = isBlank(data.defaultScore) ? 0 : toNumber(data.defaultScore);
    valueOf = (year) => rulesScore(series, seasonSlots(series, calendar, year), rules, defaultScore);
  } else {
    const dayWeights = matrixDayWeights(data.xLookup);
    const valueWeight = matrixValueWeight(
      data.yLookup ?? [],
      isBlank(data.defaultWeight) ? 0 : toNumber(data.defaultWeight),
    );
    valueOf = (year) => matrixScore(series, seasonSlots(series, calendar, year), dayWeights, valueWeight);
  }
  const raw = years.map((year) => ({ year, value: valueOf(year) }));
  const present = raw.flatMap((entry) => (entry.value === null ? [] : [entry.value]));
  const result: PerformanceMeasureResult = {
    pmType: data.pmType,
    location: series.location,
    measure: series.measure,
    byYear: raw.map(({ year, value }) => ({ year, value: value === null ? null : roundStatistic(value) })),
    statistics: statisticsBlock(present),
  };
  if (isFrequency(data.pmType)) {
    const count = present.filter((value) => value > 0).length;
    result.eventYears = {
      count,
      percent: present.length === 0 ? '-' : roundPercentage((100 * count) / present.length),
    };
  }
  return { ok: true, result };
}
