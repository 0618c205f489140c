import { toNumber } from './numeric.ts';

/** Rule types of scoring rules and matrix value rules. */
export const RULE_TYPES = ['range', 'equal', 'less', 'greater', 'greater-equal', 'less-equal'] as const;

/** A rule type. */
export type RuleType = (typeof RULE_TYPES)[number];

/** True when `type` is one of RULE_TYPES. */
export function isRuleType(type: unknown): type is RuleType {
  return (RULE_TYPES as readonly unknown[]).includes(type);
}

/**
 * The test of a rule type: 'range' is lower <= v <= upper (both ends included); the others
 * compare with one number: equal v = bound, less v < bound, greater v > bound,
 * greater-equal v >= bound, less-equal v <= bound.
 */
export function valueTest(type: RuleType, bound: unknown, lower: unknown, upper: unknown): (v: number) => boolean {
  if (type === 'range') {
    const low = toNumber(lower);
    const high = toNumber(upper);
    return (v) => v >= low && v <= high;
  }
  const b = toNumber(bound);
  switch (type) {
    case 'equal':
      return (v) => v === b;
    case 'less':
      return (v) => v < b;
    case 'greater':
      return (v) => v > b;
    case 'greater-equal':
      return (v) => v >= b;
    case 'less-equal':
      return (v) => v <= b;
  }
}
