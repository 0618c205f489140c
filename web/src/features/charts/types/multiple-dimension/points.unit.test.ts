import { seriesOf } from '@waterline/domain/analysis/testing/series-builder';
import { daysOfRange, julianDay, type JulianDay } from '@waterline/domain/calendar/index';
import { describe, expect, it } from 'vitest';
import {
  closestYears,
  commonYears,
  dimensionModel,
  normalised,
  pointDistance,
  recordRange,
  valueAtPercent,
  withinAxis,
  type DimensionInput,
} from './points.ts';

const WHOLE = { min: 0, max: 100 };
const day = (n: number) => julianDay(n);

// X is 0, 250, 500, 750 in 2000..2003, Y is X / 10, Z is 7 except one empty day of 2001.
const x = seriesOf(2000, 2003, (year) => (year - 2000) * 250);
const y = seriesOf(2000, 2003, (year) => (year - 2000) * 25);
const z = seriesOf(2000, 2003, (year, d) => (d === 5 && year === 2001 ? NaN : 7));

function input(overrides: Partial<DimensionInput> = {}): DimensionInput {
  return {
    series: [x, y, z],
    axes: [WHOLE, WHOLE, WHOLE],
    startCalDay: day(1),
    days: daysOfRange({ startDay: day(1), endDay: day(10) }),
    pickYear: 2001,
    proximity: 0,
    ...overrides,
  };
}

describe('Multiple Dimension points', () => {
  it('normalises a value to its location range over the record, and maps percents back to values', () => {
    expect(recordRange(x)).toEqual({ low: 0, high: 750 });
    expect(normalised(375, { low: 0, high: 750 })).toBe(0.5);
    expect(normalised(7, { low: 7, high: 7 })).toBe(0);
    expect(valueAtPercent({ low: 100, high: 300 }, 25)).toBe(150);
    expect(withinAxis(0.2, { min: 20, max: 30 })).toBe(true);
    expect(withinAxis(0.31, { min: 20, max: 30 })).toBe(false);
  });

  it('measures distance as the largest difference over the three axes', () => {
    expect(pointDistance([0, 0, 0], [0.1, 0.3, 0.2])).toBeCloseTo(0.3);
    expect(pointDistance([0.5, 0.5, 0.5], [0.5, 0.5, 0.5])).toBe(0);
  });

  it('lists years with data at all three locations', () => {
    const short = seriesOf(2001, 2002, () => 1);
    expect(commonYears([x, y, short], day(1))).toEqual([2001, 2002]);
  });

  it('makes one point per shown day of the chosen year, leaving out days without a value at any location', () => {
    const model = dimensionModel(input());
    expect(model?.yearPoints.map((point) => point.day)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10]);
    expect(model?.yearPoints[0]).toMatchObject({ year: 2001, day: 1, position: 0, values: [250, 25, 7], distance: 0 });
    expect(model?.yearPoints[0]?.shares[0]).toBeCloseTo(1 / 3);
  });

  it('keeps the shown days in display order across the end of the year', () => {
    const model = dimensionModel(input({ days: daysOfRange({ startDay: day(364), endDay: day(2) }) }));
    expect(model?.yearPoints.map((point) => [point.day, point.position])).toEqual([
      [364, 0],
      [365, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  it('drops points outside the min/max box of any axis', () => {
    // X of 2001 is a third of its range: a box of 40..100 on X drops the whole year.
    expect(dimensionModel(input({ axes: [{ min: 40, max: 100 }, WHOLE, WHOLE] }))?.yearPoints).toEqual([]);
    expect(dimensionModel(input({ axes: [{ min: 30, max: 40 }, WHOLE, WHOLE] }))?.yearPoints).toHaveLength(9);
  });

  it('picks out the days of other years within the proximity of the chosen year, day by day', () => {
    // Shares of 2000..2003 on X and Y: 0, 1/3, 2/3, 1; Z is constant.
    expect(dimensionModel(input({ proximity: 0.3 }))?.nearPoints).toEqual([]);
    const near = dimensionModel(input({ proximity: 0.34 }))?.nearPoints ?? [];
    expect(new Set(near.map((point) => point.year))).toEqual(new Set([2000, 2002]));
    // Day 5 has no chosen-year point, so no other year is compared on it.
    expect(near.filter((point) => point.year === 2000).map((point) => point.day)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10]);
    expect(near[0]?.distance).toBeCloseTo(1 / 3);
    expect(dimensionModel(input({ proximity: 1 }))?.nearPoints).toHaveLength(27);
  });

  it('compares only points that are inside the boxes', () => {
    const near = dimensionModel(input({ proximity: 1, axes: [{ min: 0, max: 70 }, WHOLE, WHOLE] }))?.nearPoints ?? [];
    expect(new Set(near.map((point) => point.year))).toEqual(new Set([2000, 2002]));
  });

  it('has no model when a location has no value at all', () => {
    const empty = seriesOf(2000, 2003, () => NaN);
    expect(dimensionModel(input({ series: [x, y, empty] }))).toBeNull();
  });

  it('reads years on the water-year convention of the start-of-year day', () => {
    const days: JulianDay[] = [day(300)];
    // With the year starting on day 274, day 300 of trace year 2001 is day 300 of calendar year 2000.
    const model = dimensionModel(input({ startCalDay: day(274), days, pickYear: 2001 }));
    expect(model?.yearPoints[0]?.values).toEqual([0, 0, 7]);
  });

  it('ranks the other years by their days within the proximity', () => {
    const point = (year: number) => ({ year }) as never;
    expect(closestYears({ nearPoints: [point(1990), point(1980), point(1990), point(1970), point(1980)] }, 2)).toEqual([
      { year: 1980, days: 2 },
      { year: 1990, days: 2 },
    ]);
  });
});
