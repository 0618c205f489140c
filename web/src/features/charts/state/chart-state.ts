import { DAYS_IN_YEAR } from '@waterline/domain/calendar/index';
import { z } from 'zod';

/** The data-type choice that shows one year instead of a statistic (the admin's default chart uses the same key). */
export const PICK_YEAR = 'pickYear';

export const DEFAULT_FONT_SIZE = 14;
export const MIN_FONT_SIZE = 8;
export const MAX_FONT_SIZE = 40;

const text = (max: number) => z.string().max(max);
const day = z.number().int().min(1).max(DAYS_IN_YEAR);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Bounds of a Multiple Dimension axis, in percent of its location's range over the record (docs/product-guide.md#fixed-values: 0 and 100). */
export const DIMENSION_AXIS_MIN = 0;
export const DIMENSION_AXIS_MAX = 100;
/** The proximity of a new Multiple Dimension chart, on the slider's 0..1 scale. */
export const DEFAULT_PROXIMITY = 0.05;

const percent = z.number().min(DIMENSION_AXIS_MIN).max(DIMENSION_AXIS_MAX);
const dimensionAxis = z.object({
  location: text(200).default(''),
  min: percent.default(DIMENSION_AXIS_MIN),
  max: percent.default(DIMENSION_AXIS_MAX),
});
const newAxis = () => ({ location: '', min: DIMENSION_AXIS_MIN, max: DIMENSION_AXIS_MAX });

/** A Multiple Dimension chart's own fields: its three axes, the proximity (0..1, step 0.01) and the view shown. */
export const dimensionSchema = z.object({
  x: dimensionAxis.default(newAxis),
  y: dimensionAxis.default(newAxis),
  z: dimensionAxis.default(newAxis),
  proximity: z.number().min(0).max(1).default(DEFAULT_PROXIMITY),
  view: z.enum(['3d', 'historical']).default('3d'),
});

export type DimensionSettings = z.output<typeof dimensionSchema>;
export type DimensionAxisKey = 'x' | 'y' | 'z';
export type DimensionAxis = DimensionSettings[DimensionAxisKey];

/**
 * One chart panel's state (docs/product-guide.md#what-a-project-holds), plus its font size, the traces hidden in its traces list
 * and the thresholds it hides.
 * Fields a chart type does not use keep their defaults. Every field has a default, so charts saved by an
 * older version still read.
 */
export const chartStateSchema = z.object({
  id: z.string().trim().min(1).max(64),
  /** A chart type id of the registry; any other value shows 'Invalid Chart Type'. */
  chartType: text(64),
  /** Ids of the thresholds this chart shows whatever their saved `visible`; owned by the thresholds panel. */
  thresholds: z.array(text(200)).max(500).default([]),
  /** Ids of the thresholds this chart hides whatever their saved `visible`; the others show as saved. */
  hiddenThresholds: z.array(text(200)).max(500).default([]),
  /** The julian days shown, inclusive; a range of 365 days is the whole year from the project's start-of-year day. */
  startDay: day.default(1),
  endDay: day.default(DAYS_IN_YEAR),
  location: text(200).default(''),
  /** The year shown when lookupKey is PICK_YEAR. */
  pickYear: z.number().int().nullable().default(null),
  /** Years drawn as traces (Single Alternative). */
  pickYears: z.array(z.number().int()).max(500).default([]),
  /** A statistic key (min, q10, q25, median, mean, q75, q90, max) or PICK_YEAR. */
  lookupKey: text(64).default('median'),
  lookupKeys: z.array(text(64)).max(50).default([]),
  selectedAlt: text(200).default(''),
  selectedAlts: z.array(text(200)).max(200).default([]),
  selectedLocations: z.array(text(200)).max(200).default([]),
  altA: text(200).default(''),
  altB: text(200).default(''),
  pickYearVisible: z.boolean().default(true),
  allYearsVisible: z.boolean().default(false),
  diffMethod: z.enum(['absolute', 'relative']).default('absolute'),
  selectedThreshold: text(200).nullable().default(null),
  /** The first and last date a Continuous Time Series chart shows (YYYY-MM-DD); null shows the last 3650 days of the record. */
  timeWindow: z.tuple([isoDate, isoDate]).nullable().default(null),
  fontSize: z.number().int().min(MIN_FONT_SIZE).max(MAX_FONT_SIZE).default(DEFAULT_FONT_SIZE),
  hiddenTraces: z.array(text(200)).max(1000).default([]),
  /** Multiple Dimension only (see types/multiple-dimension). */
  dimension: dimensionSchema.default(() => dimensionSchema.parse({})),
});

export type ChartState = z.output<typeof chartStateSchema>;

/** Changes to a chart; its id never changes. The settings inside `dimension` change one by one. */
export type ChartChanges = Partial<Omit<ChartState, 'id' | 'dimension'>> & { dimension?: Partial<DimensionSettings> };

/** The chart with the changes applied: fields replace fields, and `dimension` settings replace settings. */
export function changedChart(chart: ChartState, changes: ChartChanges): ChartState {
  const { dimension, ...fields } = changes;
  return {
    ...chart,
    ...fields,
    ...(dimension ? { dimension: { ...chart.dimension, ...dimension } } : {}),
    id: chart.id,
  };
}

/** A chart of the given type with every other field at its default. */
export function newChartState(id: string, chartType: string, fields: ChartChanges = {}): ChartState {
  return chartStateSchema.parse({ id, chartType, ...fields });
}

/** A chart read from storage or a link, or null when it is not a chart. */
export function parseChartState(input: unknown): ChartState | null {
  const parsed = chartStateSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

/** A new chart id: the current time in milliseconds (docs/product-guide.md#how-things-change), moved on until no chart has it. */
export function newChartId(now: number, taken: Iterable<string>): string {
  const used = new Set(taken);
  let candidate = Math.trunc(now);
  while (used.has(String(candidate))) candidate += 1;
  return String(candidate);
}

/** The font size one step smaller or larger, within the allowed sizes. */
export function steppedFontSize(fontSize: number, step: 1 | -1): number {
  return Math.min(MAX_FONT_SIZE, Math.max(MIN_FONT_SIZE, fontSize + step));
}
