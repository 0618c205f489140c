// The parts of a calendar-day chart's Vega marks, which its extensions (thresholds) draw with too.
import { MS_PER_DAY } from '@waterline/domain/calendar/index';
import type { Mark } from 'vega';

/** The x and y fields every mark of a calendar-day chart (including extensions) draws: the day's time (UTC ms) and the value. */
export const X_FIELD = 'date';
export const Y_FIELD = 'value';

/** The chart's scales: extension marks draw on x (UTC milliseconds) and y. */
export const DAILY_SCALES = { x: 'x', y: 'y', stroke: 'stroke', strokeDash: 'strokeDash', fill: 'fill' } as const;

/** The signal holding the time of the day under the pointer, null when there is none. */
export const HOVERED_DAY_SIGNAL = 'hovered_day';
/** The hover rule's areas, whose pointer events set the hovered day. */
export const HOVER_AREAS = 'hover_areas';

/** A row is drawn where `field` has a value: the rows hold numbers or null (see valueOrNull), never NaN. */
export const definedWhere = (field: string) => ({ signal: `datum.${field} !== null` });

/** A point of a line on the chart's scales: x the row's time, y its `field`, broken where there is no value. */
export const linePoint = (field: string = Y_FIELD) => ({
  x: { scale: DAILY_SCALES.x, field: X_FIELD },
  y: { scale: DAILY_SCALES.y, field },
  defined: definedWhere(field),
});

/** The encoding of a filled range between a row's `lower` and `upper`, broken where `lower` has no value. */
export const rangePoint = () => ({
  orient: { value: 'vertical' },
  x: { scale: DAILY_SCALES.x, field: X_FIELD },
  y: { scale: DAILY_SCALES.y, field: 'lower' },
  y2: { scale: DAILY_SCALES.y, field: 'upper' },
  defined: definedWhere('lower'),
});

/**
 * A mark of many points drawn from `data`, clipped to the plot, that the pointer passes through; it leaves out
 * Vega's per-point ARIA description (the chart's element carries its accessible name). `name` prefixes its
 * name: a named mark is a dataset too, so none may take a dataset's name.
 */
export function plotMark(
  type: 'line' | 'area' | 'path',
  name: string,
  data: string,
  encode: Record<string, unknown>,
): Mark {
  return {
    type,
    name: `${name}_marks`,
    from: { data },
    clip: true,
    interactive: false,
    aria: false,
    encode: { update: encode },
  } as Mark;
}

/** One line or area per group of `data`'s rows with the same `groupby` fields, drawn as the rows come (in date order). */
export function pathsByGroup(
  name: string,
  data: string,
  groupby: string[],
  mark: { type: 'line' | 'area'; encode: Record<string, unknown> },
): Mark {
  const rows = `${name}_rows`;
  return {
    type: 'group',
    name: `${name}_groups`,
    from: { facet: { name: rows, data, groupby } },
    encode: { update: { width: { field: { group: 'width' } }, height: { field: { group: 'height' } } } },
    marks: [plotMark(mark.type, name, rows, mark.encode)],
  } as Mark;
}

/**
 * A line as an SVG path in the chart's day and value units: x the index of the shown day, y the value;
 * a day without a value breaks the line. One point per command, as Vega's path parser reads them.
 */
export function linePath(values: readonly (number | null)[]): string {
  let path = '';
  let drawing = false;
  values.forEach((value, index) => {
    if (value === null) drawing = false;
    else {
      path += `${drawing ? 'L' : 'M'}${index},${value}`;
      drawing = true;
    }
  });
  return path;
}

/** Places a path of linePath on the chart's scales: day 0 at the first shown day's time, a unit a day across, the values up. */
const onDailyScales = (firstTime: number) => {
  const x = (time: number) => `scale('${DAILY_SCALES.x}', ${time})`;
  const y = (value: number) => `scale('${DAILY_SCALES.y}', ${value})`;
  return {
    x: { signal: x(firstTime) },
    scaleX: { signal: `${x(firstTime + MS_PER_DAY)} - ${x(firstTime)}` },
    y: { signal: y(0) },
    scaleY: { signal: `${y(1)} - ${y(0)}` },
  };
};

/**
 * One line per row of `data`, whose `path` field holds the line (see linePath), clipped to the plot: a line
 * of a year is one mark item to encode and bound rather than 365, and it keeps its stroke width however
 * the scales stretch it.
 */
export function dailyPaths(name: string, data: string, firstTime: number, encode: Record<string, unknown>): Mark {
  return plotMark('path', name, data, { path: { field: 'path' }, ...onDailyScales(firstTime), ...encode });
}
