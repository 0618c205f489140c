import { describe, expect, it } from 'vitest';
import { floodBandRows, hasValues, pointRows } from './river-chart-specs.ts';

describe('river chart data', () => {
  it('draws one band per flood level between the configured levels', () => {
    expect(floodBandRows({ action: 17, minor: 19, moderate: 21, major: 24 })).toEqual([
      { level: 'action', from: 17, to: 19 },
      { level: 'minor', from: 19, to: 21 },
      { level: 'moderate', from: 21, to: 24 },
      { level: 'major', from: 24, to: 24 * 1.1 },
    ]);
  });

  it('keeps gaps as null rows and knows an all-gap series has no values', () => {
    expect(pointRows([[1, 2], [3, null]])).toEqual([{ t: 1, value: 2 }, { t: 3, value: null }]);
    expect(hasValues([[1, null]])).toBe(false);
    expect(hasValues([])).toBe(false);
  });
});
