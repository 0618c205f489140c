import type { DailyReading } from '@waterline/domain/observed/observed-record';
import type { GaugeServiceName, ObservedLocation } from '@waterline/domain/observed/observed-source';

/**
 * A source of daily gauge records: one adapter per service. It answers the daily values of one site and parameter up
 * to `untilDay` ('YYYY-MM-DD'), [] when the service holds none, and throws an UpstreamError when it cannot be reached.
 */
export interface GaugeService {
  dailyValues(location: ObservedLocation, untilDay: string): Promise<DailyReading[]>;
}

export type GaugeServices = Record<GaugeServiceName, GaugeService>;
