import { seriesOf } from '@waterline/domain/analysis/testing/series-builder';
import { daysOfRange, julianDay } from '@waterline/domain/calendar/index';
import { describe, expect, it } from 'vitest';
import { dayAxis } from '../../../../components/charts/day-axis.ts';
import { drawHeadless } from '../../../../testing/headless-vega.ts';
import { dimensionCsv } from './dimension-csv.ts';
import { acceptedBounds } from './DimensionFilters.tsx';
import { HISTORICAL_DATASET, historicalSpec } from './historical-spec.ts';
import { claimOneTimeNotice, NOTICE_FLAG } from './notice-flag.ts';
import { dimensionModel, type DimensionModel } from './points.ts';
import { CUBE, pointPosition, sceneFrame, tickText, yearPath } from './scene-geometry.ts';

const WHOLE = { min: 0, max: 100 };
const range = { startDay: julianDay(1), endDay: julianDay(3) };
const axis = dayAxis(range, julianDay(1));
// X is 100 * (year - 2000) + day, Y twice X, Z constant 5 but empty on day 2 of 2002.
const x = seriesOf(2000, 2002, (year, day) => 100 * (year - 2000) + day);
const y = seriesOf(2000, 2002, (year, day) => 2 * (100 * (year - 2000) + day));
const z = seriesOf(2000, 2002, (year, day) => (year === 2002 && day === 2 ? NaN : 5));
const model = dimensionModel({
  series: [x, y, z],
  axes: [WHOLE, WHOLE, WHOLE],
  startCalDay: julianDay(1),
  days: axis.days,
  pickYear: 2001,
  proximity: 1,
}) as DimensionModel;
const names = ['X: A (cfs)', 'Y: B (cfs)', 'Z: C (cfs)'] as const;

interface Scene {
  marktype?: string;
  width?: number;
  items?: Scene[];
}

/** Every drawn item of marks of a type. */
function markItems(scene: Scene, marktype: string): Scene[] {
  const own = scene.marktype === marktype ? (scene.items ?? []) : [];
  return [...own, ...(scene.items ?? []).flatMap((item) => markItems(item, marktype))];
}

describe('the Historical view', () => {
  it('draws one cell per point, on the day axis, coloured by distance, with the chosen year outlined', async () => {
    const { spec, datasets } = historicalSpec(model, {
      title: 'T',
      names,
      years: [2000, 2001, 2002],
      pickYear: 2001,
      proximity: 0.2,
      axis,
      fontSize: 14,
    });
    const { view, warnings } = await drawHeadless(spec, datasets);
    expect(warnings).toEqual([]);
    const cells = view.data(HISTORICAL_DATASET) as {
      year: number;
      day: string;
      date: number;
      distance: number;
      x: number;
    }[];
    // 3 days of 2001, then 3 of 2000 and 2 of 2002 (day 2 of 2002 has no Z).
    expect(cells.map((cell) => `${cell.year} ${cell.day}`)).toEqual([
      '2001 Jan 1',
      '2001 Jan 2',
      '2001 Jan 3',
      '2000 Jan 1',
      '2000 Jan 2',
      '2000 Jan 3',
      '2002 Jan 1',
      '2002 Jan 3',
    ]);
    expect(cells[3]).toMatchObject({ date: axis.times[0], x: 1 });
    const rects = (view.scenegraph() as unknown as { root: Scene }).root;
    const widths = markItems(rects, 'rect').map((item) => item.width ?? 0);
    // Each cell is one of the three days wide; the outline spans all three.
    const cell = widths[0] ?? NaN;
    expect(widths.filter((width) => Math.abs(width - cell) < 0.01)).toHaveLength(8);
    expect(widths.some((width) => Math.abs(width - 3 * cell) < 0.01)).toBe(true);
    // X and Y span 1..565 over the record: one year apart is 100 / 564 of the range.
    expect(cells[3]?.distance).toBeCloseTo(100 / 564);
    expect(view.scale('y').domain()).toEqual([2000, 2001, 2002]);
    expect(view.scale('color').domain()).toEqual([0, 0.2]);
  });
});

describe('the 3D view geometry', () => {
  it('places a point at the percents of its values in their ranges', () => {
    expect(pointPosition({ shares: [0, 0.5, 1] })).toEqual([0, 50, 100]);
  });

  it('draws the cube, the min/max box only when it is smaller, ticks with values and axis titles', () => {
    const ranges = [
      { low: 0, high: 40000 },
      { low: 0, high: 4 },
      { low: 10, high: 10 },
    ] as const;
    const whole = sceneFrame(ranges, [WHOLE, WHOLE, WHOLE], ['X', 'Y', 'Z']);
    expect(whole.lines).toHaveLength(12);
    expect(
      whole.lines.every((line) =>
        line.from.concat(line.to).every((coordinate) => coordinate === 0 || coordinate === CUBE),
      ),
    ).toBe(true);
    expect(whole.labels.filter((label) => label.kind === 'tick').map((label) => label.text)).toEqual([
      '0',
      '10,000',
      '20,000',
      '30,000',
      '40,000',
      '0',
      '1',
      '2',
      '3',
      '4',
      '10',
      '10',
      '10',
      '10',
      '10',
    ]);
    expect(whole.labels.filter((label) => label.kind === 'title').map((label) => label.text)).toEqual(['X', 'Y', 'Z']);
    const boxed = sceneFrame(ranges, [{ min: 10, max: 40 }, WHOLE, WHOLE], ['X', 'Y', 'Z']);
    const box = boxed.lines.filter((line) => line.kind === 'box');
    expect(box).toHaveLength(12);
    expect(new Set(box.flatMap((line) => [line.from[0], line.to[0]]))).toEqual(new Set([10, 40]));
  });

  it('shows small ranges with two decimals', () => {
    expect(tickText(1.2345, { low: 0, high: 5 })).toBe('1.23');
    expect(tickText(12345.6, { low: 0, high: 20000 })).toBe('12,346');
  });

  it('joins only consecutive shown days of the chosen year', () => {
    const points = [0, 1, 3].map((position) => ({
      year: 2001,
      day: julianDay(position + 1),
      position,
      values: [0, 0, 0] as const,
      shares: [position / 10, 0, 0] as const,
      distance: 0,
    }));
    expect(yearPath(points)).toEqual([{ from: [0, 0, 0], to: [10, 0, 0] }]);
  });
});

describe('the Multiple Dimension export and inputs', () => {
  it('writes one CSV row per point shown, values to 2 decimals', () => {
    const lines = dimensionCsv(model, names, 2001).split('\n');
    expect(lines[0]).toBe('Year,Date,X: A (cfs),Y: B (cfs),Z: C (cfs),Distance,Points');
    expect(lines).toHaveLength(1 + 8);
    expect(lines[1]).toBe('2001,Jan 1,101,202,5,0,Chosen year');
    expect(lines[4]).toBe('2000,Jan 1,1,2,5,0.1773,Within proximity');
  });

  it('takes min and max percents only within 0..100 with min not above max', () => {
    expect(acceptedBounds('10', '40')).toEqual({ min: 10, max: 40 });
    expect(acceptedBounds('40', '10')).toBeNull();
    expect(acceptedBounds('-1', '10')).toBeNull();
    expect(acceptedBounds('0', '101')).toBeNull();
    expect(acceptedBounds('', '10')).toBeNull();
    expect(acceptedBounds('2.5', '2.5')).toEqual({ min: 2.5, max: 2.5 });
  });

  it('shows the one-time message the first time only, and never when storage is blocked', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    expect(claimOneTimeNotice(storage)).toBe(true);
    expect(items.has(NOTICE_FLAG)).toBe(true);
    expect(claimOneTimeNotice(storage)).toBe(false);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    };
    expect(claimOneTimeNotice(blocked)).toBe(false);
  });
});

it('keeps the day range in the order of the shown days', () => {
  expect(daysOfRange(range)).toEqual(axis.days);
});
