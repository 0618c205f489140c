// The upstream paths the proxy may request, all derived from the configuration: a visitor names a
// configured gauge, map or chart, never an address.
import type { RiverConfig, SourceName } from '@waterline/contract/river';

export interface GaugeRequest {
  source: Extract<SourceName, 'gauges' | 'daily'>;
  parameter: string;
  path: string;
}

const DISCHARGE = '00060';
const STAGE = '00065';

export function riverPaths(config: RiverConfig) {
  const allowed = new Map<string, GaugeRequest>();
  const allow = (site: string, parameter: string, windowName: string) => {
    const window = config.windows[windowName];
    if (!window) return;
    const query =
      window.service === 'iv'
        ? `/iv/?format=json&sites=${site}&parameterCd=${parameter}&period=${window.period}&siteStatus=all`
        : `/dv/?format=json&sites=${site}&parameterCd=${parameter}&statCd=00003&startDT=${window.startDate}&endDT=${window.endDate}&siteStatus=all`;
    allowed.set(`${site}/${parameter}/${windowName}`, {
      source: window.service === 'iv' ? 'gauges' : 'daily',
      parameter,
      path: query,
    });
  };
  for (const gauge of config.dashboard.gauges)
    for (const parameter of [DISCHARGE, STAGE]) allow(gauge.site, parameter, config.dashboard.gaugeWindow);
  const { elevation, release } = config.dashboard.reservoir;
  for (const series of [elevation, release]) allow(series.site, series.parameter, series.window);
  for (const gauge of config.testFlow.gauges) allow(gauge.site, DISCHARGE, config.testFlow.window);

  return {
    gauge: (site: string, parameter: string, windowName: string): GaugeRequest | undefined =>
      allowed.get(`${site}/${parameter}/${windowName}`),
    forecast: `/gridpoints/${config.dashboard.forecastPoint}/forecast`,
    map: (id: string) => config.dashboard.precipitationMaps.find((map) => map.id === id)?.path,
    bucketChart: (id: string) => config.dashboard.bucketCharts.find((chart) => chart.id === id),
  };
}
