import { type DayRange, isJulianDay, isDayInRange, type JulianDay } from '../calendar/index.ts';
import { compileFormula, type Evaluator } from '../formula/index.ts';
import { isRuleType, type RuleType, valueTest } from './comparison.ts';
import { isNumeric, toNumber } from './numeric.ts';

/**
 * A rule of a 'Weighted Score - Rules' measure. 'range' uses lowerRange..upperRange; greater,
 * greater-equal and equal compare with lowerRange; less and less-equal with upperRange.
 * The score is a number or a formula in x, the day's value.
 */
export interface ScoringRule {
  key?: string | number;
  name?: string;
  score: number | string;
  type: RuleType;
  upperRange?: number | string | null;
  lowerRange?: number | string | null;
  startDay?: number;
  endDay?: number;
}

/** The rule's single comparison bound for its type. */
function boundOf(rule: ScoringRule): unknown {
  return rule.type === 'less' || rule.type === 'less-equal' ? rule.upperRange : rule.lowerRange;
}

/** Problems of one rule (empty when usable), each naming the rule by its position and name. */
export function scoringRuleProblems(rule: ScoringRule, position: number): string[] {
  if (rule === null || typeof rule !== 'object') return [`Rule ${String(position)} is not a rule.`];
  const label = `Rule ${String(position)}${rule.name ? ` ('${rule.name}')` : ''}`;
  if (!isRuleType(rule.type)) return [`${label}: unknown rule type '${String(rule.type)}'.`];
  const problems: string[] = [];
  if (rule.type === 'range') {
    if (!isNumeric(rule.lowerRange) || !isNumeric(rule.upperRange))
      problems.push(`${label}: the lower and upper range must be numbers.`);
    else if (toNumber(rule.lowerRange) > toNumber(rule.upperRange))
      problems.push(`${label}: the lower range is above the upper range.`);
  } else if (!isNumeric(boundOf(rule))) {
    problems.push(`${label}: the ${rule.type.startsWith('less') ? 'upper' : 'lower'} range must be a number.`);
  }
  if (
    (rule.startDay !== undefined && !isJulianDay(rule.startDay)) ||
    (rule.endDay !== undefined && !isJulianDay(rule.endDay))
  ) {
    problems.push(`${label}: the days must run between 1 and 365.`);
  }
  if (!isNumeric(rule.score)) {
    try {
      compileFormula(String(rule.score));
    } catch (error) {
      problems.push(`${label}: ${(error as Error).message}`);
    }
  }
  return problems;
}

/** A rule ready to score values. */
export interface CompiledRule {
  days: DayRange;
  matches: (v: number) => boolean;
  score: Evaluator;
}

/** Compiles a valid rule (check scoringRuleProblems first). */
export function compileScoringRule(rule: ScoringRule): CompiledRule {
  const fixedScore = toNumber(rule.score);
  const score: Evaluator = isNumeric(rule.score) ? () => fixedScore : compileFormula(String(rule.score));
  const days = { startDay: (rule.startDay ?? 1) as JulianDay, endDay: (rule.endDay ?? 365) as JulianDay };
  return { days, matches: valueTest(rule.type, boundOf(rule), rule.lowerRange, rule.upperRange), score };
}

/** The score of a day's value: rules apply top to bottom and a later match overrides an earlier one; the default when none matches. */
export function scoreDay(rules: readonly CompiledRule[], day: JulianDay, value: number, defaultScore: number): number {
  for (let i = rules.length - 1; i >= 0; i--) {
    const rule = rules[i] as CompiledRule;
    if (isDayInRange(day, rule.days) && rule.matches(value)) return rule.score(value);
  }
  return defaultScore;
}
