import { RULE_TYPES, type RuleType } from '@waterline/domain/analysis/index';

/** The rule types as choices, named as the product names them. */
export const RULE_TYPE_OPTIONS = RULE_TYPES.map((type) => ({ value: type, label: type }));

/** The bounds a scoring rule's type reads: range both, less and less-equal the upper, the others the lower (see the engine). */
export function scoringRuleBounds(type: RuleType): { lower: boolean; upper: boolean } {
  if (type === 'range') return { lower: true, upper: true };
  return type === 'less' || type === 'less-equal' ? { lower: false, upper: true } : { lower: true, upper: false };
}

/** The name a rule goes by in labels: its own, or its place in the list. */
export function ruleLabel(name: string | undefined, index: number): string {
  return name && name.trim() !== '' ? name.trim() : `rule ${index + 1}`;
}
