// The USGS waterservices adapter: daily values ('dv') as WaterML-JSON, read with the river pages' parser.
import { parseGaugeJson } from '@waterline/domain/river/gauge-json';
import { OBSERVED_PARAMETERS } from '@waterline/domain/observed/observed-source';
import { UpstreamCache } from '../upstream/upstream-cache.ts';
import { fetchUpstream, UpstreamError } from '../upstream/upstream-fetch.ts';
import type { UpstreamSettings } from '../upstream/upstream-settings.ts';
import type { GaugeService } from './gauge-service.ts';

/** The whole record is asked for: the service keeps no daily value this old. */
const RECORD_START = '1800-01-01';
/** A refresh asked twice within this time (an admin's click after the daily one) reads the same answer. */
const FRESH_MS = 10 * 60_000;

export function waterservicesGauge(
  settings: UpstreamSettings,
  now: () => number,
  fetchFn: typeof fetch = fetch,
): GaugeService {
  const cache = new UpstreamCache(now);
  const policy = { timeoutMs: settings.timeoutMs, retries: settings.retries, backoffMs: settings.backoffMs };
  return {
    async dailyValues({ site, parameter }, untilDay) {
      const statistic = OBSERVED_PARAMETERS[parameter].statistic;
      const path = `/dv/?format=json&sites=${site}&parameterCd=${parameter}&statCd=${statistic}&startDT=${RECORD_START}&endDT=${untilDay}&siteStatus=all`;
      const answer = await cache.get(`observed ${path}`, FRESH_MS, settings.failureHoldMs, async () => {
        const raw = await fetchUpstream(settings.usgsUrl, path, policy, fetchFn);
        try {
          return parseGaugeJson(JSON.parse(raw.body.toString('utf8')), parameter, { daily: true });
        } catch {
          throw new UpstreamError('its answer could not be read');
        }
      });
      // An answer kept from before a failure is not today's record: the service counts as unavailable.
      if (answer.stale) throw new UpstreamError('The service did not answer');
      return answer.value.find((series) => series.site === site)?.points ?? [];
    },
  };
}
