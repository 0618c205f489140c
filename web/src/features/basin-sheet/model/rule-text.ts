import { MONTHS } from '@waterline/domain/calendar/index';
import type { BasinRule } from '@waterline/domain/basin/index';

const number = new Intl.NumberFormat('en-AU');

/** The rule's condition in words: '≥ 3,500 ML/d for 14 days' or '≥ 154,000 ML in 90 days'. */
export function ruleCondition(rule: BasinRule): string {
  if (rule.kind === 'volume') return `≥ ${number.format(rule.volumeML)} ML in ${String(rule.windowDays)} days`;
  return `${rule.below ? '<' : '≥'} ${number.format(rule.thresholdMLd)} ML/d for ${String(rule.minDays)} days`;
}

/** 'Aug–May', or 'All year'. */
export function ruleMonths(rule: BasinRule): string {
  if (!rule.allowedMonths) return 'All year';
  const [first, last] = rule.allowedMonths;
  return `${MONTHS[first - 1]?.short ?? '?'}–${MONTHS[last - 1]?.short ?? '?'}`;
}

/** '30 days', or 'None'. */
export function ruleCooldown(rule: BasinRule): string {
  return rule.cooldownDays > 0 ? `${String(rule.cooldownDays)} days` : 'None';
}
