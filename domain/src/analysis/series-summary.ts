import { DAYS_IN_YEAR, type JulianDay } from '../calendar/index.ts';
import { dailyStatistics, STATISTIC_KEYS, type DailyStatistics, type StatisticKey } from './daily-statistics.ts';
import { dataYears, traceYears, traceYearsOf, type DailySeries, type DataYear } from './series.ts';

/** What a chart of daily statistics needs of a series: its statistics by julian day and the years it has traces for. */
export interface SeriesSummary {
  location: string;
  measure: string;
  minYear: number;
  maxYear: number;
  statistics: Record<StatisticKey, Float64Array>;
  /** Years with data on a year starting at `startDay` (see annualTrace), ascending. */
  traceYears: number[];
}

/** JSON form of a summary: each statistic's 365 values, null for a day without data. */
export interface EncodedSeriesSummary extends Omit<SeriesSummary, 'statistics'> {
  statistics: Record<StatisticKey, (number | null)[]>;
}

/** The summary of a series for charts whose year starts at `startDay`. */
export function seriesSummary(series: DailySeries, startDay: JulianDay): SeriesSummary {
  return summaryWithStatistics(series, dailyStatistics(series), startDay);
}

/** The summary of a series whose daily statistics are known already (they do not depend on the start day). */
export function summaryWithStatistics(series: DailySeries, stats: DailyStatistics, startDay: JulianDay): SeriesSummary {
  return {
    location: series.location,
    measure: series.measure,
    minYear: series.minYear,
    maxYear: series.maxYear,
    statistics: Object.fromEntries(
      STATISTIC_KEYS.map((key) => [key, stats[key].slice()]),
    ) as SeriesSummary['statistics'],
    traceYears: traceYears(series, startDay),
  };
}

/** A summary as JSON; numbers keep every digit, so decoding gives the same doubles. */
export function encodeSeriesSummary(summary: SeriesSummary): EncodedSeriesSummary {
  return { ...summary, statistics: encodeStatistics(summary.statistics) };
}

function encodeStatistics(statistics: Record<StatisticKey, Float64Array>): EncodedSeriesSummary['statistics'] {
  return Object.fromEntries(
    STATISTIC_KEYS.map((key) => [key, Array.from(statistics[key], (value) => (Number.isNaN(value) ? null : value))]),
  ) as EncodedSeriesSummary['statistics'];
}

/**
 * What every summary of a series holds whatever its start day, as JSON: the statistics, and the
 * years with values from which a start day's trace years follow. Made once per series (at import),
 * so that a summary needs neither the series nor its statistics computed again.
 */
export interface EncodedSummaryBase extends Omit<EncodedSeriesSummary, 'traceYears'> {
  dataYears: DataYear[];
}

/** The summary base of a series (see EncodedSummaryBase). */
export function summaryBase(series: DailySeries): EncodedSummaryBase {
  const { location, measure, minYear, maxYear } = series;
  return {
    location,
    measure,
    minYear,
    maxYear,
    statistics: encodeStatistics(dailyStatistics(series)),
    dataYears: dataYears(series),
  };
}

/** The summary for a year starting at `startDay`, from the series' summary base: the same as encodeSeriesSummary(seriesSummary(series, startDay)). */
export function summaryFromBase(base: EncodedSummaryBase, startDay: JulianDay): EncodedSeriesSummary {
  const { dataYears: years, ...encoded } = base;
  return { ...encoded, traceYears: traceYearsOf(years, startDay) };
}

/** A summary back from JSON; throws a clear error when a statistic is missing or not 365 days. */
export function decodeSeriesSummary(encoded: EncodedSeriesSummary): SeriesSummary {
  const statistics = Object.fromEntries(
    STATISTIC_KEYS.map((key) => {
      const values = encoded.statistics?.[key];
      if (!Array.isArray(values) || values.length !== DAYS_IN_YEAR)
        throw new Error(`The summary's ${key} is not ${DAYS_IN_YEAR} days.`);
      return [key, Float64Array.from(values, (value) => (value === null ? Number.NaN : value))];
    }),
  );
  return { ...encoded, statistics: statistics as SeriesSummary['statistics'], traceYears: [...encoded.traceYears] };
}
