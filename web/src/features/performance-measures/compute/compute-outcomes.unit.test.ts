import { computePerformanceMeasure, emptySeries, type PerformanceMeasureData } from '@waterline/domain/analysis/index';
import { describe, expect, it } from 'vitest';
import { answerRequest, isLargeInput, WORKER_THRESHOLD_DAYS } from './compute-outcomes.ts';

const data: PerformanceMeasureData = {
  name: 'High',
  location: 'Dam',
  pmType: 'Frequency of Event',
  direction: 'greater than',
  value: 10,
  daysInRow: 2,
};

describe('where a measure is computed', () => {
  it('moves off the page thread once the series together pass the threshold', () => {
    const century = emptySeries('Dam', 'cfs', 1901, 2000);
    const decade = emptySeries('Dam', 'cfs', 1991, 2000);
    expect(century.values.length).toBe(WORKER_THRESHOLD_DAYS);
    expect(isLargeInput([century])).toBe(false);
    expect(isLargeInput([century, decade])).toBe(true);
    expect(isLargeInput([])).toBe(false);
  });
});

describe('a compute request', () => {
  it("answers with the engine's outcome for each series, in order", () => {
    const wet = emptySeries('Dam', 'cfs', 2000, 2001);
    wet.values.fill(20, 0, 5);
    const dry = emptySeries('Dam', 'cfs', 2000, 2000);
    dry.values.fill(1);
    const answer = answerRequest({ id: 7, data, series: [wet, dry] });
    expect(answer).toEqual({
      id: 7,
      ok: true,
      outcomes: [computePerformanceMeasure(data, wet), computePerformanceMeasure(data, dry)],
    });
    expect(answer.ok && answer.outcomes[0]?.ok && answer.outcomes[0].result.byYear).toEqual([{ year: 2000, value: 2 }]);
  });

  it('turns an unexpected failure into a message', () => {
    const answer = answerRequest({ id: 3, data, series: [null as never] });
    expect(answer.ok).toBe(false);
    expect(answer.id).toBe(3);
  });
});
