import { describe, expect, it } from 'vitest';
import { betterOf, computePerformanceMeasure, measureHeadline, type PerformanceMeasureData } from './index.ts';
import { performanceMeasureDataSchema } from '../performance-measures/pm-data.ts';
import { seriesOf } from './testing/series-builder.ts';

/** 2001-2003: 1000 cfs except a 6-day flood of 9000 cfs in 2001; 2002 has no data. */
const flows = seriesOf(2001, 2003, (year, day) => {
  if (year === 2002) return NaN;
  return year === 2001 && day >= 100 && day <= 105 ? 9000 : 1000;
});

const floods: PerformanceMeasureData = {
  name: 'Floods',
  location: 'Gauge',
  pmType: 'Frequency of Event',
  direction: 'greater than',
  value: 5000,
  daysInRow: 3,
};
const score: PerformanceMeasureData = {
  name: 'Score',
  location: 'Gauge',
  pmType: 'Weighted Score - Rules',
  ranges: [{ type: 'greater', lowerRange: 5000, score: 1 }],
};

function resultOf(data: PerformanceMeasureData) {
  const outcome = computePerformanceMeasure(data, flows);
  if (!outcome.ok) throw new Error(outcome.problems.join(' '));
  return outcome.result;
}

describe('a measure’s headline figure', () => {
  it('is the mean events per year with data for a frequency measure, or the share of years with an event', () => {
    const result = resultOf(floods);
    expect(result.byYear.map((entry) => entry.value)).toEqual([2, null, 0]);
    expect(measureHeadline(result)).toBe(1);
    expect(measureHeadline(result, 'years')).toBe(50);
  });

  it('is the mean score of the years with data for a weighted measure, whatever the frequency choice', () => {
    const result = resultOf(score);
    expect(measureHeadline(result)).toBe(result.statistics.mean);
    expect(measureHeadline(result, 'years')).toBe(result.statistics.mean);
    expect(measureHeadline(result)).toBeCloseTo(6 / 365 / 2, 2);
  });

  it('is null when no year has data', () => {
    const result = resultOf({ ...floods, selectYears: true, startYear: 2002, endYear: 2002 });
    expect(measureHeadline(result)).toBeNull();
    expect(measureHeadline(result, 'years')).toBeNull();
  });
});

describe('which way a measure improves', () => {
  it('defaults by type: fewer events, higher scores', () => {
    expect(betterOf(floods)).toBe('less');
    expect(betterOf({ ...floods, pmType: 'Frequency of Event - Continuous' })).toBe('less');
    expect(betterOf(score)).toBe('more');
    expect(betterOf({ ...score, pmType: 'Weighted Score - Matrix' })).toBe('more');
  });

  it('follows the measure’s own choice', () => {
    expect(betterOf({ ...floods, better: 'more' })).toBe('more');
    expect(betterOf({ ...score, better: 'less' })).toBe('less');
  });

  it('is kept by the saved data’s shape, which still takes measures without it and refuses another word', () => {
    expect(performanceMeasureDataSchema.parse({ ...floods, better: 'more' }).better).toBe('more');
    expect(performanceMeasureDataSchema.parse(floods).better).toBeUndefined();
    expect(performanceMeasureDataSchema.safeParse({ ...floods, better: 'higher' }).error?.issues[0]?.message).toBe(
      'better must be one of more, less',
    );
  });
});
