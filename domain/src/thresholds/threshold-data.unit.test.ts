import { describe, expect, it } from 'vitest';
import { aSteppedThreshold, aThreshold, aWindowedRange } from './examples.ts';
import { thresholdDataProblem, thresholdDataSchema } from './threshold-data.ts';

function issuesOf(input: unknown): string[] {
  const result = thresholdDataSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('threshold data', () => {
  it('accepts every kind with the stored field names and trims the texts', () => {
    for (const data of [aThreshold(), aWindowedRange(), aSteppedThreshold()])
      expect(thresholdDataSchema.parse(data)).toEqual(data);
    expect(thresholdDataSchema.parse(aThreshold({ name: '  Pool  ', location: ' Dam ' }))).toMatchObject({
      name: 'Pool',
      location: 'Dam',
    });
  });

  it('needs a location and a name', () => {
    expect(issuesOf({ name: 'x' })).toEqual(['location: location must be text']);
    expect(issuesOf(aThreshold({ name: '   ' }))).toEqual(['name: name is required']);
  });

  it('takes opacity from 0.05 to 1 in steps of 0.05 only', () => {
    for (const opacity of [0.05, 0.2, 0.35, 0.7, 1]) expect(issuesOf(aThreshold({ opacity }))).toEqual([]);
    for (const opacity of [0, 0.04, 0.33, 1.05])
      expect(issuesOf(aThreshold({ opacity }))).toEqual(['opacity: opacity must be from 0.05 to 1 in steps of 0.05']);
  });

  it('takes the six line patterns and whole window days from 1 to 365', () => {
    for (const pattern of ['solid', 'dash', 'longdash', 'dot', 'dashdot', 'longdashdot'] as const)
      expect(issuesOf(aThreshold({ pattern }))).toEqual([]);
    expect(issuesOf({ ...aThreshold(), pattern: 'wavy' })).toEqual([
      'pattern: pattern must be one of solid, dash, longdash, dot, dashdot, longdashdot',
    ]);
    expect(issuesOf(aWindowedRange({ startWindow: 0 }))).toEqual(['startWindow: must be a day from 1 to 365']);
    expect(issuesOf(aWindowedRange({ endWindow: 12.5 }))).toEqual(['endWindow: must be a whole day']);
  });

  it('refuses steps that are not numbers, empty or { value }, and lists longer than a year', () => {
    expect(issuesOf(aSteppedThreshold({ steps: [true] as never }))).toEqual([
      'steps.0: each step must be a number, empty, or { value }',
    ]);
    expect(issuesOf(aSteppedThreshold({ steps: Array.from({ length: 366 }, () => 1) }))).toEqual([
      'steps: steps has more than 365 entries',
    ]);
  });

  it('says why a threshold cannot be drawn, using the analysis engine', () => {
    expect(thresholdDataProblem(aThreshold())).toBeNull();
    expect(thresholdDataProblem(aWindowedRange())).toBeNull();
    expect(thresholdDataProblem(aSteppedThreshold())).toBeNull();
    expect(thresholdDataProblem(aThreshold({ value: null }))).toBe('The value is not a number.');
    expect(thresholdDataProblem(aWindowedRange({ upperRange: 'x' }))).toBe('The upper range is not a number.');
    expect(thresholdDataProblem(aSteppedThreshold({ isRange: true }))).toBe(
      'The lower steps must have 365 entries, one per day.',
    );
  });
});
