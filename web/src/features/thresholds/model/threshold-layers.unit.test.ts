import { julianDay, julianFromMonthDay, type DayRange, type JulianDay } from '@waterline/domain/calendar/index';
import { aSteppedThreshold, aThreshold, aWindowedRange } from '@waterline/domain/thresholds/examples';
import { describe, expect, it } from 'vitest';
import { dailyChartCsv } from '../../../components/charts/daily-chart-csv.ts';
import type { DailyChartModel } from '../../../components/charts/daily-chart-model.ts';
import { dailyChartSpec } from '../../../components/charts/daily-chart-spec.ts';
import { dayAxis, wholeYear } from '../../../components/charts/day-axis.ts';
import { drawHeadless } from '../../../testing/headless-vega.ts';
import { THRESHOLD_DATASETS, thresholdContribution, type DrawnThreshold } from './threshold-layers.ts';

const JAN_1 = julianDay(1);
const day = (month: number, dayOfMonth: number) => julianFromMonthDay(month, dayOfMonth) as JulianDay;
type LineRow = { threshold: string; series: string; edge: string; date: number; value: number | null };
type BandRow = { threshold: string; date: number; lower: number | null; upper: number | null };

const flood: DrawnThreshold = {
  id: 't-flood',
  data: aThreshold({ name: 'Flood stage', value: 2250, color: '#1f77b4', pattern: 'longdashdot' }),
};
const winter: DrawnThreshold = { id: 't-winter', data: aWindowedRange() };
const curve: DrawnThreshold = { id: 't-curve', data: aSteppedThreshold({ color: '#2ca02c', pattern: 'solid' }) };

function aModel(range: DayRange, startCalDay: JulianDay): DailyChartModel {
  const values = Float64Array.from({ length: 365 }, (_, i) => 2200 + i / 5);
  return {
    title: 'Fort Peck Dam',
    yTitle: 'Fort Peck Dam (ft)',
    startCalDay,
    range,
    bands: [],
    lines: [{ id: 'median', name: 'Median', color: '#08519c', values }],
    backgroundLines: [],
  };
}

/** The chart with the thresholds drawn headless; its warnings, rows and the drawn line and area marks. */
async function drawnWith(
  thresholds: readonly DrawnThreshold[],
  range: DayRange = wholeYear(JAN_1),
  startCalDay: JulianDay = JAN_1,
) {
  const contribution = thresholdContribution(thresholds, range, startCalDay);
  const model = aModel(range, startCalDay);
  const { spec, datasets, signals } = dailyChartSpec(model, {
    fontSize: 14,
    yDomain: null,
    extensions: contribution ? [contribution] : [],
  });
  const { view, warnings } = await drawHeadless(spec, datasets, signals);
  type Item = {
    marktype?: string;
    items?: Item[];
    stroke?: string;
    strokeDash?: number[];
    fill?: string;
    opacity?: number;
    interpolate?: string;
  };
  const marks: Item[] = [];
  const visit = (item: Item) => {
    if ((item.marktype === 'line' || item.marktype === 'area') && item.items?.[0])
      marks.push({ marktype: item.marktype, ...item.items[0], items: [] });
    for (const child of item.items ?? []) visit(child);
  };
  visit((view.scenegraph() as unknown as { root: Item }).root);
  const rows = (name: string) => {
    try {
      return view.data(name);
    } catch {
      return null;
    }
  };
  return {
    contribution,
    view,
    warnings,
    model,
    lines: rows(THRESHOLD_DATASETS.lines) as LineRow[] | null,
    bands: rows(THRESHOLD_DATASETS.bands) as BandRow[] | null,
    marks,
  };
}

describe('threshold layers on a calendar-day chart', () => {
  it('draws a plain value as a line of its colour and pattern on every shown day, and fits the y axis to it', async () => {
    const { lines, marks, warnings, view } = await drawnWith([flood]);
    expect(warnings).toEqual([]);
    expect(lines).toHaveLength(365);
    expect(lines?.every((row) => row.threshold === 't-flood' && row.edge === 'value' && row.value === 2250)).toBe(true);
    expect(lines?.map((row) => row.date)).toEqual(dayAxis(wholeYear(JAN_1), JAN_1).times);
    expect(marks).toContainEqual(
      expect.objectContaining({ marktype: 'line', stroke: '#1f77b4', strokeDash: [14, 6, 2, 6] }),
    );
    expect((view.scale('y').domain() as number[])[1]).toBeGreaterThanOrEqual(2250);
    expect(view.data(THRESHOLD_DATASETS.lines)).toHaveLength(365);
  });

  it('keeps the chart’s own y axis title', async () => {
    const { view } = await drawnWith([flood]);
    const titles: string[] = [];
    type Item = { role?: string; text?: string; items?: Item[] };
    const visit = (item: Item, role: string | undefined) => {
      const here = item.role ?? role;
      if (here === 'axis-title' && item.text) titles.push(item.text);
      for (const child of item.items ?? []) visit(child, here);
    };
    visit((view.scenegraph() as unknown as { root: Item }).root, undefined);
    expect(titles).toEqual(['Fort Peck Dam (ft)']);
  });

  it('draws a filled range as a band with its opacity and two edge lines, empty outside its date window', async () => {
    const { lines, bands, marks } = await drawnWith([winter]);
    const upper = lines?.filter((row) => row.edge === 'upper') ?? [];
    const lower = lines?.filter((row) => row.edge === 'lower') ?? [];
    expect(upper).toHaveLength(365);
    expect(lower).toHaveLength(365);
    // The window runs Dec 1 to Feb 28 over the year's end.
    expect(upper[0]?.value).toBe(2240);
    expect(lower[day(2, 28) - 1]?.value).toBe(2200);
    expect(upper[day(3, 1) - 1]?.value).toBeNull();
    expect(lower[day(11, 30) - 1]?.value).toBeNull();
    expect(upper[day(12, 1) - 1]?.value).toBe(2240);
    expect(bands).toHaveLength(365);
    expect(bands?.[day(12, 31) - 1]).toMatchObject({ lower: 2200, upper: 2240 });
    expect(bands?.[day(6, 1) - 1]).toMatchObject({ lower: null, upper: null });
    expect(marks).toContainEqual(expect.objectContaining({ marktype: 'area', fill: '#d62728', opacity: 0.35 }));
    expect(marks).toContainEqual(expect.objectContaining({ marktype: 'line', stroke: '#d62728', strokeDash: [6, 4] }));
  });

  it('draws no band for a range whose fill is off', async () => {
    const { bands, lines, marks } = await drawnWith([{ id: 'open', data: aWindowedRange({ fill: false }) }]);
    expect(bands).toBeNull();
    expect(lines).toHaveLength(730);
    expect(marks.filter((mark) => mark.marktype === 'area')).toEqual([]);
  });

  it('draws stepped bounds day by day as steps, solid', async () => {
    const { lines, marks } = await drawnWith([curve]);
    expect(lines?.map((row) => row.value)).toEqual(Array.from({ length: 365 }, (_, i) => 2200 + i / 10));
    const stepped = marks.find((mark) => mark.marktype === 'line' && mark.stroke === '#2ca02c');
    expect(stepped?.interpolate).toBe('step-after');
    expect(stepped?.strokeDash).toBeUndefined();
  });

  it("follows the chart's start of year and its date range", async () => {
    const octoberFirst = day(10, 1);
    const range = { startDay: day(11, 15), endDay: day(1, 15) };
    const { lines } = await drawnWith([curve], range, octoberFirst);
    expect(lines).toHaveLength(62);
    expect(lines?.[0]?.value).toBe(2200 + (day(11, 15) - 1) / 10);
    expect(lines?.at(-1)?.value).toBe(2200 + 14 / 10);
    expect(lines?.map((row) => row.date)).toEqual(dayAxis(range, octoberFirst).times);
  });

  it('leaves out a threshold it cannot draw, and adds nothing without thresholds', async () => {
    const broken: DrawnThreshold = { id: 'broken', data: aThreshold({ value: 'high' }) };
    const { lines } = await drawnWith([broken, flood]);
    expect(new Set(lines?.map((row) => row.threshold))).toEqual(new Set(['t-flood']));
    expect(thresholdContribution([broken], wholeYear(JAN_1), JAN_1)).toBeNull();
    expect(thresholdContribution([], wholeYear(JAN_1), JAN_1)).toBeNull();
  });

  it('adds a CSV column per value and per range edge, empty outside the window', () => {
    const contribution = thresholdContribution([flood, winter], wholeYear(JAN_1), JAN_1);
    const csv = dailyChartCsv(aModel(wholeYear(JAN_1), JAN_1), contribution?.columns).split('\n');
    expect(csv[0]).toBe('Date,Median,Flood stage,Winter band (upper),Winter band (lower)');
    expect(csv[1]).toBe('Jan 1,2200,2250,2240,2200');
    expect(csv[day(6, 1)]).toBe(`Jun 1,${2200 + (day(6, 1) - 1) / 5},2250,,`);
  });
});
