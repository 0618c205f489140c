// The river pages' configuration file (config/river-pages.json, see docs/river-pages.md), checked on load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

export const DEFAULT_RIVER_CONFIG_FILE = join(import.meta.dirname, '../../config/river-pages.json');

/** Reads and checks the file; a wrong entry stops the start with the entry's path named. */
export function loadRiverConfig(file: string = DEFAULT_RIVER_CONFIG_FILE): RiverConfig {
  const parsed = riverConfigSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  const config = parsed.data;
  const windowNames = [config.dashboard.gaugeWindow, config.dashboard.reservoir.elevation.window, config.dashboard.reservoir.release.window, config.testFlow.window];
  for (const name of windowNames) if (!config.windows[name]) throw new Error(`${file}: window "${name}" is not in "windows"`);
  if (config.testFlow.defaultGauge >= config.testFlow.gauges.length) throw new Error(`${file}: testFlow.defaultGauge is past the list of gauges`);
  return config;
}
