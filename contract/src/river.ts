// The river pages: the shape of their configuration file (config/river-pages.json, see
// docs/river-pages.md) and the answers of GET /api/river/*, which the web app reads.
import type { ForecastPeriod } from '@waterline/domain/river/forecast';
import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
const site = z.string().regex(/^\d{8,15}$/, 'a USGS site number');
const parameter = z.string().regex(/^\d{5}$/, 'a USGS parameter code');
const id = z.string().regex(/^[a-z0-9-]{1,40}$/i, 'an identifier of letters, digits and dashes');
const freshness = z.object({ freshnessSeconds: z.number().int().positive() });

const windowSchema = z.discriminatedUnion('service', [
  z.object({ service: z.literal('iv'), period: z.string().regex(/^P\d{1,3}D$/, 'a period such as P7D'), label: z.string() }),
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
    precipitationMaps: z.array(z.object({ id, title: z.string(), path: z.string().regex(/^\/[\w./-]+$/, 'a path on the maps host') })),
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
export type PackedPoint = [number, number | null];

export interface RiverPublicConfig {
  success: true;
  windows: RiverConfig['windows'];
  dashboard: Omit<RiverConfig['dashboard'], 'precipitationMaps'> & { precipitationMaps: { id: string; title: string }[] };
  testFlow: RiverConfig['testFlow'];
  chatUrl: string | null;
  bucketConfigured: boolean;
}

interface Freshness {
  /** When the server fetched the answer from the service (epoch ms). */
  fetchedAt: number;
  /** The service failed; this is the last answer it gave. */
  stale: boolean;
}

export interface GaugeAnswer extends Freshness {
  success: true;
  siteName: string | null;
  points: PackedPoint[];
}

export interface ForecastAnswer extends Freshness {
  success: true;
  generatedAt: string | null;
  periods: ForecastPeriod[];
}

export interface BucketAnswer extends Freshness {
  success: true;
  median: PackedPoint[];
  year: PackedPoint[];
}

export interface RiverFailure {
  success: false;
  source: string;
  message: string;
}
