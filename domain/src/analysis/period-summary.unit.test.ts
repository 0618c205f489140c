import { describe, expect, it } from 'vitest';
import { periodSummary } from './period-summary.ts';

const day = (date: string) => Date.parse(`${date}T00:00:00Z`);

describe('periodSummary', () => {
  const points = [
    { t: day('2012-05-31'), value: 999 },
    { t: day('2012-06-01'), value: 10 },
    { t: day('2012-06-02'), value: null },
    { t: day('2012-06-03'), value: 30 },
    { t: day('2012-06-30'), value: 20 },
  ];

  it('max, median and min of the valued days inside the period', () => {
    expect(periodSummary(points, day('2012-06-01'), day('2012-06-30'))).toEqual({
      max: 30,
      median: 20,
      min: 10,
      count: 3,
    });
  });

  it('null when the period holds no value', () => {
    expect(periodSummary(points, day('2013-06-01'), day('2013-06-30'))).toBeNull();
  });
});
