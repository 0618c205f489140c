import { describe, expect, it } from 'vitest';
import { julianDay } from '../calendar/index.ts';
import { dailyStatistics } from './daily-statistics.ts';
import { decodeSeriesSummary, encodeSeriesSummary, seriesSummary, traceYears } from './index.ts';
import { seriesOf } from './testing/series-builder.ts';

describe('a series summary', () => {
  // 2001 has no data; day 100 has none in any year; values with long fractions after interpolation.
  const series = seriesOf(2000, 2003, (year, day) => (year === 2001 || day === 100 ? NaN : (year - 1999) * 1000.37 + day / 3));

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

  it('refuses a summary whose statistic is not 365 days', () => {
    const encoded = encodeSeriesSummary(seriesSummary(series, julianDay(1)));
    expect(() => decodeSeriesSummary({ ...encoded, statistics: { ...encoded.statistics, max: [1, 2] } })).toThrow("The summary's max is not 365 days.");
  });
});
