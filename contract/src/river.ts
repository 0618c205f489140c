// The river pages: the shape of their configuration file (config/river-pages.json, see
// docs/river-pages.md) and the answers of GET /api/river/*, which the web app reads.
import type { ForecastPeriod } from '@waterline/domain/river/forecast';
import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
const site = z.string().regex(/^\d{8,15}$/, 'a USGS site number');
const parameter = z.string().regex(/^\d{5}$/, 'a USGS parameter code');
const id = z.string().regex(/^[a-z0-9-]{1,40}$/i, 'an identifier of letters, digits and dashes');
const freshness = z.object({ freshnessSeconds: z.number().int().positive() });

const windowSchema = z.discriminatedUnion('service', [
  z.object({
    service: z.literal('iv'),
    period: z.string().regex(/^P\d{1,3}D$/, 'a period such as P7D'),
    label: z.string(),
  }),
  z.object({ service: z.literal('dv'), startDate: isoDate, endDate: isoDate, label: z.string() }),
]);

const gaugeSeries = z.object({ site, parameter, window: z.string() });

export const riverConfigSchema = z.object({
  sources: z.object({ gauges: freshness, daily: freshness, forecast: freshness, maps: freshness, bucket: freshness }),
  windows: z.record(id, windowSchema),
  dashboard: z.object({
    gaugeWindow: z.string(),
    gauges: z.array(
      z.object({
        site,
        name: z.string(),
        role: z.string(),
        floodStage: z.object({ action: z.number(), minor: z.number(), moderate: z.number(), major: z.number() }),
      }),
    ),
    reservoir: z.object({
      name: z.string(),
      elevation: gaugeSeries,
      release: gaugeSeries,
      referenceLines: z.array(z.object({ label: z.string(), elevationFt: z.number() })),
      target2024: z.array(z.object({ date: isoDate, elevationFt: z.number() })),
    }),
    bucketCharts: z.array(z.object({ id, title: z.string(), unit: z.string(), median: z.string(), year: z.string() })),
    forecastPoint: z.string().regex(/^[A-Z]{3}\/\d{1,3},\d{1,3}$/, 'an NWS grid point such as GGW/64,102'),
    precipitationMaps: z.array(
      z.object({ id, title: z.string(), path: z.string().regex(/^\/[\w./-]+$/, 'a path on the maps host') }),
    ),
  }),
  testFlow: z.object({
    window: z.string(),
    defaultGauge: z.number().int().nonnegative(),
    gauges: z.array(z.object({ site, name: z.string() })),
    periods: z.array(z.object({ label: z.string(), start: isoDate, end: isoDate })),
  }),
});

export type RiverConfig = z.infer<typeof riverConfigSchema>;
export type GaugeWindow = z.infer<typeof windowSchema>;
export type SourceName = keyof RiverConfig['sources'];

/** [epoch ms, value or null for a gap] */
const packedPointSchema = z.tuple([z.number(), z.number().nullable()]);
export type PackedPoint = z.output<typeof packedPointSchema>;

export interface RiverPublicConfig {
  success: true;
  windows: RiverConfig['windows'];
  dashboard: Omit<RiverConfig['dashboard'], 'precipitationMaps'> & {
    precipitationMaps: { id: string; title: string }[];
  };
  testFlow: RiverConfig['testFlow'];
  chatUrl: string | null;
  bucketConfigured: boolean;
}

const riverPublicConfigSchema = z
  .looseObject({ success: z.literal(true), chatUrl: z.string().nullable(), bucketConfigured: z.boolean() })
  .meta({
    id: 'RiverConfig',
    description:
      'The windows, dashboard and test-flow settings of config/river-pages.json, without the maps host paths',
  });

const freshnessAnswer = {
  /** When the server fetched the answer from the service (epoch ms). */
  fetchedAt: z.number(),
  /** The service failed; this is the last answer it gave. */
  stale: z.boolean(),
};

const gaugeAnswerSchema = z
  .object({
    success: z.literal(true),
    siteName: z.string().nullable(),
    points: z.array(packedPointSchema),
    ...freshnessAnswer,
  })
  .meta({ id: 'Gauge' });
export type GaugeAnswer = z.output<typeof gaugeAnswerSchema>;

const forecastPeriodSchema = z.object({
  name: z.string(),
  startTime: z.string(),
  isDaytime: z.boolean(),
  temperature: z.number().nullable(),
  temperatureUnit: z.string(),
  shortForecast: z.string(),
}) satisfies z.ZodType<ForecastPeriod>;
const forecastAnswerSchema = z
  .object({
    success: z.literal(true),
    generatedAt: z.string().nullable(),
    periods: z.array(forecastPeriodSchema),
    ...freshnessAnswer,
  })
  .meta({ id: 'Forecast' });
export type ForecastAnswer = z.output<typeof forecastAnswerSchema>;

const bucketAnswerSchema = z
  .object({
    success: z.literal(true),
    median: z.array(packedPointSchema),
    year: z.array(packedPointSchema),
    ...freshnessAnswer,
  })
  .meta({ id: 'BucketChart' });
export type BucketAnswer = z.output<typeof bucketAnswerSchema>;

export interface RiverFailure {
  success: false;
  source: string;
  message: string;
}

const upstreamFailure = { 502: 'The service is unavailable and no earlier answer is kept' } as const;
const riverIdParams = z.object({ id: z.string() });

/** The river pages' proxy of the public services (USGS, NWS, the maps host, the bucket), cached per source. */
export const riverRoutes = {
  riverConfig: {
    method: 'get',
    path: '/api/river/config',
    summary: 'What the river pages show: gauge windows, dashboard, test flow (public)',
    auth: 'none',
    responses: { 200: { description: 'The river pages configuration', schema: riverPublicConfigSchema } },
    answer: 'raw',
  },
  riverGauge: {
    method: 'get',
    path: '/api/river/gauges/{site}/{parameter}/{window}',
    summary: 'One configured gauge series from USGS, cached for its source freshness',
    auth: 'none',
    params: z.object({ site: z.string(), parameter: z.string(), window: z.string() }),
    responses: { 200: { description: 'The series', schema: gaugeAnswerSchema } },
    failures: { 404: 'Not a configured gauge, parameter and window', ...upstreamFailure },
    answer: 'raw',
  },
  riverForecast: {
    method: 'get',
    path: '/api/river/forecast',
    summary: 'The NWS forecast of the configured grid point',
    auth: 'none',
    responses: { 200: { description: 'The forecast', schema: forecastAnswerSchema } },
    failures: upstreamFailure,
    answer: 'raw',
  },
  riverMap: {
    method: 'get',
    path: '/api/river/maps/{id}',
    summary: 'A configured precipitation map: the raster image itself (PNG, GIF, JPEG or WebP) with its Last-Modified',
    auth: 'none',
    params: riverIdParams,
    responses: {},
    failures: { 404: 'Not a configured map', ...upstreamFailure },
    answer: 'raw',
  },
  riverBucket: {
    method: 'get',
    path: '/api/river/bucket/{id}',
    summary: "A configured bucket chart: the median and this year's daily values",
    auth: 'none',
    params: riverIdParams,
    responses: { 200: { description: 'The chart values', schema: bucketAnswerSchema } },
    failures: { 404: 'Not a configured chart', ...upstreamFailure },
    answer: 'raw',
  },
} as const satisfies Record<string, Endpoint>;
