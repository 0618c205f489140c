import { resolveThreshold, statisticsBlock, thresholdCountsTable } from '@waterline/domain/analysis/index';
import { describe, expect, it } from 'vitest';
import { epochDayOf, epochDayOfIso, isoDateOf, slotEpochDay, windowSlots } from './record-window.ts';
import {
  aggregationText,
  bucketDaysFor,
  MAX_POINTS_PER_LINE,
  thresholdSteps,
  windowPoints,
  windowValues,
} from './window-points.ts';
import { windowSummary, windowThresholdCounts } from './window-summary.ts';

const day = (iso: string) => epochDayOfIso(iso) as number;
const window = (start: string, end: string) => ({ start: day(start), end: day(end) });

/** 83 years of daily values like the Fort Peck record: a seasonal wave with a trend and a few gaps. */
function longRecord() {
  const years = 83;
  const values = new Float64Array(years * 365);
  for (let slot = 0; slot < values.length; slot++)
    values[slot] =
      Math.round((8000 + 6000 * Math.sin((slot / 365) * 2 * Math.PI) + slot / 10 + ((slot * 7919) % 97)) * 100) / 100;
  values.fill(NaN, 5000, 5400);
  values[0] = NaN;
  return { minYear: 1930, values };
}

describe('window and aggregation of a Continuous chart line', () => {
  it('draws every day of a short window, missing days as one null that breaks the line', () => {
    const series = { minYear: 2000, values: Float64Array.from([1, 2, NaN, NaN, 5, ...new Array<number>(360).fill(6)]) };
    const points = windowPoints(series, window('2000-01-01', '2000-01-06'), 1);
    expect(points.values).toEqual([1, 2, null, 5, 6]);
    expect(points.days.map(isoDateOf)).toEqual(['2000-01-01', '2000-01-02', '2000-01-03', '2000-01-05', '2000-01-06']);
  });

  it('chooses buckets so that no line passes the point limit', () => {
    expect(bucketDaysFor(2000)).toBe(1);
    expect(bucketDaysFor(2001)).toBe(3);
    expect(bucketDaysFor(3650)).toBe(4);
    expect(bucketDaysFor(83 * 365)).toBe(31);
    expect(aggregationText(1)).toBe('Daily values');
    expect(aggregationText(31)).toBe('Lowest and highest day of every 31 days');
    const series = longRecord();
    for (const [start, end] of [
      ['1930-01-01', '2012-12-31'],
      ['1950-03-05', '1961-07-09'],
      ['2003-01-03', '2012-12-31'],
      ['1930-01-01', '1935-06-30'],
    ] as const) {
      const shown = window(start, end);
      const bucketDays = bucketDaysFor(shown.end - shown.start + 1);
      expect(windowPoints(series, shown, bucketDays).days.length).toBeLessThanOrEqual(MAX_POINTS_PER_LINE);
    }
  });

  it("keeps each bucket's lowest and highest day, in date order, as real days of the record", () => {
    const series = longRecord();
    const shown = window('1930-01-01', '2012-12-31');
    const bucketDays = bucketDaysFor(shown.end - shown.start + 1);
    const points = windowPoints(series, shown, bucketDays);
    const slotOfDay = new Map<number, number>();
    for (let slot = 0; slot < series.values.length; slot++) slotOfDay.set(slotEpochDay(series.minYear, slot), slot);
    const byBucket = new Map<number, number[]>();
    for (const [slot, value] of series.values.entries()) {
      if (Number.isNaN(value)) continue;
      const bucket = Math.floor(slotEpochDay(series.minYear, slot) / bucketDays);
      byBucket.set(bucket, [...(byBucket.get(bucket) ?? []), value]);
    }
    for (let i = 0; i < points.days.length; i++) {
      const pointDay = points.days[i] as number;
      if (i > 0) expect(pointDay).toBeGreaterThan(points.days[i - 1] as number);
      const value = points.values[i];
      const bucket = byBucket.get(Math.floor(pointDay / bucketDays));
      if (value === null || value === undefined) {
        expect(bucket).toBeUndefined();
        continue;
      }
      expect(series.values[slotOfDay.get(pointDay) as number]).toBe(value);
      expect([Math.min(...(bucket ?? [])), Math.max(...(bucket ?? []))]).toContain(value);
    }
    const drawnBuckets = new Set(
      points.days.filter((_, i) => points.values[i] !== null).map((d) => Math.floor(d / bucketDays)),
    );
    expect(drawnBuckets.size).toBe(byBucket.size);
    expect(points.values.filter((value) => value === null).length).toBeGreaterThan(0);
  });

  it('gives the values of a window for the summary, equal to the engine statistics block', () => {
    const series = longRecord();
    const shown = window('1943-05-01', '1946-02-01');
    const { from, to } = windowSlots(series.minYear, series.values.length, shown);
    const values = Array.from(series.values.subarray(from, to)).filter((value) => !Number.isNaN(value));
    expect(Array.from(windowValues(series, shown))).toEqual(values);
    const summary = windowSummary(series, shown);
    const block = statisticsBlock(values);
    expect(summary.days).toBe(values.length);
    expect([summary.min, summary.max]).toEqual([block.min, block.max]);
    expect(Math.round(summary.mean * 100) / 100).toBe(block.mean);
    expect(windowSummary(series, window('1944-01-01', '1944-01-05'))).toMatchObject({ days: 0, min: NaN });
  });
});

describe('a threshold on the Continuous chart', () => {
  it('is drawn as steps that change only where the bound does, up to the window end', () => {
    const plain = resolveThreshold({ name: 'Flood', value: 20000 });
    const shown = window('2000-01-01', '2009-12-31');
    expect(thresholdSteps(plain, shown, 1)).toEqual({
      days: [shown.start, shown.end],
      lower: [20000, 20000],
      upper: [20000, 20000],
    });
    const windowed = resolveThreshold({
      name: 'Spring',
      isRange: true,
      lowerRange: 5,
      upperRange: 9,
      isWindow: true,
      startWindow: 60,
      endWindow: 90,
    });
    const steps = thresholdSteps(windowed, window('2001-01-01', '2001-12-31'), 1);
    expect(steps.days.map(isoDateOf)).toEqual(['2001-01-01', '2001-03-01', '2001-04-01', '2001-12-31']);
    expect(steps.lower).toEqual([null, 5, null, null]);
    expect(steps.upper).toEqual([null, 9, null, null]);
  });

  it('keeps the lowest lower and highest upper bound of each bucket', () => {
    const steps = new Array<number>(365).fill(0).map((_, i) => i);
    const stepped = resolveThreshold({ name: 'Rising', isStepped: true, steps });
    const drawn = thresholdSteps(stepped, window('2001-01-01', '2001-12-31'), 10);
    expect(drawn.days.length).toBeLessThan(40);
    // The second step starts a bucket of ten days: the bound of its first day to that of its last.
    const index = (drawn.days[1] as number) - epochDayOf(2001, 1);
    expect(drawn.lower[1]).toBe(index);
    expect(drawn.upper[1]).toBe(index + 9);
  });

  it("counts the window's days of each line as the engine counts each year", () => {
    const series = longRecord();
    const threshold = { name: 'Band', isRange: true, lowerRange: 6000, upperRange: 12000 };
    const shown = window('1950-07-01', '1953-06-30');
    const counts = windowThresholdCounts(threshold, [{ name: 'A', series }], shown);
    const expected = { below: 0, equal: null as number | null, above: 0, between: 0 as number | null };
    for (const year of [1950, 1951, 1952, 1953]) {
      const trace = new Float64Array(365).fill(NaN);
      for (let julian = 1; julian <= 365; julian++) {
        const at = epochDayOf(year, julian);
        if (at >= shown.start && at <= shown.end)
          trace[julian - 1] = series.values[(year - 1930) * 365 + julian - 1] as number;
      }
      const yearCounts = thresholdCountsTable(threshold, [{ name: 'A', values: trace }]).A;
      if (yearCounts === undefined || yearCounts === 'Error') throw new Error('no counts');
      expected.below += yearCounts.below;
      expected.above += yearCounts.above;
      expected.between = (expected.between ?? 0) + (yearCounts.between ?? 0);
    }
    expect(counts.A).toEqual(expected);
    const total =
      counts.A === 'Error' || counts.A === undefined ? 0 : counts.A.below + counts.A.above + (counts.A.between ?? 0);
    expect(total).toBe(windowValues(series, shown).length);
    expect(windowThresholdCounts({ name: 'Broken', value: 'x' }, [{ name: 'A', series }], shown)).toEqual({
      A: 'Error',
    });
  });
});
