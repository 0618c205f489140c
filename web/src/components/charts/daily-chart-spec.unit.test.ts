import { julianDay } from '@waterline/domain/calendar/index';
import { describe, expect, it } from 'vitest';
import { drawHeadless } from '../../testing/headless-vega.ts';
import { wholeYear } from './day-axis.ts';
import { dailyChartCsv } from './daily-chart-csv.ts';
import type { DailyChartModel } from './daily-chart-model.ts';
import { HOVERED_DAY_SIGNAL } from './daily-chart-marks.ts';
import { DAILY_DATASETS, dailyChartSpec } from './daily-chart-spec.ts';

const byDay = (value: (day: number) => number) => Float64Array.from({ length: 365 }, (_, i) => value(i + 1));

function aModel(fields: Partial<DailyChartModel> = {}): DailyChartModel {
  return {
    title: 'Fort Peck Dam',
    yTitle: 'Fort Peck Dam (cfs)',
    startCalDay: julianDay(1),
    range: wholeYear(julianDay(1)),
    bands: [
      {
        id: 'minmax',
        name: 'Min - Max',
        lowerName: 'Minimum',
        upperName: 'Maximum',
        color: '#c6dbef',
        opacity: 0.5,
        lower: byDay((d) => d),
        upper: byDay((d) => d + 100),
      },
    ],
    lines: [
      { id: 'median', name: 'Median', color: '#08519c', values: byDay((d) => d + 50) },
      { id: '1950', name: '1950', color: '#ff7f0e', values: byDay((d) => (d === 10 ? NaN : d * 2)), dash: [6, 3] },
    ],
    backgroundLines: [],
    ...fields,
  };
}

/** The model's chart drawn headless, as the browser would. */
async function drawn(model: DailyChartModel, yDomain: [number, number] | null = null) {
  const { spec, datasets, signals, tooltip } = dailyChartSpec(model, { fontSize: 14, yDomain });
  return { ...(await drawHeadless(spec, datasets, signals)), spec, tooltip };
}

describe('the calendar-day chart spec', () => {
  it('makes room for y-axis labels that arrive with the data, after a first draw without any', async () => {
    const model = aModel({
      bands: [],
      lines: [{ id: 'flow', name: 'Flow', color: '#08519c', values: byDay((d) => 180_000 + d) }],
    });
    const { spec, datasets, signals } = dailyChartSpec(model, { fontSize: 14, yDomain: null });
    const { view } = await drawHeadless(spec, {}, signals);
    const leftWithoutLabels = view.origin()[0];
    for (const [name, rows] of Object.entries(datasets)) view.data(name, rows);
    await view.runAsync();
    expect(view.origin()[0]).toBeGreaterThan(leftWithoutLabels + 20);
  });

  it('keeps the titles out of the spec, so another location or statistic updates the view instead of re-creating it', async () => {
    const first = dailyChartSpec(aModel(), { fontSize: 14, yDomain: null });
    const other = dailyChartSpec(aModel({ title: 'Garrison Dam — Mean', yTitle: 'Garrison Dam (cfs)' }), {
      fontSize: 14,
      yDomain: null,
    });
    expect(JSON.stringify(other.spec)).toBe(JSON.stringify(first.spec));
    expect(other.signals).toEqual({ chart_title: 'Garrison Dam — Mean', y_title: 'Garrison Dam (cfs)' });

    const { view } = await drawn(aModel());
    view.signal('chart_title', 'Garrison Dam — Mean').signal('y_title', 'Garrison Dam (cfs)');
    await view.runAsync();
    const texts: string[] = [];
    const visit = (item: { text?: unknown; items?: unknown[] }) => {
      if (typeof item.text === 'string') texts.push(item.text);
      for (const child of item.items ?? []) visit(child as typeof item);
    };
    visit((view.scenegraph() as unknown as { root: never }).root);
    expect(texts).toEqual(expect.arrayContaining(['Garrison Dam — Mean', 'Garrison Dam (cfs)']));
  });

  it("labels the value axis in thousands when it reaches 10,000 (flows), and in full below (a lake's levels)", async () => {
    const labels = async (values: (day: number) => number, yDomain: [number, number] | null = null) => {
      const model = aModel({
        bands: [],
        lines: [{ id: 'level', name: 'Level', color: '#08519c', values: byDay(values) }],
      });
      const { view } = await drawn(model, yDomain);
      return valueAxisLabels(view);
    };
    const lake = await labels((d) => 2238 + (d % 7));
    expect(lake).toContain('2,240');
    expect(lake.every((label) => /^\d,\d{3}(\.\d+)?$/.test(label))).toBe(true);
    expect(await labels((d) => d * 50, [0, 30000])).toEqual(expect.arrayContaining(['0', '10k', '20k', '30k']));
    expect(await labels((d) => d / 1000)).toContain('0.2');
  });

  it('gives each band and line one row per shown day, empty days as null', async () => {
    const { view, warnings } = await drawn(aModel());
    expect(warnings).toEqual([]);
    const bands = view.data(DAILY_DATASETS.bands) as { series: string; lower: number; upper: number }[];
    const lines = view.data(DAILY_DATASETS.lines) as { series: string; day: string; value: number | null }[];
    expect(bands).toHaveLength(365);
    expect(bands[0]).toMatchObject({ series: 'Min - Max', lower: 1, upper: 101, opacity: 0.5 });
    expect(lines).toHaveLength(730);
    expect(lines.filter((row) => row.series === '1950')[9]).toMatchObject({ date: Date.UTC(2001, 0, 10), value: null });
    expect(lines.filter((row) => row.series === 'Median')[364]).toMatchObject({
      date: Date.UTC(2001, 11, 31),
      value: 415,
    });
  });

  it('draws only the chosen range, in the order of a rotated year', async () => {
    const { view } = await drawn(
      aModel({ startCalDay: julianDay(274), range: { startDay: julianDay(335), endDay: julianDay(31) } }),
    );
    const median = (view.data(DAILY_DATASETS.lines) as { series: string; date: number; value: number }[]).filter(
      (row) => row.series === 'Median',
    );
    expect(median).toHaveLength(62);
    expect((view.scale('x').domain() as Date[]).map((date) => date.toISOString().slice(0, 10))).toEqual([
      '2001-12-01',
      '2002-01-31',
    ]);
    expect(median[0]).toMatchObject({ date: Date.UTC(2001, 11, 1), value: 385 });
    expect(median.at(-1)).toMatchObject({ date: Date.UTC(2002, 0, 31), value: 81 });
  });

  it('colours lines and bands as the model says and keeps a locked y range', async () => {
    // Bounds off the ticks' round values: the range is kept as typed, not rounded out.
    const { view, spec } = await drawn(aModel(), [1000, 20000]);
    expect(view.scale('y').domain()).toEqual([1000, 20000]);
    const text = JSON.stringify(spec);
    expect(text).toContain('"range":["#08519c","#ff7f0e"]');
    expect(text).toContain('"range":["#c6dbef"]');
    expect(text).toContain('"range":[[],[6,3]]');
  });

  it('draws each line as one path in its colour, solid lines without any dash pattern', async () => {
    const { view, spec } = await drawn(
      aModel({ lines: [{ id: 'median', name: 'Median', color: '#08519c', values: byDay((d) => d) }] }),
    );
    type Item = { marktype?: string; name?: string; items?: Item[]; stroke?: string; strokeDash?: unknown };
    const lines: Item[] = [];
    const visit = (item: Item) => {
      if (item.name === 'lines_marks') lines.push(...(item.items ?? []));
      for (const child of item.items ?? []) visit(child);
    };
    visit((view.scenegraph() as unknown as { root: Item }).root);
    expect(lines).toEqual([expect.objectContaining({ stroke: '#08519c' })]);
    expect(lines[0]?.strokeDash).toBeUndefined();
    expect(JSON.stringify(spec)).not.toContain('strokeDash');
  });

  it('draws a line on its days, broken where a day has no value', async () => {
    const model = aModel({ range: { startDay: julianDay(9), endDay: julianDay(13) } });
    model.lines[0] = {
      id: 'median',
      name: 'Median',
      color: '#08519c',
      values: byDay((d) => (d === 11 ? NaN : d * 10)),
    };
    const { view } = await drawn(model);
    type Item = {
      name?: string;
      items?: Item[];
      path?: string;
      x?: number;
      y?: number;
      scaleX?: number;
      scaleY?: number;
    };
    let median: Item | undefined;
    const visit = (item: Item) => {
      if (item.name === 'lines_marks') median = item.items?.[0];
      for (const child of item.items ?? []) visit(child);
    };
    visit((view.scenegraph() as unknown as { root: Item }).root);
    expect(median?.path).toBe('M0,90L1,100M3,120L4,130');
    // Day 0 of the path on Jan 9, a unit a day across, value units up: where the scales put each point.
    const x = view.scale('x') as unknown as (time: number) => number;
    const y = view.scale('y') as unknown as (value: number) => number;
    expect((median?.x ?? NaN) + 3 * (median?.scaleX ?? NaN)).toBeCloseTo(x(Date.UTC(2001, 0, 12)), 6);
    expect((median?.y ?? NaN) + 120 * (median?.scaleY ?? NaN)).toBeCloseTo(y(120), 6);
  });

  it("gives each shown day a hover area, one day wide and centred on the day, whose tooltip has the day and each line's value on it", async () => {
    const model = aModel({ range: { startDay: julianDay(9), endDay: julianDay(11) } });
    model.lines[0] = { id: 'median', name: 'Median', color: '#08519c', values: byDay((d) => d * 1000 + 0.125) };
    const { view, tooltip } = await drawn(model);
    type Item = { name?: string; marktype?: string; items?: Item[]; x: number; width: number; height: number };
    const itemsOf = (name: string) => {
      const found: (Item & { tooltip: unknown; opacity: number })[] = [];
      const visit = (item: Item, mark: string | undefined) => {
        if (mark === name) found.push(item as never);
        for (const child of item.items ?? []) visit(child, item.marktype ? item.name : mark);
      };
      visit((view.scenegraph() as unknown as { root: Item }).root, undefined);
      return found;
    };
    const areas = itemsOf('hover_areas');
    // The tooltip is made from the area's value when the pointer is on it.
    expect(areas.map((area) => tooltip?.(area.tooltip))).toEqual([
      { Day: 'Jan 9', Median: '9,000.13', '1950': '18.00' },
      { Day: 'Jan 10', Median: '10,000.13' },
      { Day: 'Jan 11', Median: '11,000.13', '1950': '22.00' },
    ]);
    // Side by side across the plot, each reaching half a day either side of its day's rule, the chart's height tall.
    const xOf = view.scale('x') as unknown as (time: number) => number;
    const dayWidth = xOf(Date.UTC(2000, 0, 10)) - xOf(Date.UTC(2000, 0, 9));
    expect(areas.map((area) => area.width)).toEqual(
      [dayWidth, dayWidth, dayWidth].map((width) => expect.closeTo(width, 6)),
    );
    expect(areas[1]?.x).toBeCloseTo((areas[0]?.x ?? NaN) + dayWidth, 6);
    expect(areas.every((area) => area.height === view.signal('height'))).toBe(true);
    // The rule shows only on hover, on the hovered day.
    expect(itemsOf('hover_rule').map((rule) => rule.opacity)).toEqual([0]);
    await view.signal(HOVERED_DAY_SIGNAL, areas[1]?.tooltip).runAsync();
    const [rule] = itemsOf('hover_rule');
    expect(rule?.opacity).toBe(0.6);
    const hovered = itemsOf('hover_areas')[1];
    expect(rule?.x).toBeCloseTo((hovered?.x ?? NaN) + (hovered?.width ?? NaN) / 2, 6);
    await view.signal(HOVERED_DAY_SIGNAL, null).runAsync();
    expect(itemsOf('hover_rule').map((rule) => rule.opacity)).toEqual([0]);
  });

  it('fits the y range to the data when not locked', async () => {
    const { view } = await drawn(aModel());
    const [low, high] = view.scale('y').domain() as [number, number];
    expect(low).toBeLessThanOrEqual(1);
    expect(high).toBeGreaterThanOrEqual(730);
  });

  it('adds extension layers and their datasets', async () => {
    const model = aModel();
    const { spec, datasets } = dailyChartSpec(model, {
      fontSize: 14,
      yDomain: null,
      extensions: [
        {
          data: [{ name: 'limits' }],
          marks: [
            {
              type: 'rule',
              from: { data: 'limits' },
              encode: { update: { y: { scale: 'y', field: 'value' }, x: { value: 0 }, x2: { signal: 'width' } } },
            },
          ],
          yFields: [{ data: 'limits', field: 'value' }],
          datasets: { limits: [{ value: 5000 }] },
        },
      ],
    });
    expect(datasets.limits).toEqual([{ value: 5000 }]);
    const { view } = await drawHeadless(spec, datasets);
    expect(view.data('limits')).toEqual([expect.objectContaining({ value: 5000 })]);
    expect((view.scale('y').domain() as number[])[1]).toBeGreaterThanOrEqual(5000);
  });

  it('leaves out layers and datasets with nothing in them', async () => {
    const { view, warnings, spec } = await drawn(aModel({ bands: [] }));
    expect(warnings).toEqual([]);
    expect(JSON.stringify(spec)).not.toContain(`"name":"${DAILY_DATASETS.bands}"`);
    expect(() => view.data(DAILY_DATASETS.bands)).toThrow();
    expect(view.data(DAILY_DATASETS.lines)).toHaveLength(730);
  });

  it('sizes fonts from the panel font size', () => {
    const { spec } = dailyChartSpec(aModel(), { fontSize: 17, yDomain: null });
    expect(spec.config?.axis).toMatchObject({ labelFontSize: 17, titleFontSize: 18 });
    expect(spec.config?.legend).toMatchObject({ labelFontSize: 17 });
  });
});

describe('the CSV of a calendar-day chart', () => {
  it('has one row per shown day and a column per band edge and line, rounded, empty where there is no value', () => {
    const model = aModel({
      lines: [{ id: 'mean', name: 'Mean', color: '#000', values: byDay((d) => (d === 2 ? NaN : d / 3)) }],
      range: { startDay: julianDay(1), endDay: julianDay(3) },
    });
    expect(dailyChartCsv(model, [{ name: 'Limit, upper', values: byDay(() => 5000) }]).split('\n')).toEqual([
      'Date,Minimum,Maximum,Mean,"Limit, upper"',
      'Jan 1,1,101,0.33,5000',
      'Jan 2,2,102,,5000',
      'Jan 3,3,103,1,5000',
    ]);
  });

  it('keeps a line named like a formula as text, and negative values as numbers', () => {
    const model = aModel({
      bands: [],
      lines: [{ id: 'x', name: '=HYPERLINK("http://x")', color: '#000', values: byDay(() => -2.5) }],
      range: { startDay: julianDay(1), endDay: julianDay(1) },
    });
    expect(dailyChartCsv(model).split('\n')).toEqual(['Date,"\'=HYPERLINK(""http://x"")"', 'Jan 1,-2.5']);
  });
});

/** The label texts of the value axis (on the left, so its labels are right-aligned), as drawn. */
function valueAxisLabels(view: { scenegraph(): unknown }): string[] {
  const texts: string[] = [];
  const visit = (item: { role?: string; align?: string; text?: unknown; items?: unknown[] }) => {
    if (item.role === 'axis-label')
      for (const label of item.items as { align?: string; text?: unknown }[])
        if (label.align === 'right' && typeof label.text === 'string') texts.push(label.text);
    for (const child of item.items ?? []) visit(child as typeof item);
  };
  visit((view.scenegraph() as { root: never }).root);
  return texts;
}
