import { z } from 'zod';
import { lockedRangeProblem, RANGE_ORDER_MESSAGE } from '../user-settings/locked-range.ts';
import { chartTypeLabels, chartTypes, defaultChartTypes, type ChartType } from './chart-types.ts';
import { locationGroupsSchema, type LocationGroup } from './location-groups.ts';
import { observedSourceSchema } from '../observed/observed-source.ts';

export { locationGroupSchema, locationGroupsSchema, type LocationGroup } from './location-groups.ts';

const name = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} is longer than ${max} characters`);
const text = (max: number) => z.string().max(max, `Text is longer than ${max} characters`);
const color = z.string().trim().max(64, 'Colour is longer than 64 characters');

/** An alternative (a scenario) as stored. `key` identifies it across edits; it starts out equal to the name. */
export const alternativeSchema = z.object({
  key: name('Alternative key', 200),
  text: name('Alternative name', 200),
  description: text(2000),
  dataSource: text(2000),
  color,
  autofill: z.boolean(),
  hidden: z.boolean(),
  ignoreYears: z.array(z.number().int()).max(1000),
  ignoreValues: z.array(z.number()).max(1000),
  ignoreNegatives: z.boolean(),
  /** Set for an observed alternative: its data is a gauge record the server fetches, not an uploaded file. */
  observed: observedSourceSchema.optional(),
});
export type Alternative = z.output<typeof alternativeSchema>;

/** An alternative as submitted: only the name is required; the key then equals the name. */
export const alternativeInputSchema = alternativeSchema.extend({
  key: alternativeSchema.shape.key.optional(),
  description: alternativeSchema.shape.description.default(''),
  dataSource: alternativeSchema.shape.dataSource.default(''),
  color: color.default('#1f77b4'),
  autofill: z.boolean().default(false),
  hidden: z.boolean().default(false),
  ignoreYears: alternativeSchema.shape.ignoreYears.default([]),
  ignoreValues: alternativeSchema.shape.ignoreValues.default([]),
  ignoreNegatives: z.boolean().default(false),
});
export type AlternativeInput = z.output<typeof alternativeInputSchema>;

export function alternativeFromInput(input: AlternativeInput): Alternative {
  return { ...input, key: input.key ?? input.text };
}

const latitude = z
  .number()
  .min(-90, 'Latitude must be between -90 and 90')
  .max(90, 'Latitude must be between -90 and 90');
const longitude = z
  .number()
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');

export const markerSchema = z.object({
  key: name('Marker key', 200),
  name: name('Marker name', 200),
  text: text(2000),
  location: text(200),
  lat: latitude,
  lng: longitude,
  color,
});
export type Marker = z.output<typeof markerSchema>;

export const markerInputSchema = markerSchema.extend({
  text: markerSchema.shape.text.default(''),
  location: markerSchema.shape.location.default(''),
  color: color.default('#d62728'),
});

export const layerSchema = z.object({
  id: name('Layer id', 200),
  name: name('Layer name', 200),
  url: text(2000),
  description: text(2000),
});
export type Layer = z.output<typeof layerSchema>;

export const layerInputSchema = layerSchema.extend({
  url: layerSchema.shape.url.default(''),
  description: layerSchema.shape.description.default(''),
});

export const mapPositionSchema = z.object({
  lat: latitude,
  lng: longitude,
  zoom: z.number().min(0, 'Zoom must be between 0 and 24').max(24, 'Zoom must be between 0 and 24'),
  bearing: z
    .number()
    .min(-360, 'Bearing must be between -360 and 360')
    .max(360, 'Bearing must be between -360 and 360'),
  pitch: z.number().min(0, 'Pitch must be between 0 and 85').max(85, 'Pitch must be between 0 and 85'),
});
export type MapPosition = z.output<typeof mapPositionSchema>;

export const mapSettingsSchema = mapPositionSchema.extend({
  markers: z.array(markerSchema).max(1000),
  layers: z.array(layerSchema).max(200),
});
export type MapSettings = z.output<typeof mapSettingsSchema>;

/** Map settings as submitted: position fields left out keep their current value. */
export const mapSettingsInputSchema = mapPositionSchema.partial().extend({
  markers: z.array(markerInputSchema).max(1000).optional(),
  layers: z.array(layerInputSchema).max(200).optional(),
});
export type MapSettingsInput = z.output<typeof mapSettingsInputSchema>;

export const defaultChartSchema = z.object({
  chartType: z.enum(chartTypes as [ChartType, ...ChartType[]], {
    error: `Chart type must be one of ${chartTypes.join(', ')}`,
  }),
  location: text(200),
  selectedAlts: z.array(z.string().max(200)).max(200),
  selectedAlt: text(200),
  lookupKey: text(200),
  pickYear: z.number().int().nullable(),
});
export type DefaultChart = z.output<typeof defaultChartSchema>;

export const defaultChartInputSchema = defaultChartSchema.extend({
  location: defaultChartSchema.shape.location.default(''),
  selectedAlts: defaultChartSchema.shape.selectedAlts.default([]),
  selectedAlt: defaultChartSchema.shape.selectedAlt.default(''),
  lookupKey: defaultChartSchema.shape.lookupKey.default(''),
  pickYear: defaultChartSchema.shape.pickYear.default(null),
});

const axisBound = z
  .number({ error: 'A y-axis bound must be a number' })
  .finite('A y-axis bound must be a finite number');

/** A location's y axis as its admins set it for everyone: locked to [min, max] until a user sets their own (docs/product-guide.md#fixed-values). */
export const yAxisDefaultSchema = z
  .object({
    location: name('Location', 200),
    range: z.tuple([axisBound, axisBound]),
  })
  .refine(({ range }) => lockedRangeProblem(range) === null, { message: RANGE_ORDER_MESSAGE, path: ['range'] });
export type YAxisDefault = z.output<typeof yAxisDefaultSchema>;
export const yAxisDefaultsSchema = z
  .array(yAxisDefaultSchema)
  .max(10_000, 'A project has at most 10000 default y-axis ranges');

export const startCalDaySchema = z
  .number({ error: 'startCalDay must be a number' })
  .int('startCalDay must be a whole number')
  .min(1, 'startCalDay must be between 1 and 365')
  .max(365, 'startCalDay must be between 1 and 365');

/** Everything an admin configures about a project: what history tracks and restore brings back. */
export interface ProjectConfiguration {
  title: string;
  startCalDay: number;
  mapSurveyEnabled: boolean;
  onlyShowMapSurvey: boolean;
  public: boolean;
  /** bcrypt hash of the access code, null when there is none. */
  accessCodeHash: string | null;
  enableDefaultChart: boolean;
  defaultChart: DefaultChart | null;
  alternatives: Alternative[];
  locationGroups: LocationGroup[];
  yAxisDefaults: YAxisDefault[];
  map: MapSettings;
}

export const projectConfigurationSchema = z.object({
  title: z.string().max(200),
  startCalDay: startCalDaySchema,
  mapSurveyEnabled: z.boolean(),
  onlyShowMapSurvey: z.boolean(),
  public: z.boolean(),
  accessCodeHash: z.string().nullable(),
  enableDefaultChart: z.boolean(),
  defaultChart: defaultChartSchema.nullable(),
  alternatives: z.array(alternativeSchema),
  // Projects created before location groups existed have none.
  locationGroups: locationGroupsSchema.default([]),
  // Projects created before default y-axis ranges existed have none.
  yAxisDefaults: yAxisDefaultsSchema.default([]),
  map: mapSettingsSchema,
}) satisfies z.ZodType<ProjectConfiguration>;

/** A new project's defaults (docs/product-guide.md#what-a-project-holds). */
export function newProjectConfiguration(): ProjectConfiguration {
  return {
    title: '',
    startCalDay: 1,
    mapSurveyEnabled: false,
    onlyShowMapSurvey: false,
    public: true,
    accessCodeHash: null,
    enableDefaultChart: false,
    defaultChart: null,
    alternatives: [],
    locationGroups: [],
    yAxisDefaults: [],
    map: { lat: 49.2401, lng: -96.304, zoom: 2.87, bearing: 0, pitch: 0, markers: [], layers: [] },
  };
}

/** Rules that span several fields: a message for the user, or null when the configuration is sound. */
export function configurationProblem(configuration: ProjectConfiguration): string | null {
  const { defaultChart } = configuration;
  if (defaultChart && !(defaultChartTypes as readonly string[]).includes(defaultChart.chartType)) {
    return `${chartTypeLabels[defaultChart.chartType]} cannot be the default chart`;
  }
  const alternativeKeys = new Set<string>();
  const alternativeNames = new Set<string>();
  for (const alternative of configuration.alternatives) {
    if (alternativeKeys.has(alternative.key) || alternativeNames.has(alternative.text))
      return 'Alternative names must be unique.';
    alternativeKeys.add(alternative.key);
    alternativeNames.add(alternative.text);
  }
  if (hasDuplicates(configuration.map.markers.map((marker) => marker.key))) return 'Marker keys must be unique';
  if (hasDuplicates(configuration.map.layers.map((layer) => layer.id))) return 'Layer ids must be unique';
  if (hasDuplicates(configuration.locationGroups.map((group) => group.name)))
    return 'Location group names must be unique.';
  if (hasDuplicates(configuration.yAxisDefaults.map((axis) => axis.location)))
    return 'A location has one default y-axis range';
  return null;
}

function hasDuplicates(values: readonly string[]): boolean {
  return new Set(values).size !== values.length;
}
