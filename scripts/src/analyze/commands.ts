import {
  annualTrace,
  computePerformanceMeasure,
  type CountedTrace,
  dailyStatistics,
  dailyStatisticsRows,
  type PerformanceMeasureData,
  resolveThreshold,
  STATISTIC_KEYS,
  thresholdCountsTable,
  type ThresholdData,
} from '@waterline/domain/analysis/index';
import { julianDay } from '@waterline/domain/calendar/index';
import { integerOption, onlyKnown, parseOptions, required } from './options.ts';
import { readJsonObject, readSeriesFile, seriesAt } from './inputs.ts';

/** `stats --csv FILE --location NAME [--start-day N]`: daily statistics, 365 rows from the start day. */
export async function statsCommand(args: readonly string[]): Promise<unknown> {
  const options = parseOptions(args);
  onlyKnown(options, ['--csv', '--location', '--start-day']);
  const file = required(options, '--csv');
  const startDay = julianDay(integerOption(options, '--start-day', 1, 365, 1) as number);
  const series = seriesAt(await readSeriesFile(file), required(options, '--location'), file);
  const stats = dailyStatistics(series);
  return {
    location: series.location,
    measure: series.measure,
    minYear: stats.firstYear,
    maxYear: stats.lastYear,
    days: dailyStatisticsRows(stats, startDay),
  };
}

/** `threshold --csv FILE --location NAME --threshold FILE.json [--year YYYY] [--start-day N]`: day counts per statistic trace (and the year). */
export async function thresholdCommand(args: readonly string[]): Promise<unknown> {
  const options = parseOptions(args);
  onlyKnown(options, ['--csv', '--location', '--threshold', '--year', '--start-day']);
  const file = required(options, '--csv');
  const startDay = julianDay(integerOption(options, '--start-day', 1, 365, 1) as number);
  const year = integerOption(options, '--year', 1, 9999);
  const series = seriesAt(await readSeriesFile(file), required(options, '--location'), file);
  const threshold = (await readJsonObject(required(options, '--threshold'))) as unknown as ThresholdData;
  try {
    resolveThreshold(threshold);
  } catch (error) {
    throw new Error(`The threshold cannot be used: ${(error as Error).message}`, { cause: error });
  }
  const stats = dailyStatistics(series);
  const traces: CountedTrace[] = STATISTIC_KEYS.map((key) => ({ name: key, values: stats[key] }));
  if (year !== undefined) {
    if (stats.firstYear === null || year < stats.firstYear || year > stats.lastYear! + (startDay > 1 ? 1 : 0)) {
      throw new Error(
        `The year ${String(year)} has no data; the record runs ${String(stats.firstYear)}-${String(stats.lastYear)}.`,
      );
    }
    traces.push({ name: String(year), values: annualTrace(series, year, startDay) });
  }
  return thresholdCountsTable(threshold, traces);
}

/** `pm --csv FILE --pm FILE.json`: a performance measure's value per year and its statistics block. */
export async function pmCommand(args: readonly string[]): Promise<unknown> {
  const options = parseOptions(args);
  onlyKnown(options, ['--csv', '--pm']);
  const file = required(options, '--csv');
  const data = (await readJsonObject(required(options, '--pm'))) as unknown as PerformanceMeasureData;
  const all = await readSeriesFile(file);
  const series = seriesAt(all, typeof data.location === 'string' ? data.location : '', file);
  const outcome = computePerformanceMeasure(data, series);
  if (!outcome.ok) throw new Error(`The performance measure cannot be computed: ${outcome.problems.join(' ')}`);
  return { byYear: outcome.result.byYear, statistics: outcome.result.statistics };
}
