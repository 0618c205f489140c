// Vega-Lite specs of the river pages' charts; data comes in named datasets so new answers only update the view.
import type { TopLevelSpec } from 'vega-lite';
import type { PackedPoint } from '@waterline/contract/river';
import type { DataRow } from '../../../components/charts/daily-chart-model.ts';

export const FLOOD_LEVELS = ['action', 'minor', 'moderate', 'major'] as const;
export type FloodStage = Record<(typeof FLOOD_LEVELS)[number], number>;

const FLOOD_COLORS = ['#f2c94c', '#f2994a', '#eb5757', '#9b51e0'];
/** How far above the major level the major band reaches, as a share of the major level. */
const MAJOR_BAND_HEADROOM = 0.1;

/** Readings as rows { t, value }: a null value stays in so the line breaks there (an ice gap is a gap). */
export const pointRows = (points: readonly PackedPoint[]): DataRow[] => points.map(([t, value]) => ({ t, value }));

export const hasValues = (points: readonly PackedPoint[]) => points.some(([, value]) => value !== null);

/** One band per flood level, from its level to the next (the major band reaches a little above major). */
export function floodBandRows(stage: FloodStage): DataRow[] {
  return FLOOD_LEVELS.map((level, index) => {
    const next = FLOOD_LEVELS[index + 1];
    return { level, from: stage[level], to: next ? stage[next] : stage.major + stage.major * MAJOR_BAND_HEADROOM };
  });
}

const WIDTH = 'container' as const;
const HEIGHT = 220;
const timeAxis = { field: 't', type: 'temporal', title: null, axis: { labelOverlap: true, tickCount: 6 } } as const;
// Nulls break the line instead of joining the readings either side of a gap.
const lineMark = { type: 'line', invalid: 'break-paths-show-domains', interpolate: 'linear' } as const;

/** Discharge or stage over time; stage charts carry the flood bands (dataset `bands`). */
export function gaugeSpec(unit: string, withBands: boolean): TopLevelSpec {
  const line = {
    data: { name: 'readings' },
    mark: { ...lineMark, color: '#0b5394', strokeWidth: 1.6 },
    encoding: { x: timeAxis, y: { field: 'value', type: 'quantitative', title: unit, scale: { zero: false } } },
  };
  const bands = {
    data: { name: 'bands' },
    mark: { type: 'rect', opacity: 0.18 },
    encoding: {
      y: { field: 'from', type: 'quantitative' },
      y2: { field: 'to' },
      color: {
        field: 'level',
        type: 'nominal',
        title: 'Flood stage',
        scale: { domain: [...FLOOD_LEVELS], range: FLOOD_COLORS },
        legend: { orient: 'bottom' },
      },
    },
  };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: WIDTH,
    height: HEIGHT,
    autosize: { type: 'fit-x', contains: 'padding' },
    layer: withBands ? [bands, line] : [line],
  } as TopLevelSpec;
}

/** Reservoir elevation with its reference lines (dataset `lines`) and the 2024 target (dataset `target`). */
export function reservoirSpec(): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: WIDTH,
    height: HEIGHT,
    autosize: { type: 'fit-x', contains: 'padding' },
    layer: [
      {
        data: { name: 'lines' },
        mark: { type: 'rule', color: '#b3261e', strokeDash: [6, 3] },
        encoding: { y: { field: 'value', type: 'quantitative' } },
      },
      {
        data: { name: 'lines' },
        mark: { type: 'text', align: 'left', dx: 4, dy: -6, color: '#b3261e', fontSize: 11 },
        encoding: { y: { field: 'value', type: 'quantitative' }, x: { value: 0 }, text: { field: 'label' } },
      },
      {
        data: { name: 'target' },
        mark: { ...lineMark, color: '#2ca02c', strokeDash: [4, 2] },
        encoding: { x: timeAxis, y: { field: 'value', type: 'quantitative' } },
      },
      {
        data: { name: 'readings' },
        mark: { ...lineMark, color: '#0b5394' },
        encoding: {
          x: timeAxis,
          y: { field: 'value', type: 'quantitative', title: 'Elevation (ft)', scale: { zero: false } },
        },
      },
    ],
  } as TopLevelSpec;
}

/** A flow's median year (dashed) and this year (dataset `series`, field `series`). */
export function medianAndYearSpec(unit: string): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: WIDTH,
    height: HEIGHT,
    autosize: { type: 'fit-x', contains: 'padding' },
    data: { name: 'series' },
    mark: lineMark,
    encoding: {
      x: timeAxis,
      y: { field: 'value', type: 'quantitative', title: unit },
      color: {
        field: 'series',
        type: 'nominal',
        title: null,
        scale: { domain: ['Median', '2024'], range: ['#7f7f7f', '#0b5394'] },
        legend: { orient: 'bottom' },
      },
      strokeDash: {
        field: 'series',
        type: 'nominal',
        title: null,
        scale: {
          domain: ['Median', '2024'],
          range: [
            [4, 3],
            [1, 0],
          ],
        },
        legend: { orient: 'bottom' },
      },
    },
  } as TopLevelSpec;
}
