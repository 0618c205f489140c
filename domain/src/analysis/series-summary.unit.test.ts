import { describe, expect, it } from 'vitest';
import { julianDay } from '../calendar/index.ts';
import { dailyStatistics } from './daily-statistics.ts';
import {
  decodeSeriesSummary,
  encodeSeriesSummary,
  seriesSummary,
  summaryBase,
  summaryFromBase,
  traceYears,
} from './index.ts';
import { seriesOf } from './testing/series-builder.ts';

describe('a series summary', () => {
  // 2001 has no data; day 100 has none in any year; values with long fractions after interpolation.
  const series = seriesOf(2000, 2003, (year, day) =>
    year === 2001 || day === 100 ? NaN : (year - 1999) * 1000.37 + day / 3,
  );

  it('holds the daily statistics and the trace years of the series for the start day', () => {
    const summary = seriesSummary(series, julianDay(274));
    expect(summary.statistics.q25).toEqual(dailyStatistics(series).q25);
    expect(summary.traceYears).toEqual(traceYears(series, julianDay(274)));
    expect(summary).toMatchObject({ minYear: 2000, maxYear: 2003 });
  });

  it('comes back from JSON with the same doubles, and empty days empty', () => {
    const summary = seriesSummary(series, julianDay(1));
    const decoded = decodeSeriesSummary(JSON.parse(JSON.stringify(encodeSeriesSummary(summary))));
    expect(decoded).toEqual(summary);
    expect(decoded.statistics.median[99]).toBeNaN();
  });

  it('comes from its start-day-free base, kept as JSON, as it comes from the series, for any start day', () => {
    // Years whose values start late and end early, so that a start day falls before, inside and after them.
    const partial = seriesOf(2000, 2004, (year, day) =>
      year === 2001 || (year === 2002 && (day < 50 || day > 300)) || (year === 2004 && day > 20) ? NaN : year + day / 7,
    );
    const base = JSON.parse(JSON.stringify(summaryBase(partial))) as ReturnType<typeof summaryBase>;
    for (const startDay of [1, 20, 21, 49, 50, 200, 301, 365]) {
      expect(summaryFromBase(base, julianDay(startDay))).toEqual(
        encodeSeriesSummary(seriesSummary(partial, julianDay(startDay))),
      );
    }
    // 2004's values end on day 20: they open the trace of 2005 for a year starting on day 20, not on day 21.
    // The trace of 2002 would hold 2001's last days (none) and 2002's days before the start (none either).
    expect(summaryFromBase(base, julianDay(20)).traceYears).toEqual([2000, 2001, 2003, 2004, 2005]);
    expect(summaryFromBase(base, julianDay(21)).traceYears).toEqual([2000, 2001, 2003, 2004]);
  });

  it('refuses a summary whose statistic is not 365 days', () => {
    const encoded = encodeSeriesSummary(seriesSummary(series, julianDay(1)));
    expect(() => decodeSeriesSummary({ ...encoded, statistics: { ...encoded.statistics, max: [1, 2] } })).toThrow(
      "The summary's max is not 365 days.",
    );
  });
});
