import { computePerformanceMeasure, createSeries, type PerformanceMeasureData } from '@waterline/domain/analysis/index';
import { describe, expect, it } from 'vitest';
import {
  boxPlotRows,
  formatPercentage,
  formatStatistic,
  formatYearValue,
  resultsState,
  statisticRows,
  yearRows,
  yearValueRows,
  zScoreRows,
  type ResultColumn,
} from './results-table.ts';

/** A series of `years` whose every day holds the value given for its year (NaN: an empty year). */
function seriesOf(firstYear: number, values: number[]) {
  const grid = new Float64Array(values.length * 365);
  values.forEach((value, i) => grid.fill(value, i * 365, (i + 1) * 365));
  return createSeries('Dam', 'cfs', firstYear, firstYear + values.length - 1, grid);
}

const scoring: PerformanceMeasureData = {
  name: 'Score',
  location: 'Dam',
  pmType: 'Weighted Score - Rules',
  ranges: [{ type: 'greater', lowerRange: 10, score: 'x / 100' }],
};

function column(
  key: string,
  firstYear: number,
  values: number[],
  data: PerformanceMeasureData = scoring,
): ResultColumn {
  return {
    key,
    label: key,
    color: '#000',
    outcome: { status: 'computed', outcome: computePerformanceMeasure(data, seriesOf(firstYear, values)) },
  };
}

const noAction = column('No Action', 2000, [20, 30, 40]);
const alternative = column('Alternative 1', 2001, [50, NaN, 5]);
const missing: ResultColumn = {
  key: 'Alternative 2',
  label: 'Alternative 2',
  color: '#000',
  outcome: { status: 'missing' },
};

describe('the year table', () => {
  it('puts every reported year in a row, each alternative in its own column, newest year first by default', () => {
    expect(yearRows([noAction, alternative, missing], 'descending')).toEqual([
      { year: 2003, values: [null, 0, undefined] },
      { year: 2002, values: [0.4, null, undefined] },
      { year: 2001, values: [0.3, 0.5, undefined] },
      { year: 2000, values: [0.2, null, undefined] },
    ]);
  });

  it('sorts years ascending on request', () => {
    expect(yearRows([noAction, alternative], 'ascending').map((row) => row.year)).toEqual([2000, 2001, 2002, 2003]);
  });

  it('lines the z-scores up with the years that have a value', () => {
    const rows = zScoreRows([alternative], 'ascending');
    expect(rows.map((row) => row.year)).toEqual([2001, 2003]);
    expect(rows.map((row) => row.values[0])).toEqual([1, -1]);
  });
});

describe('the statistics table', () => {
  it("shows each alternative's statistics block with 2 decimals and '-' where there is none", () => {
    const rows = statisticRows([noAction, missing], 'Weighted Score - Rules');
    expect(rows.find((row) => row.label === 'Mean')?.cells).toEqual(['0.30', '-']);
    expect(rows.find((row) => row.label === 'Modes')?.cells).toEqual(['0.20, 0.30, 0.40', '-']);
    expect(rows.some((row) => row.label === 'Years with an event')).toBe(false);
  });

  it('adds the years with an event and their share (1 decimal) for frequency measures', () => {
    const data: PerformanceMeasureData = {
      name: 'High',
      location: 'Dam',
      pmType: 'Frequency of Event',
      direction: 'greater than',
      value: 25,
      daysInRow: 1,
    };
    const rows = statisticRows([column('No Action', 2000, [20, 30, 40], data)], data.pmType);
    expect(rows[0]).toEqual({ label: 'Years with an event', cells: ['2'] });
    expect(rows[1]).toEqual({ label: 'Share of years with an event', cells: ['66.7%'] });
  });
});

describe('what the results screen shows', () => {
  it('waits for every alternative', () => {
    expect(resultsState([noAction, { ...missing, outcome: { status: 'loading' } }])).toEqual({ kind: 'loading' });
  });

  it("says 'Nothing found' when no alternative has a year", () => {
    expect(resultsState([missing])).toEqual({ kind: 'nothing' });
    expect(resultsState([])).toEqual({ kind: 'nothing' });
    expect(resultsState([noAction, missing])).toEqual({ kind: 'ready' });
  });

  it("passes on the engine's problems when it refuses the measure", () => {
    const refused = column('No Action', 2000, [1], {
      ...scoring,
      ranges: [{ type: 'greater', lowerRange: 1, score: 'constructor' }],
    });
    const state = resultsState([refused]);
    expect(state.kind).toBe('problems');
    expect(state.kind === 'problems' && state.problems[0]).toContain("'constructor'");
  });
});

describe('chart rows and formatting', () => {
  it('gives the box plot the engine’s five numbers per alternative with statistics', () => {
    expect(boxPlotRows([noAction, missing])).toEqual([
      { alternative: 'No Action', min: 0.2, q25: 0.25, median: 0.3, q75: 0.35, max: 0.4 },
    ]);
  });

  it('leaves years without a value out of the per-year chart', () => {
    expect(yearValueRows([alternative])).toEqual([
      { alternative: 'Alternative 1', year: 2001, value: 0.5 },
      { alternative: 'Alternative 1', year: 2003, value: 0 },
    ]);
  });

  it('shows counts whole, scores and statistics with 2 decimals, percentages with 1', () => {
    expect(formatYearValue(3, 'Frequency of Event')).toBe('3');
    expect(formatYearValue(0.5, 'Weighted Score - Matrix')).toBe('0.50');
    expect(formatYearValue(null, 'Weighted Score - Matrix')).toBe('-');
    expect(formatStatistic(12.3)).toBe('12.30');
    expect(formatStatistic('-')).toBe('-');
    expect(formatPercentage(19.25)).toBe('19.3%');
    expect(formatPercentage('-')).toBe('-');
  });
});
