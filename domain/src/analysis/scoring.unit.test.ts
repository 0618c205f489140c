import { describe, expect, it } from 'vitest';
import { julianDay } from '../calendar/index.ts';
import {
  compileScoringRule,
  matrixDayWeights,
  matrixValueWeight,
  scoreDay,
  scoringRuleProblems,
  validateMatrixRule,
  type MatrixRule,
  type ScoringRule,
} from './index.ts';

describe('scoring rules', () => {
  const rules: ScoringRule[] = [
    { name: 'Low', type: 'less', upperRange: 5000, score: 0 },
    { name: 'Good', type: 'range', lowerRange: 5000, upperRange: 15000, score: 'x / 15000' },
    { name: 'Spring high', type: 'greater-equal', lowerRange: 10000, score: 1, startDay: 91, endDay: 181 },
  ];
  const compiled = rules.map(compileScoringRule);

  it('applies rules top to bottom, later matches overriding earlier ones, the default when none match', () => {
    expect(scoreDay(compiled, julianDay(10), 3000, -1)).toBe(0);
    expect(scoreDay(compiled, julianDay(10), 7500, -1)).toBe(0.5);
    expect(scoreDay(compiled, julianDay(100), 12000, -1)).toBe(1); // the spring rule overrides 'Good'
    expect(scoreDay(compiled, julianDay(200), 12000, -1)).toBe(0.8); // outside the spring rule's days
    expect(scoreDay(compiled, julianDay(10), 20000, -1)).toBe(-1);
  });

  it('compares equal and greater types with the lower range, less types with the upper range', () => {
    const test = (rule: ScoringRule, v: number) => compileScoringRule(rule).matches(v);
    expect(test({ type: 'equal', lowerRange: 10, score: 1 }, 10)).toBe(true);
    expect(test({ type: 'greater', lowerRange: 10, score: 1 }, 10)).toBe(false);
    expect(test({ type: 'greater-equal', lowerRange: 10, score: 1 }, 10)).toBe(true);
    expect(test({ type: 'less', upperRange: 10, score: 1 }, 10)).toBe(false);
    expect(test({ type: 'less-equal', upperRange: 10, score: 1 }, 10)).toBe(true);
    expect(test({ type: 'range', lowerRange: 10, upperRange: 20, score: 1 }, 20)).toBe(true);
  });

  it('names what is wrong with a rule', () => {
    expect(scoringRuleProblems({ name: 'A', type: 'range', lowerRange: 'x', upperRange: 3, score: 1 }, 1)).toEqual([
      "Rule 1 ('A'): the lower and upper range must be numbers.",
    ]);
    expect(scoringRuleProblems({ type: 'range', lowerRange: 5, upperRange: 3, score: 1 }, 2)).toEqual([
      'Rule 2: the lower range is above the upper range.',
    ]);
    expect(scoringRuleProblems({ type: 'less', lowerRange: 5, score: 1 }, 3)).toEqual([
      'Rule 3: the upper range must be a number.',
    ]);
    expect(scoringRuleProblems({ type: 'equal', lowerRange: 5, score: 'process.exit()' }, 4)).toEqual([
      "Rule 4: Formula refused: property access ('.') at position 8 is not allowed.",
    ]);
    expect(scoringRuleProblems({ type: 'equal', lowerRange: 5, score: 1, startDay: 0 }, 5)).toEqual([
      'Rule 5: the days must run between 1 and 365.',
    ]);
    expect(scoringRuleProblems({ type: 'between' as never, score: 1 }, 6)).toEqual([
      "Rule 6: unknown rule type 'between'.",
    ]);
    expect(scoringRuleProblems({ type: 'equal', lowerRange: '5', score: '2' }, 7)).toEqual([]);
    expect(scoringRuleProblems(null as never, 8)).toEqual(['Rule 8 is not a rule.']);
  });
});

describe('matrix rules', () => {
  it('gives the product messages', () => {
    const rule = (extra: Partial<MatrixRule>): MatrixRule => ({
      type: 'range',
      lowerRange: 1,
      upperRange: 2,
      weight: 1,
      ...extra,
    });
    expect(validateMatrixRule(rule({ upperRange: 'a' }))).toBe('Upper range and lower range are not valid numbers');
    expect(validateMatrixRule(rule({ lowerRange: null }))).toBe('Upper range and lower range are not valid numbers');
    expect(validateMatrixRule(rule({ lowerRange: 3 }))).toBe('Lower range should be less than upper range');
    expect(validateMatrixRule(rule({ weight: '' }))).toBe('Missing weight');
    expect(validateMatrixRule(rule({ type: 'greater', value: 'x' }))).toBe('Missing value');
    expect(validateMatrixRule(rule({ type: 'greater', value: 10 }))).toBe('Rule is valid');
    expect(validateMatrixRule(rule({}))).toBe('Rule is valid');
    expect(validateMatrixRule(null as never)).toBe('Not a rule');
  });

  it('looks up value weights: later matches override, default when none match, 0 for a non-numeric value', () => {
    const weight = matrixValueWeight(
      [
        { type: 'greater', value: 1000, weight: 0.5 },
        { type: 'range', lowerRange: 5000, upperRange: 8000, weight: 1 },
      ],
      0.1,
    );
    expect([weight(500), weight(2000), weight(6000), weight(9000)]).toEqual([0.1, 0.5, 1, 0.5]);
    expect([weight('abc'), weight(NaN), weight(undefined), weight('6000')]).toEqual([0, 0, 0, 1]);
  });

  it('uses 0.5 for every day without date weights and refuses a list that is not 365 numbers', () => {
    expect(matrixDayWeights(undefined).every((w) => w === 0.5)).toBe(true);
    expect(() => matrixDayWeights([1, 2])).toThrow('The date weights must have 365 entries, got 2.');
    expect(() => matrixDayWeights(Array.from({ length: 365 }, (_, i) => (i === 9 ? 'x' : 1)))).toThrow(
      'The date weight of day 10 is not a number.',
    );
  });
});
