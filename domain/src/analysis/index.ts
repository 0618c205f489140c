export {
  type DailySeries,
  type DataYear,
  createSeries,
  emptySeries,
  yearCount,
  slotOf,
  valueOn,
  yearsWithData,
  dataYears,
  annualTrace,
  traceYears,
  traceYearsOf,
} from './series.ts';
export { type EncodedSeries, encodeSeries, decodeSeries } from './series-codec.ts';
export {
  type SeriesSummary,
  type EncodedSeriesSummary,
  type EncodedSummaryBase,
  seriesSummary,
  summaryWithStatistics,
  encodeSeriesSummary,
  decodeSeriesSummary,
  summaryBase,
  summaryFromBase,
} from './series-summary.ts';
export { roundHalfAwayFromZero, roundStatistic, roundPercentage } from './rounding.ts';
export { quantileSorted, accurateSum } from './quantile.ts';
export {
  STATISTIC_KEYS,
  type StatisticKey,
  STATISTIC_DISPLAY_NAMES,
  type DailyStatistics,
  dailyStatistics,
  type DailyStatisticsRow,
  dailyStatisticsRows,
} from './daily-statistics.ts';
export { toNumber, isNumeric } from './numeric.ts';
export {
  type StepEntry,
  type ThresholdData,
  type ThresholdCounts,
  type ResolvedThreshold,
  type CountedTrace,
  THRESHOLD_ERROR,
  resolveThreshold,
  stepEntryValue,
  countThresholdDays,
  thresholdCountsTable,
} from './thresholds.ts';
export { type SeasonCalendar, seasonCalendar, seasonSlots, seasonYearOfSlot, seasonYearsWithData } from './season.ts';
export { type EventRule, countEvents } from './events.ts';
export { RULE_TYPES, type RuleType, isRuleType, valueTest } from './comparison.ts';
export {
  type ScoringRule,
  type CompiledRule,
  scoringRuleProblems,
  compileScoringRule,
  scoreDay,
} from './scoring-rules.ts';
export {
  type MatrixRule,
  MATRIX_RULE_VALID,
  validateMatrixRule,
  DEFAULT_DAY_WEIGHT,
  matrixDayWeights,
  matrixValueWeight,
} from './matrix-rules.ts';
export { type Shown, type StatisticsBlock, statisticsBlock } from './statistics-block.ts';
export {
  PM_TYPES,
  type PmType,
  DIRECTIONS,
  type Direction,
  BETTER,
  type Better,
  betterOf,
  isFrequency,
  type PerformanceMeasureData,
  type YearValue,
  type PerformanceMeasureResult,
  type PerformanceMeasureOutcome,
  performanceMeasureProblems,
  computePerformanceMeasure,
} from './performance-measure.ts';
export { type DiffMethod, type PeriodOfRecordDiff, periodOfRecordDiff } from './period-of-record.ts';
export { type PeriodSummary, periodSummary } from './period-summary.ts';
export { FREQUENCY_HEADLINES, type FrequencyHeadline, measureHeadline } from './measure-headline.ts';
