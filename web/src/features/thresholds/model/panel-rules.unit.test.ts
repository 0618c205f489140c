import { THRESHOLD_ERROR, thresholdCountsTable } from '@waterline/domain/analysis/index';
import { julianDay, julianFromMonthDay, type JulianDay } from '@waterline/domain/calendar/index';
import { aThreshold, aWindowedRange } from '@waterline/domain/thresholds/examples';
import { describe, expect, it } from 'vitest';
import { wholeYear } from '../../../components/charts/day-axis.ts';
import { chartThresholdCounts } from './counts.ts';
import { isThresholdShown, toggledThreshold, withAllHidden, withAllShown, withoutThresholds } from './visibility.ts';

const JAN_1 = julianDay(1);
const day = (month: number, dayOfMonth: number) => julianFromMonthDay(month, dayOfMonth) as JulianDay;
const ramp = Float64Array.from({ length: 365 }, (_, i) => 2100 + i);

describe("the chart's shown thresholds", () => {
  const saved = (id: string, visible?: boolean) => ({
    id,
    location: 'Dam',
    data: { ...aThreshold(), visible },
    addedBy: null,
  });
  const none = { thresholds: [], hiddenThresholds: [] };

  it("shows a threshold as saved until the chart's own choice says otherwise", () => {
    expect(isThresholdShown(none, saved('a', true))).toBe(true);
    expect(isThresholdShown(none, saved('a'))).toBe(true);
    expect(isThresholdShown(none, saved('a', false))).toBe(false);
    expect(isThresholdShown({ thresholds: ['a'], hiddenThresholds: [] }, saved('a', false))).toBe(true);
    expect(isThresholdShown({ thresholds: [], hiddenThresholds: ['a'] }, saved('a', true))).toBe(false);
  });

  it('toggles one against what is shown, whether chosen or saved', () => {
    expect(toggledThreshold(none, saved('a', true))).toEqual({ thresholds: [], hiddenThresholds: ['a'] });
    expect(toggledThreshold(none, saved('a', false))).toEqual({ thresholds: ['a'], hiddenThresholds: [] });
    expect(toggledThreshold({ thresholds: [], hiddenThresholds: ['b', 'a'] }, saved('a', true))).toEqual({
      thresholds: ['a'],
      hiddenThresholds: ['b'],
    });
  });

  it('shows or hides all of a location, keeps the other locations’ choices, and forgets deleted ones', () => {
    const choices = { thresholds: ['other', 'a'], hiddenThresholds: ['elsewhere', 'b'] };
    expect(withAllShown(choices, ['a', 'b', 'c'])).toEqual({
      thresholds: ['other', 'a', 'b', 'c'],
      hiddenThresholds: ['elsewhere'],
    });
    expect(withAllHidden(choices, ['a', 'b', 'c'])).toEqual({
      thresholds: ['other'],
      hiddenThresholds: ['elsewhere', 'b', 'a', 'c'],
    });
    expect(withoutThresholds(choices, ['a', 'b'])).toEqual({ thresholds: ['other'], hiddenThresholds: ['elsewhere'] });
  });
});

describe('the counts table of a threshold', () => {
  const traces = [
    { name: 'No Action', values: ramp },
    { name: 'Ignored', values: ramp, ignoreThresholdCalcs: true },
  ];

  it("is the domain engine's table over the whole year", () => {
    const data = aThreshold({ value: 2200 });
    expect(chartThresholdCounts(data, traces, wholeYear(JAN_1))).toEqual([
      { trace: 'No Action', counts: thresholdCountsTable(data, traces)['No Action'] },
    ]);
    expect(chartThresholdCounts(data, traces, wholeYear(JAN_1))[0]?.counts).toEqual({
      below: 100,
      equal: 1,
      above: 264,
      between: null,
    });
  });

  it('counts only the days the chart shows', () => {
    // Mar 1 .. Mar 31: values 2159 .. 2189, all below 2170 up to Mar 12.
    const rows = chartThresholdCounts(aThreshold({ value: 2170 }), traces, { startDay: day(3, 1), endDay: day(3, 31) });
    expect(rows).toEqual([{ trace: 'No Action', counts: { below: 11, equal: 1, above: 19, between: null } }]);
  });

  it('counts a windowed range between its bounds, and says Error when the threshold cannot be counted', () => {
    const rows = chartThresholdCounts(aWindowedRange({ lowerRange: 2100, upperRange: 2130 }), traces, wholeYear(JAN_1));
    // Window Dec 1 .. Feb 28 (90 days): Jan 1..31 (2100..2130) between, Feb and Dec above.
    expect(rows[0]?.counts).toEqual({ below: 0, equal: null, above: 59, between: 31 });
    expect(chartThresholdCounts(aThreshold({ value: 'high' }), traces, wholeYear(JAN_1))).toEqual([
      { trace: 'No Action', counts: THRESHOLD_ERROR },
    ]);
  });
});
