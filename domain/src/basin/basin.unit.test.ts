import { describe, expect, it } from 'vitest';
import { seriesOf } from '../analysis/testing/series-builder.ts';
import {
  CONDAMINE_BALONNE_RULES,
  evaluateBasinRules,
  ML_PER_DAY_PER_CFS,
  type BasinRule,
  trailingVolumes,
} from './index.ts';

/** A 2000-2001 series in ML/d at `base` except `flow` on the listed [year, first day, last day] spans. */
function flows(base: number, flow: number, ...spans: [number, number, number][]) {
  return seriesOf(
    2000,
    2001,
    (year, day) => (spans.some(([y, first, last]) => y === year && day >= first && day <= last) ? flow : base),
    'Gauge',
    'ML/d',
  );
}
const rule = (id: string): BasinRule => {
  const found = CONDAMINE_BALONNE_RULES.find((r) => r.id === id);
  if (!found) throw new Error(id);
  return found;
};
const perYear = (series: ReturnType<typeof flows>, id: string) =>
  Object.fromEntries(evaluateBasinRules(series, [rule(id)]).results[0]?.perYear ?? []);

describe('the Condamine-Balonne catalogue', () => {
  it('holds the seven rules of the sheet, with the spec examples', () => {
    expect(CONDAMINE_BALONNE_RULES).toHaveLength(7);
    expect(CONDAMINE_BALONNE_RULES).toContainEqual(
      expect.objectContaining({ kind: 'threshold', thresholdMLd: 3500, minDays: 14, allowedMonths: [8, 5] }),
    );
    expect(CONDAMINE_BALONNE_RULES).toContainEqual(
      expect.objectContaining({ kind: 'threshold', thresholdMLd: 9200, minDays: 12 }),
    );
    expect(CONDAMINE_BALONNE_RULES).toContainEqual(
      expect.objectContaining({ kind: 'volume', volumeML: 154000, windowDays: 90 }),
    );
  });
});

describe('threshold rules', () => {
  it('a 7-day run under 1000 ML/d is one low-flow spell; a 6-day run is none', () => {
    expect(perYear(flows(1500, 800, [2000, 10, 16]), 'low-flow-spell')).toEqual({ 2000: 1 });
    expect(perYear(flows(1500, 800, [2000, 10, 15]), 'low-flow-spell')).toEqual({});
  });

  it('a 7-day run under the threshold of an at-or-above rule is no event; the threshold itself qualifies', () => {
    expect(perYear(flows(0, 999, [2000, 10, 16]), 'small-fresh')).toEqual({});
    expect(perYear(flows(0, 1000, [2000, 10, 16]), 'small-fresh')).toEqual({ 2000: 1 });
  });

  it('the cooldown suppresses a second event that starts within 14 days of the first one ending', () => {
    // Fresh 1: days 10-16. Fresh 2 starts on day 25, 8 days after: suppressed. Fresh 3 starts on day 50: counted.
    expect(perYear(flows(0, 1500, [2000, 10, 16], [2000, 25, 32], [2000, 50, 56]), 'small-fresh')).toEqual({ 2000: 2 });
    // Starting exactly 14 days after (days 17-30 pass), the second fresh counts.
    expect(perYear(flows(0, 1500, [2000, 10, 16], [2000, 31, 37]), 'small-fresh')).toEqual({ 2000: 2 });
  });

  it('allowed months Aug-May: a 14-day fresh in June does not count, one in late December counts for the season ending in May', () => {
    expect(perYear(flows(0, 4000, [2000, 160, 175]), 'spring-fresh')).toEqual({});
    expect(perYear(flows(0, 4000, [2000, 350, 365]), 'spring-fresh')).toEqual({ 2001: 1 });
  });
});

describe('volume rules', () => {
  it('154000 ML in 90 days: 90 days at 1720 ML/d (154800 ML) is an event, at 1700 ML/d (153000 ML) none', () => {
    expect(perYear(flows(0, 1720, [2000, 100, 189]), 'narran-lakes')).toEqual({ 2000: 1 });
    expect(perYear(flows(0, 1700, [2000, 100, 189]), 'narran-lakes')).toEqual({});
  });

  it('the 365-day cooldown keeps a second volume event in the following months from counting', () => {
    expect(perYear(flows(0, 2000, [2000, 20, 109], [2000, 200, 289]), 'narran-lakes')).toEqual({ 2000: 1 });
  });

  it('trailing volumes sum the window ending on each day and stay empty while the window holds an empty day', () => {
    const series = flows(1, 1);
    series.values[5] = NaN;
    const sums = trailingVolumes(series, 3).values;
    expect([...sums.slice(0, 10)]).toEqual([NaN, NaN, 3, 3, 3, NaN, NaN, NaN, 3, 3]);
  });
});

describe('units', () => {
  it('reads a cfs series in ML/d: 1 cfs is 2.4466 ML/d', () => {
    const series = seriesOf(2000, 2000, (_y, day) => (day >= 10 && day <= 16 ? 409 : 0), 'Gauge', 'cfs'); // 409 cfs = 1000.6 ML/d
    const result = evaluateBasinRules(series, [rule('small-fresh')]);
    expect(ML_PER_DAY_PER_CFS).toBeCloseTo(2.4466, 4);
    expect(result.toMLd).toBe(ML_PER_DAY_PER_CFS);
    expect(result.results[0]?.total).toBe(1);
  });
});
