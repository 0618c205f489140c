import { describe, expect, it } from 'vitest';
import { buildProblems, hasNameAndLocation, scoreProblem, yearProblem } from './editor-checks.ts';
import { measureDataForSaving, newMeasureData } from './measure-data.ts';

const named = { ...newMeasureData(), name: 'High flows', location: 'Fort Peck Dam', value: '15000' };

describe('Build and Edit', () => {
  it('need a name and a location', () => {
    expect(hasNameAndLocation(newMeasureData())).toBe(false);
    expect(hasNameAndLocation({ ...named, location: '' })).toBe(false);
    expect(hasNameAndLocation({ ...named, name: '   ' })).toBe(false);
    expect(hasNameAndLocation(named)).toBe(true);
    expect(buildProblems(named, null)).toEqual([]);
  });

  it('are blocked by a formula that tries to escape, with the engine’s message', () => {
    const data = {
      ...named,
      pmType: 'Weighted Score - Rules' as const,
      ranges: [{ type: 'greater' as const, lowerRange: '1', score: 'globalThis' }],
    };
    expect(buildProblems(data, null)).toEqual([expect.stringContaining("Formula refused: the name 'globalThis'")]);
  });

  it('are blocked by selected years outside the record', () => {
    const record = { minYear: 1930, maxYear: 2012 };
    expect(buildProblems({ ...named, selectYears: true, startYear: '1920', endYear: '2000' }, record)).toEqual([
      'The selected years must lie within the record, 1930 to 2012.',
    ]);
    expect(buildProblems({ ...named, selectYears: true, startYear: '1930', endYear: '2012' }, record)).toEqual([]);
  });
});

describe('a rule score', () => {
  it('is a number or a formula in x', () => {
    expect(scoreProblem(2)).toBeNull();
    expect(scoreProblem('0.5')).toBeNull();
    expect(scoreProblem('max(0, min(1, (x - 5000) / 10000))')).toBeNull();
    expect(scoreProblem(' ')).toBe('Enter a number or a formula in x.');
  });

  it.each([
    'constructor',
    'process.exit(1)',
    'globalThis',
    "x['constructor']",
    '__proto__',
    'x.constructor.constructor("return process")()',
  ])('refuses %s with a clear message', (formula) => {
    expect(scoreProblem(formula)).toMatch(/^Formula refused: .+ (is not allowed|only arithmetic is allowed)/);
  });
});

describe('a selected year', () => {
  it('is a whole year within the record', () => {
    const record = { minYear: 1930, maxYear: 2012 };
    expect(yearProblem('1950', record)).toBeNull();
    expect(yearProblem('1929', record)).toBe('Enter a year from 1930 to 2012.');
    expect(yearProblem('19.5', record)).toBe('Enter a whole year.');
    expect(yearProblem('', record)).toBe('Enter a whole year.');
  });
});

describe('the data as saved', () => {
  it('turns typed numbers into numbers, blanks into null, and drops the temporary flag', () => {
    const saved = measureDataForSaving({
      ...named,
      name: '  High flows ',
      daysInRow: '7',
      lowerRange: '',
      temporary: true,
      ranges: [{ type: 'range', lowerRange: '5000', upperRange: '15000', score: ' x / 15000 ' }],
      yLookup: [{ type: 'greater', value: '20000', weight: '0.25' }],
    });
    expect(saved).toMatchObject({ name: 'High flows', value: 15000, daysInRow: 7, lowerRange: null, defaultScore: 0 });
    expect(saved.ranges).toEqual([{ type: 'range', lowerRange: 5000, upperRange: 15000, score: 'x / 15000' }]);
    expect(saved.yLookup).toEqual([
      { type: 'greater', value: 20000, lowerRange: null, upperRange: null, weight: 0.25 },
    ]);
    expect('temporary' in saved).toBe(false);
    expect(saved.xLookup).toHaveLength(365);
  });
});
