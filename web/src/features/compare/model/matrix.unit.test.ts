import { computePerformanceMeasure, emptySeries, type PerformanceMeasureData } from '@waterline/domain/analysis/index';
import { describe, expect, it } from 'vitest';
import {
  bestAndWorst,
  cellOf,
  differenceFrom,
  markedRow,
  sortRows,
  type MatrixCell,
  type MatrixRow,
} from './matrix.ts';

const ready = (value: number | null): MatrixCell => ({ status: 'ready', value, byYear: [] });

function row(name: string, better: 'more' | 'less', values: Record<string, number | null>): MatrixRow {
  const cells = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, ready(value)]));
  return markedRow(
    { id: name, name, pmType: 'Frequency of Event', location: 'Dam', temporary: false, better, cells },
    Object.keys(values),
  );
}

describe('best and worst', () => {
  it('follows which way the measure improves, ties sharing the mark', () => {
    const figures = [
      { key: 'a', value: 1 },
      { key: 'b', value: 3 },
      { key: 'c', value: 1 },
      { key: 'd', value: null },
    ];
    expect(bestAndWorst(figures, 'less')).toEqual({ best: ['a', 'c'], worst: ['b'] });
    expect(bestAndWorst(figures, 'more')).toEqual({ best: ['b'], worst: ['a', 'c'] });
  });

  it('marks nothing when fewer than two figures are there or all are equal', () => {
    expect(
      bestAndWorst(
        [
          { key: 'a', value: 2 },
          { key: 'b', value: null },
        ],
        'more',
      ),
    ).toEqual({ best: [], worst: [] });
    expect(
      bestAndWorst(
        [
          { key: 'a', value: 2 },
          { key: 'b', value: 2 },
        ],
        'more',
      ),
    ).toEqual({ best: [], worst: [] });
  });

  it('leaves out cells still loading or without data', () => {
    const marked = markedRow(
      {
        id: 'm',
        name: 'm',
        pmType: 'Weighted Score - Rules',
        location: 'Dam',
        temporary: false,
        better: 'more',
        cells: { a: ready(0.5), b: { status: 'loading' }, c: { status: 'missing' }, d: ready(0.25) },
      },
      ['a', 'b', 'c', 'd'],
    );
    expect([marked.best, marked.worst]).toEqual([['a'], ['d']]);
  });
});

describe('the difference from the baseline', () => {
  it('is the figure less the baseline’s, rounded to 2 decimals, and none when either is missing', () => {
    expect(differenceFrom(1.3, 1.1)).toBe(0.2);
    expect(differenceFrom(0.5, 2)).toBe(-1.5);
    expect(differenceFrom(null, 2)).toBeNull();
    expect(differenceFrom(2, null)).toBeNull();
  });
});

describe('sorting the rows', () => {
  const rows = [
    row('B', 'less', { x: 2, y: null }),
    row('a', 'less', { x: 5, y: 1 }),
    row('C', 'less', { x: null, y: 3 }),
  ];

  it('sorts by the measures’ names, either way', () => {
    expect(sortRows(rows, { kind: 'measure' }, false).map((entry) => entry.name)).toEqual(['a', 'B', 'C']);
    expect(sortRows(rows, { kind: 'measure' }, true).map((entry) => entry.name)).toEqual(['C', 'B', 'a']);
  });

  it('sorts by an alternative’s figures, rows without one last either way', () => {
    expect(sortRows(rows, { kind: 'alternative', key: 'x' }, false).map((entry) => entry.name)).toEqual([
      'B',
      'a',
      'C',
    ]);
    expect(sortRows(rows, { kind: 'alternative', key: 'x' }, true).map((entry) => entry.name)).toEqual(['a', 'B', 'C']);
    expect(sortRows(rows, { kind: 'alternative', key: 'y' }, true).map((entry) => entry.name)).toEqual(['C', 'a', 'B']);
  });
});

describe('a cell', () => {
  const data: PerformanceMeasureData = {
    name: 'High',
    location: 'Dam',
    pmType: 'Frequency of Event',
    direction: 'greater than',
    value: 10,
  };

  it('holds the headline figure and by-year values of the engine’s result', () => {
    const series = emptySeries('Dam', 'cfs', 2000, 2001);
    series.values.fill(20, 0, 3);
    series.values.fill(1, 3);
    const outcome = computePerformanceMeasure(data, series);
    expect(cellOf({ status: 'ready', value: outcome }, 'events')).toEqual({
      status: 'ready',
      value: 1.5,
      byYear: [
        { year: 2000, value: 3 },
        { year: 2001, value: 0 },
      ],
    });
    expect(cellOf({ status: 'ready', value: outcome }, 'years')).toMatchObject({ value: 50 });
  });

  it('names the problems of a measure the engine refuses, and passes on loading and missing', () => {
    const outcome = computePerformanceMeasure({ ...data, value: '' }, emptySeries('Dam', 'cfs', 2000, 2000));
    expect(cellOf({ status: 'ready', value: outcome }, 'events')).toEqual({
      status: 'problems',
      problems: ["'greater than' needs a value."],
    });
    expect(cellOf({ status: 'missing' }, 'events')).toEqual({ status: 'missing' });
  });
});
