import { createSeries, periodOfRecordDiff } from '@waterline/domain/analysis/index';
import { julianDay } from '@waterline/domain/calendar/index';
import { describe, expect, it } from 'vitest';
import { drawHeadless } from '../../../../testing/headless-vega.ts';
import { newChartState } from '../../state/chart-state.ts';
import {
  baseChanges,
  baseOfChart,
  baseOption,
  CELLS_DATASET,
  heatmapCsv,
  heatmapMethod,
  heatmapOutcome,
  heatmapRange,
  heatmapRows,
  heatmapTitle,
  THRESHOLD_NOT_FOUND,
} from './heatmap-model.ts';
import { heatmapSpec } from './heatmap-spec.ts';

/** Two years of a series whose value on day d of year y is `f(y, d)`. */
function series(f: (year: number, day: number) => number, minYear = 2000, maxYear = 2001) {
  const values = new Float64Array((maxYear - minYear + 1) * 365);
  for (let year = minYear; year <= maxYear; year++)
    for (let day = 1; day <= 365; day++) values[(year - minYear) * 365 + day - 1] = f(year, day);
  return createSeries('Dam', 'cfs', minYear, maxYear, values);
}

const base = series((_year, day) => 100 + day);
const comparison = series((year, day) => (year === 2000 ? 100 + day + 50 : 100 + day - 20));
const ready = <T>(value: T) => ({ status: 'ready' as const, value });
const start = julianDay(1);

describe('the Period of Record chart state', () => {
  it('takes a threshold as base when one is chosen, else the base alternative', () => {
    const chart = newChartState('1', 'period-of-record', { altA: 'No Action', altB: 'Alt 2' });
    expect(baseOfChart(chart)).toEqual({ kind: 'alternative', key: 'No Action' });
    expect(baseOfChart({ ...chart, selectedThreshold: 't1' })).toEqual({ kind: 'threshold', id: 't1' });
    expect(baseChanges(baseOption({ kind: 'threshold', id: 't1' }))).toEqual({ selectedThreshold: 't1' });
    expect(baseChanges(baseOption({ kind: 'alternative', key: 'Alt: 1' }))).toEqual({
      altA: 'Alt: 1',
      selectedThreshold: null,
    });
    expect(heatmapMethod({ kind: 'threshold', id: 't1' }, 'relative')).toBe('categorical');
    expect(heatmapMethod({ kind: 'alternative', key: 'x' }, 'relative')).toBe('relative');
  });

  it("shows the whole year from the project's start-of-year day, or the chosen days", () => {
    expect(heatmapRange({ startDay: 1, endDay: 365 }, julianDay(274))).toEqual({ startDay: 274, endDay: 273 });
    expect(heatmapRange({ startDay: 60, endDay: 90 }, julianDay(274))).toEqual({ startDay: 60, endDay: 90 });
  });
});

describe('the Period of Record heatmap', () => {
  it("draws the engine's difference per year and day, on the calendar-day axis", () => {
    const range = { startDay: julianDay(60), endDay: julianDay(62) };
    const outcome = heatmapOutcome({ base: ready(base), comparison: ready(comparison), method: 'absolute', range });
    if (outcome.status !== 'ready') throw new Error(outcome.status);
    expect(outcome.diff).toEqual(periodOfRecordDiff(base, comparison, 'absolute', range));
    const rows = heatmapRows(outcome.diff, start, range);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({ year: 2000, day: 60, label: 'Mar 1', date: Date.UTC(2001, 2, 1), value: 50 });
    expect(rows[5]).toEqual({ year: 2001, day: 62, label: 'Mar 3', date: Date.UTC(2001, 2, 3), value: -20 });
    expect(heatmapCsv(outcome.diff).split('\n')).toEqual([
      'Year,Mar 1,Mar 2,Mar 3',
      '2000,50,50,50',
      '2001,-20,-20,-20',
    ]);
  });

  it('colours relative differences from -100 % to 100 % and absolute ones symmetric around the largest', async () => {
    const range = { startDay: julianDay(1), endDay: julianDay(365) };
    const relative = periodOfRecordDiff(base, comparison, 'relative', range);
    const absolute = periodOfRecordDiff(base, comparison, 'absolute', range);
    const options = { title: 't', valueTitle: 'v', fontSize: 14, startCalDay: start, range };
    const colourOf = (spec: ReturnType<typeof heatmapSpec>) =>
      (spec.spec as { encoding: { color: { scale: { domain: number[] }; legend: { values?: number[] } } } }).encoding
        .color;
    expect(colourOf(heatmapSpec(relative, options)).scale.domain).toEqual([-100, 100]);
    expect(colourOf(heatmapSpec(relative, options)).legend.values).toEqual([-100, -75, -50, -25, 0, 25, 50, 75, 100]);
    expect(colourOf(heatmapSpec(absolute, options)).scale.domain).toEqual([-50, 50]);
    const spec = heatmapSpec(absolute, options);
    expect(spec.datasets[CELLS_DATASET]).toHaveLength(730);
    const { view, warnings } = await drawHeadless(spec.spec, spec.datasets);
    expect(warnings).toEqual([]);
    expect(view.scale('color').domain()).toEqual([-50, 50]);
    // The days of the range, on the axis's year: Jan 1 to the end of Dec 31.
    expect(view.scale('x').domain().map(Number)).toEqual([Date.UTC(2001, 0, 1), Date.UTC(2002, 0, 1)]);
  });

  it('compares with a threshold as below, on or within, above', () => {
    const range = { startDay: julianDay(1), endDay: julianDay(365) };
    const outcome = heatmapOutcome({
      base: { name: 'Flow', isRange: true, lowerRange: 200, upperRange: 300 },
      comparison: ready(base),
      method: 'categorical',
      range,
    });
    if (outcome.status !== 'ready') throw new Error(outcome.status);
    const firstYear = Array.from(outcome.diff.cells.subarray(0, 365));
    expect(firstYear.slice(0, 99).every((cell) => cell === -1)).toBe(true);
    expect(firstYear.slice(99, 200).every((cell) => cell === 0)).toBe(true);
    expect(firstYear.slice(200).every((cell) => cell === 1)).toBe(true);
  });

  it('says what keeps it from drawing', () => {
    const range = { startDay: julianDay(1), endDay: julianDay(365) };
    const loading = { status: 'loading' as const };
    expect(heatmapOutcome({ base: ready(base), comparison: loading, method: 'absolute', range })).toEqual({
      status: 'loading',
    });
    expect(heatmapOutcome({ base: { status: 'missing' }, comparison: ready(base), method: 'absolute', range })).toEqual(
      { status: 'message', text: 'No data to display.' },
    );
    expect(heatmapOutcome({ base: null, comparison: ready(base), method: 'absolute', range })).toEqual({
      status: 'message',
      text: THRESHOLD_NOT_FOUND,
    });
    expect(
      heatmapOutcome({ base: { name: 'Bad', value: 'x' }, comparison: ready(base), method: 'categorical', range }),
    ).toEqual({ status: 'message', text: 'Error: The value is not a number.' });
    const otherYears = series(() => 1, 1990, 1991);
    expect(heatmapOutcome({ base: ready(otherYears), comparison: ready(base), method: 'absolute', range })).toEqual({
      status: 'message',
      text: 'No data to display.',
    });
  });

  it('names what is compared', () => {
    expect(heatmapTitle({ location: 'Dam', comparison: 'Alt 2', base: 'No Action', method: 'absolute' })).toBe(
      'Dam — Alt 2 minus No Action',
    );
    expect(heatmapTitle({ location: 'Dam', comparison: 'Alt 2', base: 'No Action', method: 'relative' })).toBe(
      'Dam — Alt 2 minus No Action (% of the base)',
    );
    expect(heatmapTitle({ location: 'Dam', comparison: 'Alt 2', base: 'Flood', method: 'categorical' })).toBe(
      'Dam — Alt 2 against Flood',
    );
  });
});
