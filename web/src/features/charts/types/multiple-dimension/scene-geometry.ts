// Where the '3d' view puts things: the cube of 0..100% of each location's range, its axes, ticks and the min/max box.
import type { DimensionAxis } from '../../state/chart-state.ts';
import { triple, valueAtPercent, type AxisIndex, type DimensionPoint, type Triple, type ValueRange } from './points.ts';

export type Position = [number, number, number];

/** The cube's edge: a point's coordinates are the percents of its three values in their ranges. */
export const CUBE = 100;
const TICKS = [0, 25, 50, 75, 100];
/** How far outside the cube tick labels and axis titles sit. */
const LABEL_OFFSET = 8;
const TITLE_OFFSET = 34;

/** A point's place in the cube. */
export function pointPosition(point: Pick<DimensionPoint, 'shares'>): Position {
  return [point.shares[0] * CUBE, point.shares[1] * CUBE, point.shares[2] * CUBE];
}

export interface SceneLine {
  from: Position;
  to: Position;
  kind: 'cube' | 'box';
}

export interface SceneLabel {
  text: string;
  position: Position;
  kind: 'tick' | 'title';
}

/** A position with `value` on one axis and the given coordinates on the others. */
function along(axis: AxisIndex, value: number, others: Position = [0, 0, 0]): Position {
  const position: Position = [...others];
  position[axis] = value;
  return position;
}

/** The twelve edges of the box from `low` to `high` on every axis. */
function boxEdges(low: Triple<number>, high: Triple<number>, kind: SceneLine['kind']): SceneLine[] {
  const lines: SceneLine[] = [];
  for (const axis of [0, 1, 2] as const) {
    const [a, b] = ([0, 1, 2] as const).filter((other) => other !== axis) as [AxisIndex, AxisIndex];
    for (const first of [low[a], high[a]]) {
      for (const second of [low[b], high[b]]) {
        const corner: Position = [0, 0, 0];
        corner[a] = first;
        corner[b] = second;
        lines.push({ from: along(axis, low[axis], corner), to: along(axis, high[axis], corner), kind });
      }
    }
  }
  return lines;
}

/** Numbers as the axes show them: whole numbers for large ranges, two decimals for small ones. */
export function tickText(value: number, range: ValueRange): string {
  const digits = range.high - range.low >= 10 ? 0 : 2;
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

/**
 * The frame drawn around the points: the cube's edges; the min/max box when it is smaller than the
 * cube; tick labels at 0, 25, 50, 75 and 100% of each range with the value there; and each axis's title.
 */
export function sceneFrame(
  ranges: Triple<ValueRange>,
  axes: Triple<Pick<DimensionAxis, 'min' | 'max'>>,
  titles: Triple<string>,
): { lines: SceneLine[]; labels: SceneLabel[] } {
  const lines = boxEdges([0, 0, 0], [CUBE, CUBE, CUBE], 'cube');
  const whole = axes.every((axis) => axis.min <= 0 && axis.max >= CUBE);
  if (!whole)
    lines.push(
      ...boxEdges(
        triple((axis) => axes[axis].min),
        triple((axis) => axes[axis].max),
        'box',
      ),
    );
  // Labels sit just outside three edges that do not meet: X along the front, Y along the right, Z up the back-left corner.
  const outside = (axis: AxisIndex, offset: number): Position => {
    if (axis === 0) return [0, -offset, -offset];
    if (axis === 1) return [CUBE + offset, 0, -offset];
    return [-offset, CUBE + offset, 0];
  };
  const labels: SceneLabel[] = [];
  for (const axis of [0, 1, 2] as const) {
    for (const percent of TICKS) {
      labels.push({
        text: tickText(valueAtPercent(ranges[axis], percent), ranges[axis]),
        position: along(axis, percent, outside(axis, LABEL_OFFSET)),
        kind: 'tick',
      });
    }
    labels.push({ text: titles[axis], position: along(axis, CUBE / 2, outside(axis, TITLE_OFFSET)), kind: 'title' });
  }
  return { lines, labels };
}

export interface PathSegment {
  from: Position;
  to: Position;
}

/** Segments joining consecutive shown days of the chosen year, so its path through the year reads as a line. */
export function yearPath(points: readonly DimensionPoint[]): PathSegment[] {
  const segments: PathSegment[] = [];
  points.forEach((point, index) => {
    const next = points[index + 1];
    if (next && next.position === point.position + 1)
      segments.push({ from: pointPosition(point), to: pointPosition(next) });
  });
  return segments;
}
