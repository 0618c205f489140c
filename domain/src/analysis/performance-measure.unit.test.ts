import { describe, expect, it } from 'vitest';
import { computePerformanceMeasure, performanceMeasureProblems, type PerformanceMeasureData } from './index.ts';
import { seriesOf } from './testing/series-builder.ts';

/** 2001-2004: 1000 cfs except floods of 9000 cfs; 2003 has no data at all. */
const flows = seriesOf(2001, 2004, (year, day) => {
  if (year === 2003) return NaN;
  if (year === 2001 && day >= 100 && day <= 109) return 9000; // 10 days
  if (year === 2002 && ((day >= 100 && day <= 102) || (day >= 200 && day <= 206))) return 9000; // 3 and 7 days
  return 1000;
});

const measure = (extra: Partial<PerformanceMeasureData>): PerformanceMeasureData => ({
  name: 'Spring floods',
  location: 'Gauge',
  pmType: 'Frequency of Event',
  direction: 'greater than',
  value: 5000,
  daysInRow: 3,
  ...extra,
});

function result(data: PerformanceMeasureData) {
  const outcome = computePerformanceMeasure(data, flows);
  if (!outcome.ok) throw new Error(outcome.problems.join(' '));
  return outcome.result;
}

describe('frequency of event', () => {
  it('counts 3-day windows per year, with no value for a year without data', () => {
    const r = result(measure({}));
    expect(r.byYear).toEqual([
      { year: 2001, value: 3 },
      { year: 2002, value: 3 },
      { year: 2003, value: null },
      { year: 2004, value: 0 },
    ]);
    expect(r.statistics).toMatchObject({ min: 0, max: 3, mean: 2, sum: 6, modes: [3] });
    expect(r.eventYears).toEqual({ count: 2, percent: 66.7 });
  });

  it('counts runs longer than the days in a row for surpass, and applies the season', () => {
    expect(result(measure({ direction: 'surpass', daysInRow: 5 })).byYear.map((y) => y.value)).toEqual([1, 1, null, 0]);
    expect(
      result(measure({ direction: 'surpass', daysInRow: 5, startDay: 1, endDay: 150 })).byYear.map((y) => y.value),
    ).toEqual([1, 0, null, 0]);
  });

  it('treats less than, subceed and between with their equality rules', () => {
    expect(result(measure({ direction: 'less than', value: 1000, daysInRow: 1 })).byYear[0]?.value).toBe(0); // 1000 is not less than 1000
    expect(result(measure({ direction: 'subceed', value: 5000, daysInRow: 300 })).byYear.map((y) => y.value)).toEqual([
      0,
      0,
      null,
      1,
    ]);
    expect(
      result(measure({ direction: 'between', lowerRange: 1000, upperRange: 9000, daysInRow: 365 })).byYear[3]?.value,
    ).toBe(1); // ends included
  });

  it('limits the years to the selection, within the record', () => {
    expect(result(measure({ selectYears: true, startYear: 2002, endYear: 2010 })).byYear.map((y) => y.year)).toEqual([
      2002, 2003, 2004,
    ]);
  });

  it('continuous: runs are measured across the season edge', () => {
    // Season from day 105: the 2001 flood (days 100-109) has 5 days inside, its full length is 10.
    expect(result(measure({ direction: 'surpass', daysInRow: 6, startDay: 105 })).byYear[0]?.value).toBe(0);
    expect(
      result(measure({ pmType: 'Frequency of Event - Continuous', direction: 'surpass', daysInRow: 6, startDay: 105 }))
        .byYear[0]?.value,
    ).toBe(1);
  });
});

describe('weighted scores', () => {
  it('rules: the mean daily score over the season days with data', () => {
    const r = result(
      measure({
        pmType: 'Weighted Score - Rules',
        defaultScore: 0,
        ranges: [{ name: 'Flood', type: 'greater', lowerRange: 5000, score: 'x / 9000' }],
      }),
    );
    expect(r.byYear.map((y) => y.value)).toEqual([0.03, 0.03, null, 0]); // 10 of 365 days score 1 in 2001
    expect(r.eventYears).toBeUndefined();
  });

  it('matrix: the day-weighted mean of the value weights', () => {
    const xLookup = Array.from({ length: 365 }, (_, i) => (i + 1 >= 100 && i + 1 <= 109 ? 10 : 0));
    const r = result(
      measure({
        pmType: 'Weighted Score - Matrix',
        xLookup,
        defaultWeight: 0.2,
        yLookup: [{ type: 'greater', value: 5000, weight: 1 }],
      }),
    );
    // 2001: days 100-109 carry all the weight and are floods (weight 1); 2002: days 100-102 floods, 103-109 default 0.2.
    expect(r.byYear.map((y) => y.value)).toEqual([1, 0.44, null, 0.2]);
  });

  it('matrix: every day weighs 0.5 without date weights, so the score is the plain mean of the value weights', () => {
    const r = result(
      measure({ pmType: 'Weighted Score - Matrix', yLookup: [{ type: 'greater', value: 5000, weight: 365 }] }),
    );
    expect(r.byYear[0]?.value).toBe(10);
  });
});

describe('measure problems', () => {
  it('lists every problem instead of computing', () => {
    expect(performanceMeasureProblems(measure({ name: '', location: ' ' }))).toEqual([
      'The measure needs a name.',
      'The measure needs a location.',
    ]);
    expect(performanceMeasureProblems(measure({ pmType: 'Average' as never }))[0]).toContain(
      "Unknown measure type 'Average'",
    );
    expect(performanceMeasureProblems(measure({ direction: 'above' as never }))[0]).toContain(
      "Unknown direction 'above'",
    );
    expect(performanceMeasureProblems(measure({ value: 'high' }))).toEqual(["'greater than' needs a value."]);
    expect(performanceMeasureProblems(measure({ direction: 'between', lowerRange: 5, upperRange: 1 }))).toEqual([
      'Lower range should be less than upper range',
    ]);
    expect(performanceMeasureProblems(measure({ daysInRow: 2.5 }))).toEqual([
      'Days in a row must be a whole number, 0 or more.',
    ]);
    expect(performanceMeasureProblems(measure({ startDay: 366 }))).toEqual([
      'The start and end days must be days 1 to 365.',
    ]);
    expect(performanceMeasureProblems(measure({ selectYears: true, startYear: 2005, endYear: 2001 }))).toEqual([
      'The start year is after the end year.',
    ]);
    expect(
      performanceMeasureProblems(
        measure({ pmType: 'Weighted Score - Matrix', yLookup: [{ name: 'Big', type: 'equal', weight: 1 }] }),
      ),
    ).toEqual(["Data rule 1 ('Big'): Missing value"]);
    expect(
      performanceMeasureProblems(
        measure({ pmType: 'Weighted Score - Rules', ranges: [{ type: 'equal', lowerRange: 1, score: 'y' }] }),
      )[0],
    ).toContain("Rule 1: Formula refused: the name 'y'");
    expect(computePerformanceMeasure(measure({ value: null }), flows)).toEqual({
      ok: false,
      problems: ["'greater than' needs a value."],
    });
  });

  it('reports no years and dashes for a series without data', () => {
    const outcome = computePerformanceMeasure(
      measure({}),
      seriesOf(2000, 2000, () => NaN),
    );
    expect(outcome.ok && outcome.result.byYear).toEqual([]);
    expect(outcome.ok && outcome.result.statistics.mean).toBe('-');
    expect(outcome.ok && outcome.result.eventYears).toEqual({ count: 0, percent: '-' });
  });
});
