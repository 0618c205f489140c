import {
  DEFAULT_DAY_WEIGHT,
  isNumeric,
  toNumber,
  type Direction,
  type MatrixRule,
  type PerformanceMeasureData,
  type PmType,
  type ScoringRule,
} from '@waterline/domain/analysis/index';
import { DAYS_IN_YEAR } from '@waterline/domain/calendar/index';

/** A measure as the editor holds it: the stored fields, numbers possibly still as typed text. */
export type MeasureData = PerformanceMeasureData;

/** The two types that count events per year. */
export function isFrequencyType(pmType: PmType): boolean {
  return pmType === 'Frequency of Event' || pmType === 'Frequency of Event - Continuous';
}

/** 'between' counts days inside a band; every other direction compares with one value. */
export function usesBand(direction: Direction | undefined): boolean {
  return direction === 'between';
}

/** The day weights of a new matrix: 0.5 for each of the 365 days. */
export function defaultDayWeights(): number[] {
  return Array.from({ length: DAYS_IN_YEAR }, () => DEFAULT_DAY_WEIGHT);
}

const SHARED_DEFAULT_WEIGHTS: readonly number[] = Object.freeze(defaultDayWeights());

/** The measure's 365 date weights; the default ones when it has none (or not 365). */
export function dayWeightsOf(data: MeasureData): readonly (number | string)[] {
  return data.xLookup && data.xLookup.length === DAYS_IN_YEAR ? data.xLookup : SHARED_DEFAULT_WEIGHTS;
}

/** A new measure with its defaults (docs/product-guide.md#what-a-project-holds): the whole year, default score and weight 0, day weights 0.5. */
export function newMeasureData(): MeasureData {
  return {
    name: '',
    description: '',
    pmType: 'Frequency of Event',
    location: '',
    startDay: 1,
    endDay: DAYS_IN_YEAR,
    selectYears: false,
    startYear: null,
    endYear: null,
    direction: 'greater than',
    daysInRow: 1,
    value: '',
    lowerRange: '',
    upperRange: '',
    defaultScore: 0,
    defaultWeight: 0,
    ranges: [],
    xLookup: defaultDayWeights(),
    yLookup: [],
  };
}

/** A new measure's fields filled in from stored data, so older or partial data opens in the editor. */
export function editableMeasureData(stored: MeasureData): MeasureData {
  return { ...newMeasureData(), ...withoutTemporaryFlag(stored) };
}

/** The data without the browser's temporary flag, which the server does not keep. */
function withoutTemporaryFlag(data: MeasureData): MeasureData {
  const fields = { ...data };
  delete fields.temporary;
  return fields;
}

/** Numeric text as a number, blank as null; other text is kept so the engine can name the problem. */
function numberOrNull(input: unknown): number | string | null {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return null;
  return isNumeric(input) ? toNumber(input) : String(input);
}

/** Numeric text as a number, blank as 0 (the default score and weight). */
function numberOrZero(input: unknown): number | string {
  return numberOrNull(input) ?? 0;
}

function scoringRuleForSaving(rule: ScoringRule): ScoringRule {
  const score =
    typeof rule.score === 'string' && isNumeric(rule.score)
      ? toNumber(rule.score)
      : typeof rule.score === 'string'
        ? rule.score.trim()
        : rule.score;
  return { ...rule, score, lowerRange: numberOrNull(rule.lowerRange), upperRange: numberOrNull(rule.upperRange) };
}

function matrixRuleForSaving(rule: MatrixRule): MatrixRule {
  return {
    ...rule,
    value: numberOrNull(rule.value),
    lowerRange: numberOrNull(rule.lowerRange),
    upperRange: numberOrNull(rule.upperRange),
    weight: numberOrNull(rule.weight),
  };
}

/** The data as it is kept: the name trimmed, typed numbers as numbers, blanks as null, no temporary flag. */
export function measureDataForSaving(data: MeasureData): MeasureData {
  return {
    ...withoutTemporaryFlag(data),
    name: data.name.trim(),
    description: (data.description ?? '').trim(),
    value: numberOrNull(data.value),
    lowerRange: numberOrNull(data.lowerRange),
    upperRange: numberOrNull(data.upperRange),
    daysInRow: numberOrNull(data.daysInRow),
    startYear: numberOrNull(data.startYear),
    endYear: numberOrNull(data.endYear),
    defaultScore: numberOrZero(data.defaultScore),
    defaultWeight: numberOrZero(data.defaultWeight),
    ranges: (data.ranges ?? []).map(scoringRuleForSaving),
    xLookup: (data.xLookup ?? defaultDayWeights()).map(toNumber),
    yLookup: (data.yLookup ?? []).map(matrixRuleForSaving),
  };
}
