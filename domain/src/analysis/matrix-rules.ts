import { DAYS_IN_YEAR } from '../calendar/index.ts';
import { isRuleType, type RuleType, valueTest } from './comparison.ts';
import { isNumeric, toNumber } from './numeric.ts';

/** A value rule (y-rule) of a 'Weighted Score - Matrix' measure: 'range' uses lowerRange..upperRange, the others `value`. */
export interface MatrixRule {
  key?: string | number;
  name?: string;
  type: RuleType;
  value?: number | string | null;
  upperRange?: number | string | null;
  lowerRange?: number | string | null;
  weight: number | string | null;
}

/** The message of a valid matrix rule. */
export const MATRIX_RULE_VALID = 'Rule is valid';

/** The product's check of a matrix rule: one of its messages, 'Rule is valid' when usable. */
export function validateMatrixRule(rule: MatrixRule): string {
  if (rule === null || typeof rule !== 'object') return 'Not a rule';
  if (!isRuleType(rule.type)) return `Unknown rule type '${String(rule.type)}'`;
  if (rule.type === 'range') {
    if (!isNumeric(rule.upperRange) || !isNumeric(rule.lowerRange))
      return 'Upper range and lower range are not valid numbers';
    if (toNumber(rule.upperRange) < toNumber(rule.lowerRange)) return 'Lower range should be less than upper range';
  } else if (!isNumeric(rule.value)) {
    return 'Missing value';
  }
  if (!isNumeric(rule.weight)) return 'Missing weight';
  return MATRIX_RULE_VALID;
}

/** Default weight of a day in the matrix's date weights. */
export const DEFAULT_DAY_WEIGHT = 0.5;

/** The date weights (365, julian order): the given list, or 0.5 for every day when none is given. Throws when the list is not 365 numbers. */
export function matrixDayWeights(xLookup: readonly (number | string)[] | undefined): Float64Array {
  if (xLookup === undefined) return new Float64Array(DAYS_IN_YEAR).fill(DEFAULT_DAY_WEIGHT);
  if (xLookup.length !== DAYS_IN_YEAR)
    throw new Error(`The date weights must have 365 entries, got ${String(xLookup.length)}.`);
  const weights = Float64Array.from(xLookup, toNumber);
  const bad = weights.findIndex((w) => Number.isNaN(w));
  if (bad >= 0) throw new Error(`The date weight of day ${String(bad + 1)} is not a number.`);
  return weights;
}

/**
 * The value weight lookup: rules apply top to bottom, a later match overrides an earlier one,
 * the default weight applies when none matches, and a non-numeric value weighs 0.
 */
export function matrixValueWeight(rules: readonly MatrixRule[], defaultWeight: number): (value: unknown) => number {
  const compiled = rules.map((rule) => ({
    matches: valueTest(rule.type, rule.value, rule.lowerRange, rule.upperRange),
    weight: toNumber(rule.weight),
  }));
  return (input) => {
    const value = typeof input === 'number' ? input : toNumber(input);
    if (Number.isNaN(value)) return 0;
    for (let i = compiled.length - 1; i >= 0; i--) {
      const rule = compiled[i] as (typeof compiled)[number];
      if (rule.matches(value)) return rule.weight;
    }
    return defaultWeight;
  };
}
