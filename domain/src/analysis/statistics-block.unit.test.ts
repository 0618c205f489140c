import { describe, expect, it } from 'vitest';
import { roundPercentage, statisticsBlock } from './index.ts';

describe('the statistics block', () => {
  it('describes the per-year values', () => {
    const block = statisticsBlock([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(block).toEqual({
      min: 2,
      max: 9,
      mean: 5,
      range: 7,
      sum: 40,
      median: 4.5,
      midRange: 5.5,
      modes: [4],
      variance: 4,
      standardDeviation: 2,
      meanAbsoluteDeviation: 1.5,
      zScores: [-1.5, -0.5, -0.5, -0.5, 0, 0, 1, 2],
      q10: 3.4,
      q25: 4,
      q75: 5.5,
      q90: 7.6,
    });
  });

  it('rounds to 2 decimals unless told, and lists every mode', () => {
    const block = statisticsBlock([1, 2, 2, 3, 3]);
    expect(block.modes).toEqual([2, 3]);
    expect(block.mean).toBe(2.2);
    expect(statisticsBlock([1, 1, 2]).mean).toBe(1.33);
    expect(statisticsBlock([1, 1, 2], roundPercentage).mean).toBe(1.3);
  });

  it('gives zero z-scores when all values are equal, and dashes without data', () => {
    expect(statisticsBlock([3, 3]).zScores).toEqual([0, 0]);
    expect(statisticsBlock([7])).toMatchObject({ min: 7, variance: 0, q90: 7, modes: [7] });
    expect(Object.values(statisticsBlock([])).every((value) => value === '-')).toBe(true);
  });
});
