import { julianDay } from '@waterline/domain/calendar/index';
import type { View } from 'vega';
import { describe, expect, it } from 'vitest';
import { drawHeadless } from '../../testing/headless-vega.ts';
import { wholeYear } from './day-axis.ts';
import type { DailyChartModel, DataRow } from './daily-chart-model.ts';
import { dailyChartSpec } from './daily-chart-spec.ts';
import { rowChanges, rowCopies, updateViewRows } from './view-rows.ts';

const byDay = (value: (day: number) => number) => Float64Array.from({ length: 365 }, (_, i) => value(i + 1));

function linesOf(...lines: [name: string, value: (day: number) => number][]): DailyChartModel {
  return {
    title: 'Fort Peck Dam',
    yTitle: 'Fort Peck Dam (cfs)',
    startCalDay: julianDay(1),
    range: wholeYear(julianDay(1)),
    bands: [],
    lines: lines.map(([name, value]) => ({ id: name, name, color: '#08519c', values: byDay(value) })),
    backgroundLines: [],
  };
}

/** The y on the canvas of every day the view's lines draw, by series (undefined on days without a value). */
function drawnYs(view: View): Map<string, (number | undefined)[]> {
  type Item = { mark?: { name?: string }; datum?: DataRow; path?: string; y?: number; scaleY?: number; items?: Item[] };
  const ys = new Map<string, (number | undefined)[]>();
  const visit = (item: Item) => {
    if (item.mark?.name === 'lines_marks' && item.datum) {
      const days: (number | undefined)[] = new Array(365).fill(undefined);
      for (const [, day, value] of (item.path ?? '').matchAll(/[ML]([^,]+),([^ML]+)/g))
        days[Number(day)] = (item.y ?? 0) + Number(value) * (item.scaleY ?? 1);
      ys.set(String(item.datum.series), days);
    }
    for (const child of item.items ?? []) visit(child);
  };
  visit((view.scenegraph() as unknown as { root: Item }).root);
  return ys;
}

describe("a drawn view's new rows", () => {
  it('are the changes of the values that differ when the rows match one for one, and none otherwise', () => {
    const held = [
      { series: 'A', date: 1, value: 10 },
      { series: 'A', date: 2, value: 20 },
    ];
    expect(
      rowChanges(held, [
        { series: 'A', date: 1, value: 10 },
        { series: 'A', date: 2, value: null },
      ]),
    ).toEqual([{ row: held[1], field: 'value', value: null }]);
    expect(rowChanges(held, [{ series: 'A', date: 1, value: 10 }])).toBeNull();
    expect(
      rowChanges(held, [
        { series: 'A', date: 1, value: 10 },
        { series: 'A', date: 2, level: 20 },
      ]),
    ).toBeNull();
    expect(
      rowChanges(held, [
        { series: 'A', date: 1, value: 10 },
        { series: 'A', date: 2, value: 20, note: 'x' },
      ]),
    ).toBeNull();
  });

  it("are drawn whether they change values in place or replace the rows, and leave the caller's rows as they were", async () => {
    const first = dailyChartSpec(linesOf(['Median', (day) => day], ['Mean', (day) => day + 10]), {
      fontSize: 14,
      yDomain: null,
    });
    // As VegaChart draws: the view holds copies.
    const { view } = await drawHeadless(first.spec, rowCopies(first.datasets), first.signals);

    // Another statistic: the same rows with other values, one of them missing.
    const next = dailyChartSpec(
      linesOf(['Median', (day) => (day === 100 ? NaN : day * 100)], ['Mean', (day) => day * 50]),
      { fontSize: 14, yDomain: null },
    );
    for (const [name, rows] of Object.entries(next.datasets)) updateViewRows(view, name, rows);
    await view.runAsync();
    expect(view.data('lines').map((row) => row.value)).toEqual(next.datasets.lines?.map((row) => row.value));
    expect(view.scale('y').domain()[1]).toBeGreaterThanOrEqual(36_500);
    const y = view.scale('y') as unknown as (value: number) => number;
    expect(drawnYs(view).get('Median')?.slice(98, 101)).toEqual([
      expect.closeTo(y(9900), 6),
      undefined,
      expect.closeTo(y(10_100), 6),
    ]);
    expect(drawnYs(view).get('Mean')?.[364]).toBeCloseTo(y(365 * 50), 6);
    expect(next.datasets.lines?.[0]?.value).toBe(100);

    // A third line: other rows, which replace the view's.
    const more = dailyChartSpec(linesOf(['Median', (day) => day], ['Mean', (day) => day], ['Max', (day) => day * 3]), {
      fontSize: 14,
      yDomain: null,
    });
    for (const [name, rows] of Object.entries(more.datasets)) updateViewRows(view, name, rows);
    await view.runAsync();
    const points = (rows: readonly DataRow[] | undefined) => rows?.map((row) => [row.series, row.date, row.value]);
    expect(points(view.data('lines'))).toEqual(points(more.datasets.lines));
    expect(drawnYs(view).get('Max')?.[0]).toBeCloseTo(y(3), 6);

    // And values again, in the rows the view holds, not in the ones it was given.
    const last = dailyChartSpec(linesOf(['Median', (day) => day], ['Mean', (day) => day], ['Max', (day) => day * 4]), {
      fontSize: 14,
      yDomain: null,
    });
    for (const [name, rows] of Object.entries(last.datasets)) updateViewRows(view, name, rows);
    await view.runAsync();
    expect(drawnYs(view).get('Max')?.[0]).toBeCloseTo(y(4), 6);
    expect(more.datasets.lines?.find((row) => row.series === 'Max')?.value).toBe(3);
  });
});
