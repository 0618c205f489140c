import { STATISTIC_KEYS } from '@waterline/domain/analysis/index';
import { julianDay } from '@waterline/domain/calendar/index';
import { describe, expect, it } from 'vitest';
import { wholeYear } from '../../../components/charts/day-axis.ts';
import { yearColor } from '../../../components/charts/palette.ts';
import type { SeriesSummary } from '../../../data/index.ts';
import { newChartState } from '../state/chart-state.ts';
import { choiceText, linesLoading, linesModel, measureTitle, type LineSource } from './line-model.ts';
import { singleAlternativeModel, singleAlternativeTraceGroups, yearTraceId } from './single-alternative/model.ts';

const filled = (value: number) => new Float64Array(365).fill(value);

function aSummary(fields: Partial<SeriesSummary> = {}): SeriesSummary {
  const statistics = Object.fromEntries(
    STATISTIC_KEYS.map((key, i) => [key, filled(i * 100)]),
  ) as SeriesSummary['statistics'];
  return {
    location: 'Fort Peck Dam',
    measure: 'cfs',
    minYear: 1930,
    maxYear: 1933,
    statistics,
    traceYears: [1930, 1931, 1932, 1933],
    ...fields,
  };
}

const year = (value: number) => filled(value);
const common = { alternativeName: 'No Action', startCalDay: julianDay(1), range: wholeYear(julianDay(1)) };

describe('the Single Alternative chart', () => {
  it("draws the statistics as bands and lines, and the picked years in the year's colour", () => {
    const summary = aSummary();
    const model = singleAlternativeModel({
      ...common,
      chart: newChartState('1', 'single-alternative'),
      summary,
      pickedYears: [1931],
      traces: new Map([[1931, year(7)]]),
    });
    expect(model.title).toBe('No Action at Fort Peck Dam');
    expect(model.yTitle).toBe('Fort Peck Dam (cfs)');
    expect(model.bands.map((band) => [band.name, band.lower, band.upper])).toEqual([
      ['Min - Max', summary.statistics.min, summary.statistics.max],
      ['10th - 90th %', summary.statistics.q10, summary.statistics.q90],
      ['25th - 75th %', summary.statistics.q25, summary.statistics.q75],
    ]);
    expect(model.lines.map((line) => [line.name, line.values, line.color])).toEqual([
      ['Median', summary.statistics.median, '#0b2545'],
      ['Mean', summary.statistics.mean, '#b42318'],
      ['1931', year(7), yearColor(1931)],
    ]);
    expect(model.backgroundLines).toEqual([]);
  });

  it('leaves out hidden traces and the Years group when it is off', () => {
    const chart = newChartState('1', 'single-alternative', { hiddenTraces: ['min-max', 'mean', yearTraceId(1930)] });
    const traces = new Map([
      [1930, year(1)],
      [1931, year(2)],
    ]);
    const model = singleAlternativeModel({ ...common, chart, summary: aSummary(), pickedYears: [1930, 1931], traces });
    expect(model.bands.map((band) => band.name)).toEqual(['10th - 90th %', '25th - 75th %']);
    expect(model.lines.map((line) => line.name)).toEqual(['Median', '1931']);
    const off = singleAlternativeModel({
      ...common,
      chart: { ...chart, pickYearVisible: false },
      summary: aSummary(),
      pickedYears: [1930, 1931],
      traces,
    });
    expect(off.lines.map((line) => line.name)).toEqual(['Median']);
  });

  it('draws every other year in grey with All Years on', () => {
    const chart = newChartState('1', 'single-alternative', { allYearsVisible: true });
    const traces = new Map([1930, 1931, 1932, 1933].map((y) => [y, year(y)]));
    const model = singleAlternativeModel({ ...common, chart, summary: aSummary(), pickedYears: [1932], traces });
    expect(model.backgroundLines.map((line) => [line.name, line.values[0]])).toEqual([
      ['1930', 1930],
      ['1931', 1931],
      ['1933', 1933],
    ]);
  });

  it('lists the traces by group, with the group toggles', () => {
    const groups = singleAlternativeTraceGroups(
      newChartState('1', 'single-alternative', { hiddenTraces: ['median'], pickYearVisible: false }),
      [1950],
    );
    expect(
      groups.map((group) => [
        group.name,
        group.visible,
        group.traces.map((trace) => `${trace.name}:${String(trace.visible)}`),
      ]),
    ).toEqual([
      ['Statistics', true, ['Min - Max:true', '10th - 90th %:true', '25th - 75th %:true', 'Median:false', 'Mean:true']],
      ['Years', false, ['1950:false']],
    ]);
  });
});

describe('the line charts (Multiple Alternatives, Multiple Locations)', () => {
  const ready = <T>(value: T) => ({ status: 'ready' as const, value });
  const source = (id: string, summary: SeriesSummary | null, traces?: Map<number, Float64Array>): LineSource => ({
    id,
    name: id,
    color: '#000',
    summary: summary ? ready(summary) : { status: 'error', message: 'Unable to load data (404)' },
    traces: traces ? ready(traces) : null,
  });
  const parts = { title: 'T', yTitle: 'Y', startCalDay: julianDay(1), range: wholeYear(julianDay(1)) };

  it("draws each source's statistic and leaves out sources without data", () => {
    const summary = aSummary();
    const model = linesModel({
      ...parts,
      sources: [source('Base', summary), source('Broken', null)],
      choice: { lookupKey: 'q90', year: null },
    });
    expect(model.lines.map((line) => [line.name, line.values])).toEqual([['Base', summary.statistics.q90]]);
    expect(model.bands).toEqual([]);
  });

  it('draws the picked year of each source', () => {
    const model = linesModel({
      ...parts,
      sources: [source('Base', aSummary(), new Map([[1931, year(5)]]))],
      choice: { lookupKey: 'pickYear', year: 1931 },
    });
    expect(model.lines[0]?.values).toEqual(year(5));
    expect(
      linesModel({
        ...parts,
        sources: [source('Base', aSummary(), new Map())],
        choice: { lookupKey: 'pickYear', year: 1931 },
      }).lines,
    ).toEqual([]);
  });

  it('is loading while a summary, or a trace of the picked year, is on its way', () => {
    const waiting: LineSource = { id: 'A', name: 'A', color: '#000', summary: { status: 'loading' }, traces: null };
    expect(linesLoading([waiting], { lookupKey: 'median', year: null })).toBe(true);
    const tracing: LineSource = { ...waiting, summary: ready(aSummary()), traces: { status: 'loading' } };
    expect(linesLoading([tracing], { lookupKey: 'median', year: null })).toBe(false);
    expect(linesLoading([tracing], { lookupKey: 'pickYear', year: 1931 })).toBe(true);
  });

  it('names what the lines show and the measures on the y axis', () => {
    expect(choiceText({ lookupKey: 'q10', year: null })).toBe('10th %');
    expect(choiceText({ lookupKey: 'pickYear', year: 1950 })).toBe('1950');
    expect(measureTitle('Value', [ready(aSummary()), ready(aSummary({ measure: 'ft' })), null])).toBe(
      'Value (cfs, ft)',
    );
  });
});
