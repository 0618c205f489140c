import { DAYS_IN_YEAR, julianDay, MONTHS } from '../calendar/index.ts';
import {
  countEvents,
  type DailySeries,
  type EventRule,
  seasonCalendar,
  seasonYearsWithData,
} from '../analysis/index.ts';
import type { BasinRule } from './catalogue.ts';

/** Megalitres per day in one cubic foot per second. */
export const ML_PER_DAY_PER_CFS = (0.3048 ** 3 * 86400) / 1000;

/** One rule's events per year (years without an event are absent) and in all. */
export interface BasinRuleResult {
  readonly rule: BasinRule;
  readonly perYear: ReadonlyMap<number, number>;
  readonly total: number;
}

export interface BasinEvaluation {
  /** The calendar years with data, ascending. */
  readonly years: readonly number[];
  /** The factor applied to the series to read it in ML/d (1 for ML/d, ML_PER_DAY_PER_CFS for cfs). */
  readonly toMLd: number;
  readonly results: readonly BasinRuleResult[];
}

const WHOLE_YEAR = seasonCalendar({ startDay: julianDay(1), endDay: julianDay(DAYS_IN_YEAR) });

/** The season calendar of a rule's allowed months. */
function monthsCalendar(rule: BasinRule) {
  if (!rule.allowedMonths) return WHOLE_YEAR;
  const [first, last] = rule.allowedMonths.map((m) => MONTHS[m - 1]);
  if (!first || !last) throw new RangeError(`Rule '${rule.id}': allowed months must be 1..12.`);
  return seasonCalendar({ startDay: first.firstDay, endDay: julianDay(last.firstDay + last.days - 1) });
}

/** Sums of the `windowDays` days ending on each day; empty while the window holds an empty day or reaches before the record. */
export function trailingVolumes(series: DailySeries, windowDays: number): DailySeries {
  const { values } = series;
  const sums = new Float64Array(values.length).fill(NaN);
  let sum = 0;
  let filled = 0; // non-empty days in the window
  for (let slot = 0; slot < values.length; slot++) {
    const v = values[slot] as number;
    if (v === v) {
      sum += v;
      filled++;
    }
    if (slot >= windowDays) {
      const out = values[slot - windowDays] as number;
      if (out === out) {
        sum -= out;
        filled--;
      }
    }
    if (filled === windowDays) sums[slot] = sum;
  }
  return { ...series, measure: 'ML', values: sums };
}

/** The rule as the performance measures' event counting sees it: qualifying days, runs and cooldown. */
function eventRule(rule: BasinRule): EventRule {
  if (rule.kind === 'volume')
    return { qualifies: (v) => v >= rule.volumeML, counting: 'runs', length: 0, cooldownDays: rule.cooldownDays };
  const limit = rule.thresholdMLd;
  return {
    qualifies: rule.below ? (v) => v < limit : (v) => v >= limit,
    counting: 'runs',
    length: rule.minDays - 1,
    cooldownDays: rule.cooldownDays,
  };
}

/** A series in ML/d: cfs series are converted, anything else is read as ML/d. */
function inMLd(series: DailySeries): { series: DailySeries; toMLd: number } {
  if (series.measure.trim().toLowerCase() !== 'cfs') return { series, toMLd: 1 };
  return {
    series: { ...series, measure: 'ML/d', values: series.values.map((v) => v * ML_PER_DAY_PER_CFS) },
    toMLd: ML_PER_DAY_PER_CFS,
  };
}

/**
 * Each rule's events per year on a daily flow series (see docs/analysis.md, basin rules).
 * Events are counted by `countEvents` exactly as the performance measures count runs; a rule
 * with allowed months counts in that season, named by the year it ends.
 */
export function evaluateBasinRules(flow: DailySeries, rules: readonly BasinRule[]): BasinEvaluation {
  const { series, toMLd } = inMLd(flow);
  const results = rules.map((rule) => {
    const source = rule.kind === 'volume' ? trailingVolumes(series, rule.windowDays) : series;
    const perYear = countEvents(source, monthsCalendar(rule), eventRule(rule), false);
    let total = 0;
    for (const count of perYear.values()) total += count;
    return { rule, perYear, total };
  });
  return { years: seasonYearsWithData(series, WHOLE_YEAR), toMLd, results };
}
