// The answers of GET /api/river/*, shared with the web app.
import type { ForecastPeriod } from '@waterline/domain/river/forecast';
import type { RiverConfig } from './river-config.ts';

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
