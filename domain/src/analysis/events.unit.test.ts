import { describe, expect, it } from 'vitest';
import { julianDay } from '../calendar/index.ts';
import { countEvents, type EventRule, seasonCalendar } from './index.ts';
import { seriesOf } from './testing/series-builder.ts';

/** A series of 2000-2002 at 0 except high flows (100) on the listed [year, first day, last day] spans. */
function highFlows(...spans: [number, number, number][]) {
  return seriesOf(2000, 2002, (year, day) =>
    spans.some(([y, first, last]) => y === year && day >= first && day <= last) ? 100 : 0,
  );
}
const above50 = (counting: EventRule['counting'], length: number): EventRule => ({
  qualifies: (v) => v > 50,
  counting,
  length,
});
const wholeYear = seasonCalendar({ startDay: julianDay(1), endDay: julianDay(365) });
const spring = seasonCalendar({ startDay: julianDay(91), endDay: julianDay(181) }); // 1 Apr - 30 Jun
const winter = seasonCalendar({ startDay: julianDay(335), endDay: julianDay(59) }); // 1 Dec - 28 Feb, named by the year it ends
const asObject = (counts: Map<number, number>) => Object.fromEntries(counts);

describe('counting events', () => {
  it('windows: a 4-day run is one 3-day event, a 6-day run two, a 2-day run none', () => {
    const series = highFlows([2000, 10, 13], [2000, 20, 25], [2000, 30, 31]);
    expect(asObject(countEvents(series, wholeYear, above50('windows', 3), false))).toEqual({ 2000: 3 });
  });

  it('runs (surpass): a run counts once when it lasts more than the given days', () => {
    const series = highFlows([2000, 10, 13], [2000, 20, 25], [2000, 30, 32]);
    expect(asObject(countEvents(series, wholeYear, above50('runs', 3), false))).toEqual({ 2000: 2 });
    expect(asObject(countEvents(series, wholeYear, above50('runs', 0), false))).toEqual({ 2000: 3 });
  });

  it('an empty day ends a run', () => {
    const series = highFlows([2000, 10, 15]);
    series.values[12] = NaN; // day 13
    expect(asObject(countEvents(series, wholeYear, above50('windows', 3), false))).toEqual({ 2000: 1 });
    expect(asObject(countEvents(series, wholeYear, above50('runs', 3), false))).toEqual({});
  });

  it('runs with a cooldown: a run starting fewer than cooldownDays after the last event ends is no event, across the year end too', () => {
    const series = highFlows([2000, 10, 13], [2000, 16, 20], [2000, 30, 35], [2000, 362, 365], [2001, 3, 8]);
    const rule = { ...above50('runs', 3), cooldownDays: 5 };
    // 10-13 counts; 16-20 starts 2 days after: suppressed; 30-35 counts; 362-365 counts; 3-8 Jan 2001 starts 2 days after: suppressed.
    expect(asObject(countEvents(series, wholeYear, rule, false))).toEqual({ 2000: 3 });
    expect(asObject(countEvents(series, wholeYear, above50('runs', 3), false))).toEqual({ 2000: 4, 2001: 1 });
  });

  it('runs longer than 5: only the 6-day run counts', () => {
    const series = highFlows([2000, 10, 13], [2000, 20, 25], [2000, 30, 31]);
    expect(asObject(countEvents(series, wholeYear, above50('runs', 5), false))).toEqual({ 2000: 1 });
  });

  it('cuts runs at the season edges; the continuous type measures them across and counts them if they touch the season', () => {
    const series = highFlows([2000, 85, 94]); // 26 Mar - 4 Apr: 10 days, 4 inside the spring season
    expect(asObject(countEvents(series, spring, above50('runs', 5), false))).toEqual({});
    expect(asObject(countEvents(series, spring, above50('runs', 5), true))).toEqual({ 2000: 1 });
    // Windows of 3 from the run's start: 26-28 Mar (outside), 29-31 Mar (outside), 1-3 Apr (inside); 4 Apr is an incomplete window.
    expect(asObject(countEvents(series, spring, above50('windows', 3), true))).toEqual({ 2000: 1 });
    expect(asObject(countEvents(series, spring, above50('windows', 3), false))).toEqual({ 2000: 1 });
    expect(asObject(countEvents(highFlows([2000, 80, 90]), spring, above50('runs', 5), true))).toEqual({});
  });

  it('cuts runs at the year end for a whole-year season; the continuous type counts them once, in the year they end', () => {
    const series = highFlows([2000, 362, 365], [2001, 1, 3]); // 28 Dec 2000 - 3 Jan 2001
    expect(asObject(countEvents(series, wholeYear, above50('runs', 5), false))).toEqual({});
    expect(asObject(countEvents(series, wholeYear, above50('runs', 3), false))).toEqual({ 2000: 1 });
    expect(asObject(countEvents(series, wholeYear, above50('runs', 5), true))).toEqual({ 2001: 1 });
    expect(asObject(countEvents(series, wholeYear, above50('windows', 3), false))).toEqual({ 2000: 1, 2001: 1 });
    expect(asObject(countEvents(series, wholeYear, above50('windows', 3), true))).toEqual({ 2000: 1, 2001: 1 });
  });

  it('keeps a run whole inside a season that wraps over the year end, naming the season by the year it ends', () => {
    const series = highFlows([2000, 362, 365], [2001, 1, 3]);
    expect(asObject(countEvents(series, winter, above50('runs', 5), false))).toEqual({ 2001: 1 });
    expect(asObject(countEvents(series, winter, above50('windows', 3), false))).toEqual({ 2001: 2 });
    expect(asObject(countEvents(series, winter, above50('runs', 3), false))).toEqual({ 2001: 1 });
  });
});
